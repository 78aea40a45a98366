#!/usr/bin/env bash
# The screenshots of docs/staff-guide.md, taken from the running app in uk and en: starts the app the way the
# end-to-end tests do (scripts/e2e-server.sh: a fresh, seeded SQLite database, the SSR renderer, a queue worker),
# places a few orders through the shop API, signs in with the seeded demo staff accounts and writes PNGs to
# docs/staff-guide/. Its own Playwright config (scripts/staff-guide/), so `npx playwright test` never runs it.
# Needs what `bash scripts/test.sh` installs (Chromium, the built assets); ports: E2E_PORT, E2E_SSR_PORT.
set -euo pipefail
cd "$(dirname "$0")/.."
export E2E_PORT="${E2E_PORT:-8104}" E2E_SSR_PORT="${E2E_SSR_PORT:-13804}"
npx playwright test --config scripts/staff-guide/playwright.config.ts "$@"
