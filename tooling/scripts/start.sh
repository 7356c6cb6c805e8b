#!/usr/bin/env bash
# One command from a fresh clone to a running product with demo data:
# installs dependencies, builds every package and the web app, then starts the API,
# which migrates the embedded database, seeds the demo accounts and serves the app.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash tooling/scripts/ensure-pnpm.sh
CI=true pnpm install --frozen-lockfile
pnpm build
exec pnpm start
