#!/usr/bin/env bash
# Runs a command with HAProxy installed, for the tests of the scaled-out deployment
# (test/reliability/scaled-out.test.ts starts it in front of two instances and one Redis).
# Installs Debian's haproxy when it is missing (as root); the tests start and stop it themselves.
set -euo pipefail

if ! command -v haproxy >/dev/null 2>&1; then bash "$(dirname "$0")/install-debian-package.sh" haproxy with-haproxy; fi

exec "$@"
