#!/usr/bin/env bash
# Runs a command with Debian's python3-feedparser, the feed parser the change-feed tests read
# the Atom and JSON feeds with. Installs it when Debian's python3 cannot import it (as root).
set -euo pipefail

if ! /usr/bin/python3 -c 'import feedparser' >/dev/null 2>&1; then bash "$(dirname "$0")/install-debian-package.sh" python3-feedparser with-feedparser; fi
"$@"
