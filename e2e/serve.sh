#!/usr/bin/env bash
# Serves the built app with `next start` for the browser tests, on a fresh embedded database
# with demo data.
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
if [ "${E2E_SKIP_BUILD:-0}" != "1" ]; then ./node_modules/.bin/next build; fi
exec ./node_modules/.bin/next start -p "$port" -H 127.0.0.1
