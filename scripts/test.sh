#!/usr/bin/env bash
# Installs everything (Chromium, PostgreSQL and Redis included), then runs every check: Pint (PHP code style,
# checked, never rewritten), PHPStan with Larastan (the app at level 8, the tests at level 5, no error), TypeScript,
# ESLint (no finding), Prettier (checked, never rewritten), Pest on SQLite with the array cache, Pest again on
# PostgreSQL + Redis (cache and rate limits), Vitest, Playwright, then the Playwright run's log budget (no ERROR line
# the run did not expect, scripts/e2e-log-budget.php). The static checks run as two lines side by side
# (PHP's, the front end's), each printed whole when it ends; every step prints how long it took.
# Runs unattended (CI=true, no standard input).
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
step() { echo "== $1 ($(( SECONDS - started )) s in)"; }

step "Install"
WITH_BROWSER=1 WITH_BACKENDS=1 bash scripts/install.sh </dev/null

# The PHP checks and the front end's checks: two lines at once, each stopping at its first failure.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
(
    set -e
    echo "== Pint"; php vendor/bin/pint --test
    echo "== PHPStan"
    php vendor/bin/phpstan analyse --memory-limit=1G --no-progress
    php vendor/bin/phpstan analyse -c phpstan-tests.neon --memory-limit=1G --no-progress
) </dev/null >"$logs/php.log" 2>&1 &
php_checks=$!
(
    set -e
    echo "== TypeScript"; npx tsc --noEmit
    echo "== ESLint"; npx eslint --max-warnings=0 .
    echo "== Prettier"; npx prettier --check .
) </dev/null >"$logs/js.log" 2>&1 &
js_checks=$!
step "Static checks: Pint, PHPStan | TypeScript, ESLint, Prettier"
php_rc=0 js_rc=0
wait "$php_checks" || php_rc=$?
wait "$js_checks" || js_rc=$?
cat "$logs/php.log" "$logs/js.log"
[ "$php_rc" = 0 ] && [ "$js_rc" = 0 ] || { echo "== static checks failed (PHP: $php_rc, front end: $js_rc)" >&2; exit 1; }

step "Pest (SQLite, array cache)"
php vendor/bin/pest --parallel </dev/null
step "Pest (PostgreSQL + Redis, on loopback for this run only)"
bash scripts/with-pg-redis.sh php vendor/bin/pest --parallel </dev/null
step "Vitest"
npx vitest run </dev/null
step "Playwright (Chromium)"
# The e2e server logs this run to a file of its own (scripts/e2e-server.sh); afterwards its ERROR lines are counted
# and any that tests/e2e/log-budget-allow.txt does not allow fails the run (the log budget, docs/deploying.md).
e2e_log="$PWD/storage/logs/e2e-run-$(date -u +%Y%m%dT%H%M%SZ)-$$.jsonl"
playwright_rc=0
E2E_LOG="$e2e_log" npx playwright test </dev/null || playwright_rc=$?
step "Log budget of the Playwright run"
budget_rc=0
php scripts/e2e-log-budget.php "$e2e_log" </dev/null || budget_rc=$?
[ "$playwright_rc" = 0 ] && [ "$budget_rc" = 0 ] || { echo "== Playwright: $playwright_rc, log budget: $budget_rc" >&2; exit 1; }
step "Done"
