#!/usr/bin/env bash
# Installs one Debian package with apt-get (as root), for the with-*.sh scripts that make sure
# a test's tool is there: `install-debian-package.sh PACKAGE WHO`. Not root, or no apt-get:
# says what to install, and fails.
set -euo pipefail
package=$1
who=$2
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "$who: installing $package (Debian package)" >&2
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$package" >/dev/null
else
  echo "$who: $package is not installed; install it (apt-get install $package) and run again" >&2
  exit 1
fi
