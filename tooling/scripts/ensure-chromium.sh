#!/usr/bin/env bash
# End-to-end tests drive the system Chromium (Debian's package); browsers that test tools
# download themselves cannot be fetched on our machines. Installs it when missing.
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing: install Debian's 'chromium' package (sudo apt-get install -y chromium)." >&2
  exit 1
fi
echo "Installing Chromium from Debian's packages..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
