#!/usr/bin/env bash
# pnpm 10 is the workspace's package manager (corepack cannot verify signatures here,
# and pnpm 11+ needs a newer Node): install the pinned version globally when missing.
set -euo pipefail
wanted="$(node -p "require('./package.json').packageManager.split('@')[1]")"
if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version)" = "$wanted" ]; then
  exit 0
fi
echo "Installing pnpm $wanted..."
npm install -g "pnpm@$wanted" --silent
