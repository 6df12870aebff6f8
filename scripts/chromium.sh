#!/usr/bin/env bash
# Install Debian's Chromium for the browser test of the Dungeon Fighter throw page, then print
# the path of its executable. Needs root, as on CI; prints nothing if it cannot.
set -euo pipefail
find_it() { command -v chromium || command -v chromium-browser || true; }
path=$(find_it)
if [ -z "$path" ] && [ "$(id -u)" = "0" ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2 || true
  apt-get install -y -qq chromium >&2 || true
  path=$(find_it)
fi
echo "$path"
