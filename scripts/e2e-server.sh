#!/usr/bin/env bash
# The server Playwright starts for itself: a fresh, seeded SQLite database, the SSR renderer, a queue worker and
# the app on port 8001 (E2E_PORT).
set -euo pipefail
cd "$(dirname "$0")/.."
port="${E2E_PORT:-8001}" ssr_port="${E2E_SSR_PORT:-13715}"
# Every test comes from 127.0.0.1: the per-client limits are raised so that only the tests of limits meet them.
export SHOP_RATE_LIMITS='{"orders":{"per_minute":1000,"per_hour":10000},"checkout":{"per_minute":10000},"payments":{"per_minute":1000},"cart":{"per_minute":10000},"staff-sign-in":{"per_minute":100,"per_ip_minute":1000}}'
# A spec may give its workers client addresses of their own (X-Forwarded-For, trusted from the loopback peer only).
export TRUSTED_PROXIES=127.0.0.1
# Every spec orders from 127.0.0.1, many with the same guest phone, within the shop clock's hold: the open card
# orders' limits per phone and address (tests/Feature/Checkout/SlotHoldTest.php covers them) would refuse the later specs.
export SHOP_UNPAID_MAX_PER_PHONE=1000 SHOP_UNPAID_MAX_PER_ADDRESS=1000
# The specs run on the seeded regions; the delivery-area specs draw their own areas.
export SHOP_DEMO_DELIVERY_AREAS=false
# The shop's clock reads next Wednesday 12:00 (shop timezone, kitchens open) when the server starts, and runs on from there.
export SHOP_TEST_NOW="$(date -d 'next wednesday' +%F) 12:00" SHOP_TEST_NOW_SINCE="$(date +%s)" SHOP_OTP_RESEND_COOLDOWN=1 SHOP_SLOT_CAPACITY=100 DB_DATABASE="$PWD/database/e2e-$port.sqlite" INERTIA_SSR_URL="http://127.0.0.1:$ssr_port" INERTIA_SSR_PORT="$ssr_port" \
    APP_URL="http://127.0.0.1:$port" CACHE_STORE=array SESSION_DRIVER=cookie APP_DEBUG=false SHOP_DEV_TOOLS=true QUEUE_CONNECTION=database
# The run's log: JSON lines (one per entry, `level_name` says ERROR…) in a file of this run only, emptied when the
# server starts: E2E_LOG, or storage/logs/e2e-<port>.jsonl. scripts/e2e-log-budget.sh counts its ERROR lines after
# the run (scripts/test.sh). The server, the SSR renderer and the queue worker all write to it.
export LOG_CHANNEL=json LOG_JSON_PATH="${E2E_LOG:-$PWD/storage/logs/e2e-$port.jsonl}"
mkdir -p "$(dirname "$LOG_JSON_PATH")" && : >"$LOG_JSON_PATH"
rm -f "$DB_DATABASE" && touch "$DB_DATABASE"
php artisan migrate:fresh --seed --force --no-interaction >/dev/null
php artisan inertia:start-ssr &
ssr_pid=$!
# The SMS and the order mail go through the queue, as on a real deploy.
php artisan queue:work --sleep=1 --tries=3 --quiet &
worker_pid=$!
trap 'kill $ssr_pid $worker_pid 2>/dev/null || true' EXIT INT TERM
# The built-in server's access log (every connection and every answered request) is left out of the run's output;
# server errors and 5xx answers stay in it.
cd public && PHP_CLI_SERVER_WORKERS=4 php -S "127.0.0.1:$port" ../server.php \
    2> >(grep --line-buffered -vE ' (Accepted|Closing)$|\[[1-4][0-9]{2}\]: [A-Z]+ ' >&2)
