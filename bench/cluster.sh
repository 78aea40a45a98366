#!/usr/bin/env bash
# Two app nodes under load, with one lost half-way. On loopback: PostgreSQL and Redis (own ports, temporary data),
# two php-fpm nodes (each its own master, pool, config cache and storage, as two machines would have) behind nginx
# as the balancer, the SSR renderer, a queue worker and the scheduler, all from the files of deploy/ (rendered with
# deploy/render.sh). Then bench/cluster-client.php runs the scenario (see bench/README.md) and prints the table.
# Exits non-zero when an order is lost or duplicated, or a check fails. Leaves .env, storage/ and bootstrap/cache
# untouched; everything lives in a temporary directory that is removed at exit (CLUSTER_KEEP=1 keeps it).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
RESULTS="$ROOT/bench/results"

PG_PORT="${CLUSTER_PG_PORT:-55432}"
REDIS_PORT="${CLUSTER_REDIS_PORT:-56379}"
LB_PORT="${CLUSTER_LB_PORT:-8190}"          # the balancer (both nodes)
NODE_A_PORT="${CLUSTER_NODE_A_PORT:-8191}"  # node A alone (for the checks that must reach one node)
NODE_B_PORT="${CLUSTER_NODE_B_PORT:-8192}"  # node B alone
FPM_A_PORT="${CLUSTER_FPM_A_PORT:-19191}"   # php-fpm of node A (TCP, as on another machine)
FPM_B_PORT="${CLUSTER_FPM_B_PORT:-19192}"
SSR_PORT="${CLUSTER_SSR_PORT:-13795}"
FPM_CHILDREN="${CLUSTER_FPM_CHILDREN:-4}"
CUSTOMERS="${CLUSTER_CUSTOMERS:-200}"
DOUBLE="${CLUSTER_DOUBLE_SUBMITS:-20}"
CONCURRENCY="${CLUSTER_CONCURRENCY:-16}"
CACHE_TTL="${CLUSTER_CACHE_TTL:-10}"        # SHOP_CACHE_TTL of the run, so the "cache's promise" fits in it
WRK_DURATION="${CLUSTER_WRK_DURATION:-10s}"
WRK_CONNECTIONS="${CLUSTER_WRK_CONNECTIONS:-8}"
KEEP="${CLUSTER_KEEP:-0}"

STACK_TAG=cluster
. "$ROOT/bench/stack.sh"

stack_tools
stack_check_ports "$PG_PORT" "$REDIS_PORT" "$LB_PORT" "$NODE_A_PORT" "$NODE_B_PORT" "$FPM_A_PORT" "$FPM_B_PORT" "$SSR_PORT"
stack_make_run cluster

