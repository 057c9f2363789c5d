#!/usr/bin/env bash
# Runs a command with a throw-away Redis server on loopback, for the tests of rate limits
# shared between instances. Installs Debian's redis-server when it is missing (as root),
# starts it on a free port without persistence, exports REDIS_TEST_URL, and stops it after.
set -euo pipefail

if [ -n "${REDIS_TEST_URL:-}" ]; then exec "$@"; fi

if ! command -v redis-server >/dev/null 2>&1; then bash "$(dirname "$0")/install-debian-package.sh" redis-server with-redis; fi

port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
dir=$(mktemp -d)
redis-server --bind 127.0.0.1 --port "$port" --save "" --appendonly no --dir "$dir" --daemonize no --loglevel warning --logfile "$dir/redis.log" &
redis_pid=$!
trap 'kill "$redis_pid" 2>/dev/null || true; wait "$redis_pid" 2>/dev/null || true; rm -rf "$dir"' EXIT

for _ in $(seq 1 50); do
  if redis-cli -p "$port" ping >/dev/null 2>&1; then break; fi
  sleep 0.1
done
redis-cli -p "$port" ping >/dev/null

export REDIS_TEST_URL="redis://127.0.0.1:$port"
"$@"
