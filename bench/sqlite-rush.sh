#!/usr/bin/env bash
# The embedded default under a rush (bench/README.md, "SQLite under a rush"): a fresh, seeded SQLite file served by
# PHP's built-in server (RUSH_SERVER_WORKERS workers, opcache on) with the queue worker (`queue:work`, the database
# queue) and the scheduler (`schedule:work`) running beside it, as scripts/serve.sh runs them, and the settings of
# .env.example (file cache, cookie sessions; RUSH_CACHE_STORE / RUSH_SESSION_DRIVER=database put them in the same
# file too). bench/sqlite-rush.php then runs RUSH_CUSTOMERS customers placing orders at once, RUSH_BOARDS staff boards
# and RUSH_TRACKERS tracking pages polling and a manager saving the menu for RUSH_SECONDS, and this script adds the
# lock errors of every log (the app's, the server's, the worker's, the scheduler's). Exit status 1 when a lock error
# was logged or an order was refused for a lock or with a server error. Leaves the developer's database, .env, storage and caches untouched.
#
#   bash bench/sqlite-rush.sh                                   # 2 minutes, 30 customers, 10 boards, 5 tracking pages
#   RUSH_CACHE_STORE=database RUSH_SESSION_DRIVER=database bash bench/sqlite-rush.sh
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PORT="${RUSH_PORT:-8094}"
SERVER_WORKERS="${RUSH_SERVER_WORKERS:-8}"
KEEP="${RUSH_KEEP:-0}"
export RUSH_SECONDS="${RUSH_SECONDS:-120}" RUSH_CUSTOMERS="${RUSH_CUSTOMERS:-30}" RUSH_BOARDS="${RUSH_BOARDS:-10}" RUSH_TRACKERS="${RUSH_TRACKERS:-5}"

log() { printf '[sqlite-rush] %s\n' "$*" >&2; }
for tool in php curl; do command -v "$tool" >/dev/null || { echo "missing tool: $tool" >&2; exit 1; }; done
[ -f "$ROOT/vendor/autoload.php" ] || { echo "run composer install first (bash scripts/install.sh)" >&2; exit 1; }
if curl -s -o /dev/null -m 1 "http://127.0.0.1:$PORT/"; then echo "port $PORT is in use; set RUSH_PORT" >&2; exit 1; fi

WORK="$(mktemp -d "${TMPDIR:-/tmp}/sqlite-rush.XXXXXX")"
PIDS=()
cleanup() {
    # Each process was started in a group of its own (setsid): the group goes with it (schedule:run's children).
    for pid in "${PIDS[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
    for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
    if [ "$KEEP" = "1" ]; then log "kept $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT

# The embedded default's settings (.env.example), in a directory of the run's own. The shop's clock reads next
# Wednesday 12:00 (kitchens open) and runs on; the sign-in codes and the order mail go to the log.
export APP_ENV=local APP_DEBUG=false APP_URL="http://127.0.0.1:$PORT" LOG_CHANNEL=single LOG_LEVEL=warning
export DB_CONNECTION=sqlite DB_DATABASE="$WORK/shop.sqlite" QUEUE_CONNECTION=database
export CACHE_STORE="${RUSH_CACHE_STORE:-file}" SESSION_DRIVER="${RUSH_SESSION_DRIVER:-cookie}"
export MAIL_MAILER=log SMS_DRIVER=log PAYMENT_DRIVER=sandbox SHOP_API=local INERTIA_SSR_ENABLED=false SHOP_PAGE_CACHE=false
export SHOP_TEST_NOW="$(date -d 'next wednesday' +%F) 12:00" SHOP_TEST_NOW_SINCE="$(date +%s)"
export LARAVEL_STORAGE_PATH="$WORK/storage" VIEW_COMPILED_PATH="$WORK/storage/framework/views"
mkdir -p "$WORK/storage/app/public" "$WORK/storage/framework/cache/data" "$WORK/storage/framework/sessions" \
    "$WORK/storage/framework/views" "$WORK/storage/framework/testing" "$WORK/storage/logs"
[ -f "$ROOT/bootstrap/cache/config.php" ] && { echo "bootstrap/cache/config.php exists (config:cache): the run's settings would be ignored" >&2; exit 1; }

log "fresh database in $WORK (migrate:fresh --seed)"
touch "$DB_DATABASE"
(cd "$ROOT" && php artisan migrate:fresh --seed --force --no-interaction >"$WORK/migrate.log" 2>&1) || { cat "$WORK/migrate.log" >&2; exit 1; }

start() { # NAME DIR COMMAND...: in DIR, in its own process group, output to $WORK/NAME.log
    local name="$1" dir="$2"; shift 2
    (cd "$dir" && exec setsid "$@") >"$WORK/$name.log" 2>&1 &
    PIDS+=($!)
}
start server "$ROOT/public" env PHP_CLI_SERVER_WORKERS="$SERVER_WORKERS" php -d opcache.enable_cli=1 -d opcache.validate_timestamps=0 -d memory_limit=256M \
    -S "127.0.0.1:$PORT" "$ROOT/vendor/laravel/framework/src/Illuminate/Foundation/resources/server.php"
start worker "$ROOT" php artisan queue:work --sleep=1 --tries=3
start scheduler "$ROOT" php artisan schedule:work
for _ in $(seq 1 100); do curl -fsS -m 2 "http://127.0.0.1:$PORT/api/ping" >/dev/null 2>&1 && break; sleep 0.1; done
curl -fsS -m 2 "http://127.0.0.1:$PORT/api/ping" >/dev/null || { echo "the server did not start:" >&2; tail -n 20 "$WORK/server.log" >&2; exit 1; }
log "serving on 127.0.0.1:$PORT ($SERVER_WORKERS workers), queue worker and scheduler running; cache $CACHE_STORE, sessions $SESSION_DRIVER, queue database"

RUSH_URL="http://127.0.0.1:$PORT" RUSH_DB="$DB_DATABASE" php "$ROOT/bench/sqlite-rush.php" "$WORK/report.json" | tee "$WORK/report.txt"

# Let the worker finish the queue (mail, SMS) the rush left, then count what every process logged.
for _ in $(seq 1 60); do
    [ "$(php -r '$p = new PDO("sqlite:".$argv[1]); echo $p->query("select count(*) from jobs")->fetchColumn();' "$DB_DATABASE")" = 0 ] && break
    sleep 1
done
JOBS_LEFT="$(php -r '$p = new PDO("sqlite:".$argv[1]); echo $p->query("select count(*) from jobs")->fetchColumn(), " queued, ", $p->query("select count(*) from failed_jobs")->fetchColumn(), " failed";' "$DB_DATABASE")"
LOCKS="$(cat "$WORK"/storage/logs/*.log "$WORK"/server.log "$WORK"/worker.log "$WORK"/scheduler.log 2>/dev/null | grep -ciE 'database (table )?is locked|SQLITE_BUSY' || true)"
ERRORS="$(cat "$WORK"/storage/logs/*.log 2>/dev/null | grep -cE '^\[[0-9-]+ [0-9:]+\] [a-z]+\.(ERROR|CRITICAL|ALERT|EMERGENCY)' || true)"
REFUSED_LOCK="$(php -r 'echo json_decode(file_get_contents($argv[1]), true)["orders_refused_for_lock"];' "$WORK/report.json")"
REFUSED_5XX="$(php -r 'echo json_decode(file_get_contents($argv[1]), true)["orders_refused_server_error"];' "$WORK/report.json")"
echo "lock errors in the logs   $LOCKS (app errors logged: $ERRORS)"
echo "queue after the rush      $JOBS_LEFT"
echo "load average              $(cut -d' ' -f1-3 /proc/loadavg) (2 cores shared with whatever else runs)"
mkdir -p "$ROOT/bench/results"
cp "$WORK/report.json" "$ROOT/bench/results/sqlite-rush-latest.json"
if [ "$LOCKS" != 0 ] || [ "$REFUSED_LOCK" != 0 ] || [ "$REFUSED_5XX" != 0 ]; then
    echo "FAIL: $LOCKS lock errors logged, $REFUSED_LOCK orders refused for a lock, $REFUSED_5XX refused with a server error or no answer"
    grep -hiE -m 5 'database (table )?is locked' "$WORK"/storage/logs/*.log "$WORK"/*.log 2>/dev/null | cut -c1-300 || true
    exit 1
fi
echo "PASS: no lock error, no order refused for a lock"
