#!/usr/bin/env bash
# Installs the system tests' and benchmarks' own tools (test/package.json: browsers' drivers,
# Lighthouse, workerd, the MCP SDK and Inspector, comparison libraries) into test/node_modules,
# from test/package-lock.json, so that the service's `npm install` carries none of them (lint and
# the unit tests need only the root's devDependencies). A clean
# install (npm ci) only when the lock file changed since the last one: a second run costs
# nothing.
set -euo pipefail
tools="$(dirname "$0")/../test"
stamp="$tools/node_modules/.installed-lock"
if [ -f "$stamp" ] && cmp -s "$stamp" "$tools/package-lock.json"; then exit 0; fi
npm ci --prefix "$tools" --no-audit --no-fund 1>&2
cp "$tools/package-lock.json" "$stamp"
