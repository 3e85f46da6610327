#!/usr/bin/env bash
# Serves the built app with the standalone production server (what `npm start` and the container
# run) for the browser tests, on a fresh embedded database with demo data.
# E2E_SKIP_BUILD=1 reuses the last build; NEXT_DIST_DIR picks another build folder.
set -euo pipefail
port="${1:-3210}"
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# The register screen is tested, so this server opens self-registration.
export REGISTRATION=open
export DATA_DIR="${E2E_DATA_DIR:-$PWD/.tmp/e2e-data-$port}"
# The browser tests always run on the embedded database, even where CI sets DATABASE_URL.
unset DATABASE_URL
rm -rf "$DATA_DIR"
dist="${NEXT_DIST_DIR:-.next}"
if [ "${E2E_SKIP_BUILD:-0}" != "1" ]; then
  # `npm test` has already checked the types.
  NEXT_SKIP_TYPECHECK=1 ./node_modules/.bin/next build
  node scripts/standalone-assets.mjs
fi
export PORT="$port" HOSTNAME=127.0.0.1 NEXT_MANUAL_SIG_HANDLE=true
# The whole run's log, which e2e/log-secrets.teardown.ts searches for secrets afterwards.
log=".tmp/e2e-server-$port.log"
mkdir -p .tmp
: >"$log"
exec node "$dist/standalone/server.js" > >(tee -a "$log")
