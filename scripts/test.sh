#!/usr/bin/env bash
# Installs everything (Chromium included), then runs every suite: Pest, Vitest, Playwright.
set -euo pipefail
cd "$(dirname "$0")/.."
WITH_BROWSER=1 bash scripts/install.sh

echo "== TypeScript"
npx tsc --noEmit
echo "== Pest"
php vendor/bin/pest
echo "== Vitest"
npx vitest run
echo "== Playwright (Chromium)"
npx playwright test
