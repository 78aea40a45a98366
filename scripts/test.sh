#!/usr/bin/env bash
# Installs everything (Chromium, PostgreSQL and Redis included), then runs every check in order: Pint (PHP code
# style, checked, never rewritten), PHPStan with Larastan (the app at level 8, the tests at level 5, no error),
# TypeScript, ESLint (no finding), Prettier (checked, never rewritten), Pest on SQLite with the array cache, Pest
# again on PostgreSQL + Redis (cache and rate limits), Vitest, Playwright.
# Runs unattended (CI=true, no standard input).
set -euo pipefail
cd "$(dirname "$0")/.."
WITH_BROWSER=1 WITH_BACKENDS=1 bash scripts/install.sh </dev/null

echo "== Pint"
php vendor/bin/pint --test </dev/null
echo "== PHPStan"
php vendor/bin/phpstan analyse --memory-limit=1G --no-progress </dev/null
php vendor/bin/phpstan analyse -c phpstan-tests.neon --memory-limit=1G --no-progress </dev/null
echo "== TypeScript"
npx tsc --noEmit
echo "== ESLint"
npx eslint --max-warnings=0 .
echo "== Prettier"
npx prettier --check .
echo "== Pest (SQLite, array cache)"
php vendor/bin/pest --parallel </dev/null
echo "== Pest (PostgreSQL + Redis, on loopback for this run only)"
bash scripts/with-pg-redis.sh php vendor/bin/pest --parallel </dev/null
echo "== Vitest"
npx vitest run </dev/null
echo "== Playwright (Chromium)"
npx playwright test </dev/null
