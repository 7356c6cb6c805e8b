#!/usr/bin/env bash
# Installs a Debian package when the program the tests need is missing: Chromium for the
# end-to-end tests (browsers that test tools download themselves cannot be fetched on our
# machines), HAProxy for the fleet tests (as production's balancer, deploy/haproxy.cfg).
#   ensure-debian-package.sh <program: a path, or a name on PATH> <package>
set -euo pipefail
program="$1"
package="$2"
if [ -x "$program" ] || command -v "$program" >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "$program is missing: install Debian's '$package' package (sudo apt-get install -y $package)." >&2
  exit 1
fi
echo "Installing $package from Debian's packages..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
