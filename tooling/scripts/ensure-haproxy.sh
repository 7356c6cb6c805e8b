#!/usr/bin/env bash
# The fleet tests put the API processes behind HAProxy, as production does (deploy/haproxy.cfg).
# Installs Debian's package when missing.
set -euo pipefail
if command -v haproxy >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "HAProxy is missing: install Debian's 'haproxy' package (sudo apt-get install -y haproxy)." >&2
  exit 1
fi
echo "Installing HAProxy from Debian's packages..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy >/dev/null
