#!/usr/bin/env bash
# Runs a command with HAProxy installed, for the tests of the scaled-out deployment
# (test/reliability/scaled-out.test.ts starts it in front of two instances and one Redis).
# Installs Debian's haproxy when it is missing (as root); the tests start and stop it themselves.
set -euo pipefail

if ! command -v haproxy >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "with-haproxy: installing haproxy (Debian package)" >&2
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends haproxy >/dev/null
  else
    echo "with-haproxy: haproxy is not installed; install it (apt-get install haproxy) and run again" >&2
    exit 1
  fi
fi

exec "$@"
