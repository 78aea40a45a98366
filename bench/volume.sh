#!/usr/bin/env bash
# A year of a chain's orders at the speed of its first day (issue 31). For PostgreSQL and SQLite in turn: two copies
# of the shop behind bench/stack.sh's nginx + php-fpm (deploy/'s files), "demo" (the seeded shop on the chain's first
# day: its restaurants and today's orders) and "volume" (the same chain with a year of orders before today), both
# seeded by bench/volume-seed.php (COPY / bulk INSERTs). Then bench/volume-figures.php checks the figures against
# the slow way and bench/volume-client.php times every staff page and feed (manager, operator, kitchen), the
# customer's account pages, the tracking feed, slots, quote and placing an order on both, alternating, and a year's
# CSV export; PASS/FAIL per target. Everything (PostgreSQL, Redis, php-fpm, nginx) runs on its own ports with
# temporary data, stopped at exit.
#
#   bash bench/volume.sh                                   # both databases, full volume (about 15-20 minutes)
#   VOLUME_DB=sqlite VOLUME_SQLITE_ORDERS=20000 bash bench/volume.sh   # a quick run while developing
#   VOLUME_IDLE_LOAD=1.5 bash bench/volume.sh              # seed now, time once the 1-minute load is under 1.5
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
RESULTS="$ROOT/bench/results"
STACK_TAG=volume
DBS="${VOLUME_DB:-pgsql sqlite}"
PG_ORDERS="${VOLUME_ORDERS:-1000000}"
SQLITE_ORDERS="${VOLUME_SQLITE_ORDERS:-300000}"
DAYS="${VOLUME_DAYS:-365}"
CUSTOMERS="${VOLUME_CUSTOMERS:-100000}"
REQUESTS="${VOLUME_REQUESTS:-40}"
WARMUP="${VOLUME_WARMUP:-3}"
BASE_PORT="${VOLUME_BASE_PORT:-8042}"
LB_PORT=$BASE_PORT NODE_A_PORT=$((BASE_PORT + 1)) NODE_B_PORT=$((BASE_PORT + 2)) FPM_A_PORT=$((BASE_PORT + 3)) FPM_B_PORT=$((BASE_PORT + 4))
SSR_PORT=$((BASE_PORT + 5)) PG_PORT=$((BASE_PORT + 6)) REDIS_PORT=$((BASE_PORT + 7))
FPM_CHILDREN="${VOLUME_FPM_CHILDREN:-2}"
CACHE_TTL=60
PASSWORD="volume-bench-$(head -c 6 /dev/urandom | od -An -tx1 | tr -d ' \n')"
[ "${DBS/both/}" = "$DBS" ] || DBS="pgsql sqlite"
# One manager and one customer send every request of the run: every limiter of shop.rate_limits is lifted.
RATE_LIMITS="$(php -r '$all = []; foreach (["catalog", "cart", "checkout", "orders", "order-reads", "payments", "payment-confirm", "account", "referrers", "tracking", "reviews", "data-export", "staff"] as $k) { $all[$k] = ["per_minute" => 1000000, "per_hour" => 10000000]; } $all["staff-sign-in"] = ["per_minute" => 1000, "per_ip_minute" => 1000]; echo json_encode($all);')"

. "$ROOT/bench/stack.sh"

