#!/usr/bin/env bash
# Runs a command with Debian's python3-feedparser, the feed parser the change-feed tests read
# the Atom and JSON feeds with. Installs it when Debian's python3 cannot import it (as root).
set -euo pipefail

if ! /usr/bin/python3 -c 'import feedparser' >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "with-feedparser: installing python3-feedparser (Debian package)" >&2
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends python3-feedparser >/dev/null
  else
    echo "with-feedparser: python3-feedparser is not installed; install it (apt-get install python3-feedparser) and run again" >&2
    exit 1
  fi
fi
"$@"
