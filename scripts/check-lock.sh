#!/usr/bin/env bash
# Checks that `npm ci` (what CI runs) accepts package.json and package-lock.json as they are.
# The registry mirror here lacks some platform builds of optional dependencies; a lock file made
# against it can miss entries that `npm ci` then refuses. Run this after adding a dependency.
set -euo pipefail
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cp package.json package-lock.json "$dir/"
cd "$dir"
if npm ci --dry-run --no-audit --no-fund >out.log 2>&1; then
  echo "lock ok: npm ci accepts it"
else
  grep -E 'Missing|error' out.log | head -20
  echo "lock NOT ok: regenerate with 'npm install --package-lock-only' in a folder without node_modules, or pin the package"
  exit 1
fi
