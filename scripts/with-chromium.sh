#!/usr/bin/env bash
# Runs a command once Debian's chromium is installed: the browser the web pages' tests, the
# screenshots and Lighthouse drive (playwright-core downloads no browser of its own).
# Installs it with apt-get when /usr/bin/chromium is missing (as root).
set -euo pipefail

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "with-chromium: installing chromium (Debian package)" >&2
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
  else
    echo "with-chromium: /usr/bin/chromium is missing; install it (apt-get install chromium) and run again" >&2
    exit 1
  fi
fi
exec "$@"
