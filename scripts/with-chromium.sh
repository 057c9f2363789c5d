#!/usr/bin/env bash
# Runs a command once Debian's chromium is installed: the browser the web pages' tests, the
# screenshots and Lighthouse drive (playwright-core downloads no browser of its own).
# Installs it with apt-get when /usr/bin/chromium is missing (as root).
set -euo pipefail

if [ ! -x /usr/bin/chromium ]; then bash "$(dirname "$0")/install-debian-package.sh" chromium with-chromium; fi
# A face for Tamil and one for Chinese, so that the pages in those languages are laid out as a
# reader's system lays them out (without one, each letter is a box of one width and the layout
# tests measure nothing).
if ! fc-list :lang=ta | grep -q .; then bash "$(dirname "$0")/install-debian-package.sh" fonts-lohit-taml with-chromium; fi
if ! fc-list :lang=zh | grep -q .; then bash "$(dirname "$0")/install-debian-package.sh" fonts-wqy-microhei with-chromium; fi
exec "$@"