stack_tools
stack_check_ports "$LB_PORT" "$NODE_A_PORT" "$NODE_B_PORT" "$FPM_A_PORT" "$FPM_B_PORT" "$PG_PORT" "$REDIS_PORT"
stack_make_run volume
cleanup() {
    stack_stop
    if [ "${VOLUME_KEEP:-0}" = 1 ]; then log "kept $RUN and $PGDATA"; else rm -rf "$RUN" "$PGDATA"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM
stack_start_databases
psql_admin -c "create database sunrise_demo owner sunrise" >/dev/null
stack_base_env

# Node a serves the demo copy, node b the volume copy, each with its own database, cache prefix and storage. The
# limits per minute are lifted (one manager and one customer send every request of the run); cookies over plain HTTP.
node_env_extra() {
    local copy=demo
    [ "$1" = b ] && copy=volume
    if [ "$KIND" = pgsql ]; then
        NODE_ENV+=(DB_CONNECTION=pgsql "DB_DATABASE=$([ "$copy" = demo ] && echo sunrise_demo || echo sunrise)")
    else
        NODE_ENV+=(DB_CONNECTION=sqlite "DB_DATABASE=$RUN/$copy.sqlite")
    fi
    NODE_ENV+=("CACHE_PREFIX=volume_${KIND}_${copy}_" "REDIS_PREFIX=volume_${KIND}_${copy}_" SESSION_SECURE_COOKIE=false INERTIA_SSR_ENABLED=false
        SHOP_STAGING=true SMS_DRIVER=log PAYMENT_DRIVER=sandbox MAIL_MAILER=log "SHOP_RATE_LIMITS=$RATE_LIMITS" LOG_LEVEL=warning)
}

node_php() { # NODE SCRIPT [VAR=VALUE...]
    local node="$1" script="$2"; shift 2
    node_env "$node"
    (cd "$ROOT" && env -i PATH="$PATH" HOME="${HOME:-/root}" "${NODE_ENV[@]}" "$@" php "$script")
}

STATUS=0
for KIND in $DBS; do
    case "$KIND" in pgsql) ORDERS="$PG_ORDERS" ;; sqlite) ORDERS="$SQLITE_ORDERS" ;; *) die "VOLUME_DB: pgsql, sqlite or both" ;; esac
    PER_DAY=$(( DAYS > 1 ? (ORDERS + DAYS - 2) / (DAYS - 1) : ORDERS ))  # as volume-seed.php: whole past days, and today on top
    log "== $KIND: $ORDERS orders over $DAYS days (demo: the first day's $PER_DAY) =="
    for n in a b; do
        rm -rf "$RUN/node-$n"
        mkdir -p "$RUN/node-$n/cache" "$RUN/node-$n/storage/app/public" "$RUN/node-$n/storage/framework/cache/data" \
            "$RUN/node-$n/storage/framework/sessions" "$RUN/node-$n/storage/framework/views" "$RUN/node-$n/storage/logs"
    done
    [ "$KIND" = sqlite ] && rm -f "$RUN/demo.sqlite" "$RUN/volume.sqlite" && touch "$RUN/demo.sqlite" "$RUN/volume.sqlite"
    started=$(date +%s)
    for n in a b; do
        artisan "$n" migrate:fresh --seed --force >"$RUN/migrate-$KIND-$n.log" 2>&1 || { tail -n 30 "$RUN/migrate-$KIND-$n.log" >&2; die "migration failed"; }
    done
    node_php a bench/volume-seed.php VOLUME_ORDERS="$PER_DAY" VOLUME_DAYS=1 VOLUME_CUSTOMERS=1000 "VOLUME_STAFF_PASSWORD=$PASSWORD" \
        >"$RUN/seed-a.json" 2>"$RUN/seed-$KIND-a.log" || { tail -n 20 "$RUN/seed-$KIND-a.log" >&2; die "seeding the demo copy failed"; }
    node_php b bench/volume-seed.php VOLUME_ORDERS="$ORDERS" VOLUME_DAYS="$DAYS" VOLUME_CUSTOMERS="$CUSTOMERS" "VOLUME_STAFF_PASSWORD=$PASSWORD" \
        >"$RUN/seed-b.json" 2>"$RUN/seed-$KIND-b.log" || { tail -n 20 "$RUN/seed-$KIND-b.log" >&2; die "seeding the volume copy failed"; }
    SEEDED=$(( $(date +%s) - started ))
    log "seeded in ${SEEDED}s: $(tail -n 1 "$RUN/seed-$KIND-b.log")"
    for n in a b; do
        for c in config:cache route:cache view:cache event:cache; do
            artisan "$n" "$c" >>"$RUN/caches.log" 2>&1 || { tail -n 20 "$RUN/caches.log" >&2; die "$c failed on node $n"; }
        done
    done

    stack_render
    for n in a b; do
        printf 'access.log = %s\naccess.format = "%%{mega}M MB %%{mili}d ms %%s %%m %%r%%Q%%q"\n' "$RUN/fpm-$n-access.log" >> "$RUN/fpm-$n.conf"
        rm -f "$RUN/fpm-$n-access.log"
        start_fpm "$n" || die "php-fpm of node $n did not start"
    done
    start_nginx
    for port in "$NODE_A_PORT" "$NODE_B_PORT"; do
        for _ in $(seq 1 50); do curl -fsS -m 5 -o /dev/null "http://127.0.0.1:$port/api/ping" 2>/dev/null && break; sleep 0.2; done
    done

    # The rollups of the year, as the scheduler's nightly run leaves them (bench/volume-figures.php also reads them).
    started=$(date +%s)
    artisan b shop:roll-up-figures >"$RUN/rollup-$KIND.log" 2>&1 || { cat "$RUN/rollup-$KIND.log" >&2; die "shop:roll-up-figures failed"; }
    log "rolled up in $(( $(date +%s) - started ))s: $(grep -o "Days rolled up.*" "$RUN/rollup-$KIND.log")"
    artisan b shop:check >"$RUN/shop-check.log" 2>&1 || { cat "$RUN/shop-check.log" >&2; die "shop:check refused the settings"; }
    FIGURES_LINE="$(node_php b bench/volume-figures.php 2>&1 | tee "$RUN/figures-$KIND.log" | head -n 1)" || STATUS=1
    grep -q '^PASS' "$RUN/figures-$KIND.log" || STATUS=1

    php -r '
        [$a, $b] = [json_decode(file_get_contents($argv[1]), true), json_decode(file_get_contents($argv[2]), true)];
        $site = fn ($s, $port) => ["base" => "http://127.0.0.1:$port", "restaurant" => 1] + array_intersect_key($s, array_flip(["token", "order", "latest", "tracking", "kitchen_order", "phone", "product", "price"]));
        echo json_encode(["db" => $argv[3], "requests" => (int) $argv[4], "warmup" => (int) $argv[5], "password" => $argv[6],
            "sites" => ["demo" => $site($a, $argv[7]), "volume" => $site($b, $argv[8])]]);
    ' "$RUN/seed-a.json" "$RUN/seed-b.json" "$KIND" "$REQUESTS" "$WARMUP" "$PASSWORD" "$NODE_A_PORT" "$NODE_B_PORT" > "$RUN/client-$KIND.json"

    # Seeding may run beside other work; the timing waits (VOLUME_IDLE_TIMEOUT, 1800 s) for the machine to settle below
    # VOLUME_IDLE_LOAD (no wait without it).
    wait_for_idle "${VOLUME_IDLE_LOAD:-}" "${VOLUME_IDLE_TIMEOUT:-1800}"
    echo
    echo "== $KIND: $(php -r '$m = json_decode(file_get_contents($argv[1]), true)["made"]; echo number_format($m["orders"]), " orders, ", number_format($m["lines"]), " lines, ", number_format($m["history"]), " status changes, ", number_format($m["payments"]), " payments, ", number_format($m["refunds"]), " refunds, ", number_format($m["bonuses"]), " bonus entries, ", number_format($m["reviews"]), " reviews, ", number_format($m["audit"]), " audit entries";' "$RUN/seed-b.json") (seeded in ${SEEDED}s); load $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "$FIGURES_LINE"
    REPORT="$RESULTS/volume-$KIND.json" php "$ROOT/bench/volume-client.php" "$RUN/client-$KIND.json" || STATUS=1
    for n in a b; do
        copy=demo; [ "$n" = b ] && copy=volume
        mb="$(grep "csv-$copy" "$RUN/fpm-$n-access.log" | tail -n 1 | awk '{print $1}')"
        if [ "$copy" = volume ]; then
            if [ -n "$mb" ] && awk -v m="$mb" 'BEGIN { exit !(m < 64) }'; then echo "PASS CSV peak memory ${mb} MB (< 64 MB)"; else echo "FAIL CSV peak memory ${mb:-?} MB"; STATUS=1; fi
        else
            echo "     CSV peak memory on the demo copy: ${mb:-?} MB"
        fi
    done
    echo "load average after the $KIND run: $(cut -d' ' -f1-3 /proc/loadavg)"

    [ -f "$RUN/nginx.pid" ] && kill -QUIT "$(cat "$RUN/nginx.pid")" 2>/dev/null
    for n in a b; do [ -f "$RUN/fpm-$n.pid" ] && kill -QUIT "$(cat "$RUN/fpm-$n.pid")" 2>/dev/null; done
    sleep 1
    mkdir -p "$RESULTS/volume-logs" && cp "$RUN"/seed-*.log "$RUN"/fpm-*-access.log "$RUN/figures-$KIND.log" "$RESULTS/volume-logs/" 2>/dev/null || true
done
exit "$STATUS"
