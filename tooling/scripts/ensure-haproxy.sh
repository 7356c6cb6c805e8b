#!/usr/bin/env bash
# The fleet tests put the API processes behind HAProxy, as production does. Installs it when missing.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" haproxy haproxy
