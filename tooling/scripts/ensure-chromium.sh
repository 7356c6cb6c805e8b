#!/usr/bin/env bash
# End-to-end tests drive the system Chromium (Debian's package). Installs it when missing.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium
