#!/usr/bin/env bash
# Placing an order, measured: POST /api/orders (a card order with the sandbox payment driver, answered with
# the payment page to redirect to) against a locally served copy of the app (php -S with opcache, N workers)
# over a fresh, seeded SQLite database. Every request carries a fresh Idempotency-Key. Prints p50/p99 of
# ORDER_BENCH_REQUESTS requests (target: p50 < 150 ms), then checks that concurrent submits of one key
# make one order. Leaves the developer's database, .env, caches and logs untouched.
#
#   bash bench/order-bench.sh                       # 200 orders, 4 server workers
#   ORDER_BENCH_REQUESTS=500 ORDER_BENCH_WORKERS=8 bash bench/order-bench.sh
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
REQUESTS="${ORDER_BENCH_REQUESTS:-200}"
WARMUP="${ORDER_BENCH_WARMUP:-10}"
WORKERS="${ORDER_BENCH_WORKERS:-4}"
RACERS="${ORDER_BENCH_RACERS:-8}"
KEEP="${ORDER_BENCH_KEEP:-0}"               # 1: keep the temporary directory (database, server log)
TARGET_P50_MS=150

for tool in php curl python3 sqlite3; do command -v "$tool" >/dev/null || { echo "missing tool: $tool" >&2; exit 1; }; done
[ -f "$ROOT/vendor/autoload.php" ] || { echo "run composer install first (bash scripts/install.sh)" >&2; exit 1; }
[ "$REQUESTS" -ge 1 ] && [ "$REQUESTS" -le 100000 ] || { echo "ORDER_BENCH_REQUESTS must be 1–100000" >&2; exit 2; }

