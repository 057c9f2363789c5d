#!/usr/bin/env bash
# Runs a command once Debian's chromium is installed: the browser the web pages' tests, the
# screenshots and Lighthouse drive (playwright-core downloads no browser of its own).
# Installs it with apt-get when /usr/bin/chromium is missing (as root).
set -euo pipefail

if [ ! -x /usr/bin/chromium ]; then bash "$(dirname "$0")/install-debian-package.sh" chromium with-chromium; fi
exec "$@"