cleanup() {
    local rc=$?
    set +e
    stack_stop
    rm -rf "$RESULTS/cluster-logs"; mkdir -p "$RESULTS/cluster-logs"
    cp "$RUN"/*.log "$RESULTS/cluster-logs/" 2>/dev/null
    for n in a b worker; do
        cp "$RUN/node-$n/storage/logs/laravel.jsonl" "$RESULTS/cluster-logs/laravel-$n.jsonl" 2>/dev/null
    done
    cp "$RUN/report.json" "$RESULTS/cluster-latest.json" 2>/dev/null
    if [ "$KEEP" = 1 ]; then log "kept $RUN and $PGDATA"; else rm -rf "$RUN" "$PGDATA"; fi
    exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

stack_start_databases

# The app's settings (bench/stack.sh), with the staging drivers: no real SMS gateway or card processor on this machine.
stack_base_env
node_env_extra() { # NAME: appended to NODE_ENV
    NODE_ENV+=(SHOP_STAGING=true SMS_DRIVER=log PAYMENT_DRIVER=sandbox MAIL_MAILER=log)
    # CLUSTER_EXTRA_ENV="KEY=VALUE ...": settings to try on every process (appended last, so they win).
    if [ -n "${CLUSTER_EXTRA_ENV:-}" ]; then read -r -a extra <<< "$CLUSTER_EXTRA_ENV"; NODE_ENV+=("${extra[@]}"); fi
    if [ "$1" = worker ]; then
        # The worker sends the SMS codes; with the development tools on it also keeps them in an outbox file,
        # which the scenario reads like a phone would receive them. The web nodes stay APP_ENV=production.
        NODE_ENV+=(APP_ENV=local SHOP_DEV_TOOLS=true "SMS_DEV_OUTBOX=$RUN/sms-outbox.json")
    fi
    # SMS codes the whole site may text per hour: the run texts about one per customer.
    if [ $((CUSTOMERS + 60)) -gt 300 ]; then NODE_ENV+=("SHOP_SMS_BUDGET_PER_HOUR=$((CUSTOMERS + 60))"); fi
}
stack_prepare_nodes a b worker

# ---------------------------------------------------------------------------------------------
# deploy/ rendered for this machine; the SSR renderer, both php-fpm nodes, nginx, the worker and the scheduler.
# ---------------------------------------------------------------------------------------------
stack_render
log "SSR renderer, php-fpm nodes A (127.0.0.1:$FPM_A_PORT) and B (127.0.0.1:$FPM_B_PORT), nginx on :$LB_PORT"
run_unit "$ROOT/deploy/systemd/sunrise-ssr.service" a "$RUN/ssr.log"
start_fpm a
start_fpm b
start_nginx
run_unit "$ROOT/deploy/systemd/sunrise-queue.service" worker "$RUN/queue-worker.log"
start_scheduler worker
wait_ssr || true
stack_wait_healthy

# ---------------------------------------------------------------------------------------------
# The scenario (bench/cluster-client.php) and the report.
# ---------------------------------------------------------------------------------------------
node_env a; printf '%s\n' "${NODE_ENV[@]}" > "$RUN/node-a.env"
env ROOT="$ROOT" RUN="$RUN" LB_PORT="$LB_PORT" NODE_A_PORT="$NODE_A_PORT" NODE_B_PORT="$NODE_B_PORT" FPM_A_PORT="$FPM_A_PORT" \
    FPM_B_PORT="$FPM_B_PORT" PG_PORT="$PG_PORT" DB_PASSWORD="$DB_PASSWORD" CUSTOMERS="$CUSTOMERS" DOUBLE="$DOUBLE" \
    CONCURRENCY="$CONCURRENCY" CACHE_TTL="$CACHE_TTL" WRK_DURATION="$WRK_DURATION" WRK_CONNECTIONS="$WRK_CONNECTIONS" \
    FPM_CHILDREN="$FPM_CHILDREN" php -r '
    $e = fn (string $k) => (string) getenv($k);
    $c = [
        "root" => $e("ROOT"), "run" => $e("RUN"),
        "lb" => "http://127.0.0.1:".$e("LB_PORT"),
        "node_a" => "http://127.0.0.1:".$e("NODE_A_PORT"), "node_b" => "http://127.0.0.1:".$e("NODE_B_PORT"),
        "fpm_a_pid_file" => $e("RUN")."/fpm-a.pid", "fpm_a_port" => (int) $e("FPM_A_PORT"), "fpm_b_port" => (int) $e("FPM_B_PORT"),
        "node_a_env" => $e("RUN")."/node-a.env", "outbox" => $e("RUN")."/sms-outbox.json", "access_log" => $e("RUN")."/access.log",
        "pg" => ["dsn" => "pgsql:host=127.0.0.1;port=".$e("PG_PORT").";dbname=sunrise", "user" => "sunrise", "password" => $e("DB_PASSWORD")],
        "customers" => (int) $e("CUSTOMERS"), "double" => (int) $e("DOUBLE"), "concurrency" => (int) $e("CONCURRENCY"),
        "cache_ttl" => (int) $e("CACHE_TTL"), "wrk_duration" => $e("WRK_DURATION"), "wrk_connections" => (int) $e("WRK_CONNECTIONS"),
        "fpm_children" => (int) $e("FPM_CHILDREN"),
    ];
    file_put_contents($argv[1], json_encode($c, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES));
' "$RUN/client.json"
log "scenario: $CUSTOMERS customers, $DOUBLE double submits, concurrency $CONCURRENCY"
set +e
php -d memory_limit=512M "$ROOT/bench/cluster-client.php" "$RUN/client.json"
RC=$?
set -e
exit "$RC"