WORK="$(mktemp -d "${TMPDIR:-/tmp}/order-bench.XXXXXX")"
SERVER_PID=""
cleanup() {
    [ -n "$SERVER_PID" ] && kill "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" 2>/dev/null || true
    if [ "$KEEP" = "1" ]; then log "kept $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT

log() { printf '[order-bench] %s\n' "$*" >&2; }

# The served copy's environment: its own database, in-memory cache and sessions, mail written to the
# server's stderr (not to storage/logs), the sandbox gateway, and slots that never fill up.
export APP_ENV=production APP_DEBUG=false LOG_CHANNEL=stderr LOG_LEVEL=error
export DB_CONNECTION=sqlite DB_DATABASE="$WORK/bench.sqlite"
export CACHE_STORE=array SESSION_DRIVER=array QUEUE_CONNECTION=sync
export MAIL_MAILER=log MAIL_LOG_CHANNEL=stderr
export SHOP_API=local PAYMENT_DRIVER=sandbox SHOP_SLOT_CAPACITY=1000000 INERTIA_SSR_ENABLED=false

log "fresh database in $WORK"
touch "$DB_DATABASE"
(cd "$ROOT" && php artisan migrate:fresh --seed --force >"$WORK/migrate.log" 2>&1) || { cat "$WORK/migrate.log" >&2; exit 1; }
sqlite3 "$DB_DATABASE" 'PRAGMA journal_mode=WAL;' >/dev/null

PORT="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
BASE="http://127.0.0.1:$PORT"
log "serving on $BASE with $WORKERS workers (php -S, opcache on)"
(cd "$ROOT/public" && PHP_CLI_SERVER_WORKERS="$WORKERS" exec php -d opcache.enable_cli=1 -d opcache.validate_timestamps=0 -d memory_limit=256M \
    -S "127.0.0.1:$PORT" "$ROOT/vendor/laravel/framework/src/Illuminate/Foundation/resources/server.php" >"$WORK/server.log" 2>&1) &
SERVER_PID=$!
for _ in $(seq 1 100); do curl -fsS "$BASE/api/ping" >/dev/null 2>&1 && break; sleep 0.1; done
curl -fsS "$BASE/api/ping" >/dev/null || { echo "the server did not start:" >&2; cat "$WORK/server.log" >&2; exit 1; }

# The order: a pickup from Podil at the first free slot the kitchen offers, paid by card online (the
# answer carries the sandbox payment page). Built from the seeded shop, so it holds on any day and hour.
SLOT="$(curl -fsS "$BASE/api/checkout/slots?order_type=pickup&restaurant_id=1" | python3 -c '
import json, sys
days = json.load(sys.stdin)["data"]["days"]
print(next(s["value"] for d in days for s in d["slots"] if s["available"]))')"
PRODUCT_ID="$(sqlite3 "$DB_DATABASE" "select id from products where slug = 'philadelphia-classic'")"
cat >"$WORK/order.json" <<JSON
{"items": [{"id": $PRODUCT_ID, "quantity": 2, "currentPrice": 32900, "modifiers": []}],
 "order_type": "pickup", "restaurant_id": 1, "slot": "$SLOT",
 "name": "Bench", "phone": "+380501234567", "persons": 2, "payment_type": "card-online"}
JSON

place() { # key → "status seconds"
    curl -sS -o "$WORK/last.json" -w '%{http_code} %{time_total}\n' -X POST "$BASE/api/orders" \
        -H 'Content-Type: application/json' -H 'Accept: application/json' -H 'Accept-Language: ua' \
        -H "Idempotency-Key: $1" --data-binary @"$WORK/order.json"
}

RUN="$(date +%s)-$$"
log "warming up ($WARMUP orders)"
for i in $(seq 1 "$WARMUP"); do place "warm-$RUN-$i" >/dev/null; done
python3 -c "import json,sys; d=json.load(open('$WORK/last.json')); sys.exit(0 if (d.get('data') or {}).get('redirect_url') else 1)" \
    || { echo "placing an order failed:" >&2; cat "$WORK/last.json" >&2; echo >&2; exit 1; }

log "placing $REQUESTS orders, one at a time"
for i in $(seq 1 "$REQUESTS"); do place "bench-$RUN-$i"; done >"$WORK/timings.txt"

python3 - "$WORK/timings.txt" "$TARGET_P50_MS" <<'PY'
import math, sys
rows = [line.split() for line in open(sys.argv[1]) if line.strip()]
failed = [r for r in rows if r[0] != "201"]
ms = sorted(float(r[1]) * 1000 for r in rows if r[0] == "201")
if not ms:
    sys.exit("no order was placed")
pct = lambda p: ms[min(len(ms) - 1, max(0, math.ceil(p / 100 * len(ms)) - 1))]
p50, p99 = pct(50), pct(99)
target = float(sys.argv[2])
print(f"POST /api/orders (card order, sandbox payment page): {len(ms)} placed, {len(failed)} failed")
print(f"p50 {p50:.1f} ms   p99 {p99:.1f} ms   min {ms[0]:.1f} ms   max {ms[-1]:.1f} ms   (target p50 < {target:.0f} ms: {'met' if p50 < target else 'NOT met'})")
PY

log "$RACERS concurrent submits with one Idempotency-Key"
for i in $(seq 1 "$RACERS"); do
    curl -sS -o "$WORK/race-$i.json" -w '%{http_code}\n' -X POST "$BASE/api/orders" -H 'Content-Type: application/json' -H 'Accept: application/json' \
        -H "Idempotency-Key: race-$RUN" --data-binary @"$WORK/order.json" >"$WORK/race-$i.status" &
done
wait $(jobs -p | grep -v "^$SERVER_PID\$") 2>/dev/null || true
ORDERS_WITH_KEY="$(sqlite3 "$DB_DATABASE" "select count(*) from orders where idempotency_key = 'race-$RUN'")"
PAYMENTS_OF_ORDER="$(sqlite3 "$DB_DATABASE" "select count(*) from payments where order_id in (select id from orders where idempotency_key = 'race-$RUN')")"
NUMBERS="$(cat "$WORK"/race-*.json | python3 -c '
import json, sys
text = sys.stdin.read().replace("}{", "}\n{")
print(" ".join(sorted({json.loads(l)["data"]["order"]["number"] for l in text.splitlines() if l.strip().startswith("{\"data\"")})))')"
STATUSES="$(sort "$WORK"/race-*.status | uniq -c | tr -s ' ' | tr '\n' ',' | sed 's/,$//')"
echo "concurrent submits of one key: $ORDERS_WITH_KEY order(s) and $PAYMENTS_OF_ORDER payment(s) in the database; answers (count status):$STATUSES; numbers answered: $NUMBERS"
[ "$ORDERS_WITH_KEY" = "1" ] && [ "$PAYMENTS_OF_ORDER" = "1" ] || { echo "IDEMPOTENCY FAILED: $ORDERS_WITH_KEY orders, $PAYMENTS_OF_ORDER payments for one key" >&2; exit 1; }

log "$RACERS concurrent submits with different keys"
for i in $(seq 1 "$RACERS"); do place "parallel-$RUN-$i" >"$WORK/parallel-$i.txt" & done
wait $(jobs -p | grep -v "^$SERVER_PID\$") 2>/dev/null || true
echo "concurrent submits of different keys: $(cut -d' ' -f1 "$WORK"/parallel-*.txt | sort | uniq -c | tr -s ' ' | tr '\n' ',' | sed 's/,$//') (status: count)"
! grep -qv '^201 ' "$WORK"/parallel-*.txt || { echo "a concurrent order failed" >&2; exit 1; }
