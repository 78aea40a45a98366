#!/usr/bin/env bash
# The chaos run: the production-like stack of bench/cluster.sh (bench/stack.sh: PostgreSQL, Redis with its
# append-only file, two php-fpm nodes behind nginx, the SSR renderer, a queue worker per node, the scheduler) under a
# steady, bounded order load (bench/chaos-client.php), while one fault after another hits it: an app node killed,
# Redis and PostgreSQL restarted, the SSR renderer killed, the log disk full, the SMS and payment providers slow and
# then failing (bench/fake-providers.mjs: TurboSMS, Viva and SMTP on loopback). It prints one row per fault and exits
# non-zero when an order, a payment or a job is lost or duplicated, an error is not a clean answer with a message, or
# the queue does not drain. Loopback only, bounded in customers and time (about 7 minutes on 2 cores); it cleans up
# after itself (CHAOS_KEEP=1 keeps the run directory). See bench/README.md.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
RESULTS="$ROOT/bench/results"

PG_PORT="${CHAOS_PG_PORT:-55532}"
REDIS_PORT="${CHAOS_REDIS_PORT:-56479}"
LB_PORT="${CHAOS_LB_PORT:-8290}"
NODE_A_PORT="${CHAOS_NODE_A_PORT:-8291}"
NODE_B_PORT="${CHAOS_NODE_B_PORT:-8292}"
FPM_A_PORT="${CHAOS_FPM_A_PORT:-19291}"
FPM_B_PORT="${CHAOS_FPM_B_PORT:-19292}"
SSR_PORT="${CHAOS_SSR_PORT:-13796}"
FAKE_PORT="${CHAOS_FAKE_PORT:-18390}"       # fake TurboSMS and Viva (HTTP)
SMTP_PORT="${CHAOS_SMTP_PORT:-18325}"       # fake SMTP server
FPM_CHILDREN="${CHAOS_FPM_CHILDREN:-4}"
CACHE_TTL=10
CONCURRENCY="${CHAOS_CONCURRENCY:-6}"       # customers at a time
MAX_CUSTOMERS="${CHAOS_MAX_CUSTOMERS:-1200}"
HOLD="${CHAOS_HOLD:-12}"                    # seconds a lasting fault (disk, providers) holds
OUTAGE="${CHAOS_OUTAGE:-3}"                 # seconds node A, Redis and PostgreSQL stay down
SLOW_MS="${CHAOS_SLOW_MS:-3000}"            # a slow provider's delay
LOG_DISK="${CHAOS_LOG_DISK:-2m}"            # the tmpfs of each node's storage/logs
MAX_SECONDS="${CHAOS_MAX_SECONDS:-480}"     # the load client's bound (the start-up and the report come on top)
ONLY="${CHAOS_ONLY:-}"                      # e.g. baseline,redis: only these phases
KEEP="${CHAOS_KEEP:-0}"
REDIS_AOF=1                                 # as deploy's README sets Redis up: a restart keeps the queue

STACK_TAG=chaos
. "$ROOT/bench/stack.sh"

stack_tools
command -v node >/dev/null || die "node is needed (the SSR renderer and the fake providers)"
stack_check_ports "$PG_PORT" "$REDIS_PORT" "$LB_PORT" "$NODE_A_PORT" "$NODE_B_PORT" "$FPM_A_PORT" "$FPM_B_PORT" "$SSR_PORT" "$FAKE_PORT" "$SMTP_PORT"
stack_make_run chaos
MOUNTS=()

cleanup() {
    local rc=$?
    set +e
    stack_stop
    rm -rf "$RESULTS/chaos-logs"; mkdir -p "$RESULTS/chaos-logs"
    cp "$RUN"/*.log "$RESULTS/chaos-logs/" 2>/dev/null
    cp "$PGDATA/postgres.log" "$RESULTS/chaos-logs/postgres.log" 2>/dev/null
    for n in a b; do
        cp "$RUN/node-$n/storage/logs/laravel.jsonl" "$RESULTS/chaos-logs/laravel-$n.jsonl" 2>/dev/null
    done
    cp "$RUN/report.json" "$RESULTS/chaos-latest.json" 2>/dev/null
    for m in "${MOUNTS[@]+"${MOUNTS[@]}"}"; do umount "$m" 2>/dev/null || umount -l "$m" 2>/dev/null; done
    if [ "$KEEP" = 1 ]; then log "kept $RUN and $PGDATA"; else rm -rf "$RUN" "$PGDATA"; fi
    exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

stack_start_databases

# The app's settings (bench/stack.sh) with the real drivers, pointed at the fake providers. SHOP_STAGING=true is what
# lets a deploy point Viva elsewhere (php artisan shop:check refuses VIVA_BASE_URL otherwise).
FAKE="http://127.0.0.1:$FAKE_PORT"
stack_base_env
node_env_extra() { # NAME: appended to NODE_ENV
    NODE_ENV+=(SHOP_STAGING=true
        SMS_DRIVER=turbosms "TURBOSMS_URL=$FAKE/turbosms" TURBOSMS_TOKEN=chaos-token
        PAYMENT_DRIVER=viva VIVA_ENVIRONMENT=demo VIVA_CLIENT_ID=chaos-client VIVA_CLIENT_SECRET=chaos-secret VIVA_SOURCE_CODE=4929
        VIVA_WEBHOOK_KEY=chaos-webhook-key VIVA_MERCHANT_ID=chaos-merchant VIVA_API_KEY=chaos-api-key
        "VIVA_BASE_URL=$FAKE/viva"
        MAIL_MAILER=smtp MAIL_HOST=127.0.0.1 "MAIL_PORT=$SMTP_PORT" MAIL_USERNAME=chaos MAIL_PASSWORD=chaos
        # One code per customer: the run texts more than the default hourly budget.
        "SHOP_SMS_BUDGET_PER_HOUR=$((MAX_CUSTOMERS * 2 + 100))")
    if [ -n "${CHAOS_EXTRA_ENV:-}" ]; then read -r -a extra <<< "$CHAOS_EXTRA_ENV"; NODE_ENV+=("${extra[@]}"); fi
}
stack_prepare_nodes a b

# The log disk: a small tmpfs on each node's storage/logs, filled during its phase. Where mounting is refused, the log
# file becomes a link to /dev/full during the phase (every write fails with ENOSPC all the same; Monolog reopens a
# path whose inode changed).
DISK_MODE=tmpfs
for n in a b; do
    if mount -t tmpfs -o "size=$LOG_DISK,mode=0755" "chaos-logs-$n" "$RUN/node-$n/storage/logs" 2>/dev/null; then
        MOUNTS+=("$RUN/node-$n/storage/logs")
    else
        DISK_MODE=devfull
    fi
done
log "log disk: $DISK_MODE ($LOG_DISK per node)"

# The fake providers.
node "$ROOT/bench/fake-providers.mjs" --http "$FAKE_PORT" --smtp "$SMTP_PORT" --shop "http://127.0.0.1:$LB_PORT" --dir "$RUN" \
    --slow-ms "$SLOW_MS" --lifetime-s $((MAX_SECONDS + 600)) >"$RUN/fake-providers.log" 2>&1 &
BG_PIDS+=($!)
for _ in $(seq 1 50); do port_busy "$FAKE_PORT" && port_busy "$SMTP_PORT" && break; sleep 0.1; done
port_busy "$FAKE_PORT" || die "the fake providers did not start"

# ---------------------------------------------------------------------------------------------
# The stack: the SSR renderer and a queue worker per node are supervised as systemd would (Restart=always).
# ---------------------------------------------------------------------------------------------
stack_render
UNTIL=$(( $(date +%s) + MAX_SECONDS + 600 ))
log "SSR renderer, php-fpm nodes A (127.0.0.1:$FPM_A_PORT) and B (127.0.0.1:$FPM_B_PORT), nginx on :$LB_PORT, fake providers on :$FAKE_PORT/:$SMTP_PORT"
supervise_unit "$ROOT/deploy/systemd/sunrise-ssr.service" a "$RUN/ssr.log" "$RUN/ssr.pid" "$UNTIL"
start_fpm a
start_fpm b
start_nginx
for n in a b; do
    supervise_unit "$ROOT/deploy/systemd/sunrise-queue.service" "$n" "$RUN/queue-worker-$n.log" "$RUN/worker-$n.pid" "$UNTIL"
done
start_scheduler a
wait_ssr || die "the SSR renderer did not start"
stack_wait_healthy

# ---------------------------------------------------------------------------------------------
# The faults, as commands the load client runs: bash RUN/fault.sh ACTION.
# ---------------------------------------------------------------------------------------------
cat > "$RUN/fault.sh" <<EOF
# Generated by bench/chaos.sh. Each action prints what it did.
set -u
children() { for s in /proc/[0-9]*/stat; do read -r pid _ _ ppid _ < "\$s" 2>/dev/null && [ "\$ppid" = "\$1" ] && echo "\$pid"; done; return 0; }
echo "\$(date +%T.%N | cut -c1-12) \$*"
case "\$1" in
    node-kill)   # kill -9 node A's php-fpm master, then its workers (they would go on serving without it)
        master=\$(cat "$RUN/fpm-a.pid"); workers=\$(children "\$master")
        kill -9 "\$master"; for w in \$workers; do kill -9 "\$w" 2>/dev/null; done
        echo "killed master \$master and workers" \$workers ;;
    node-start)  bash "$RUN/start-fpm-a.sh" ;;
    redis-stop)  # as systemctl stop: SIGTERM (the append-only file is written), then wait for it to go
        pid=\$(cat "$RUN/redis.pid"); kill -TERM "\$pid"; for _ in \$(seq 1 100); do kill -0 "\$pid" 2>/dev/null || exit 0; sleep 0.05; done; exit 1 ;;
    redis-start) bash "$RUN/start-redis.sh" ;;
    pg-stop)     runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PGDATA" -m fast -w stop ;;
    pg-start)    runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PGDATA" -l "$PGDATA/postgres.log" -w -t 30 \\
                     -o "-p $PG_PORT -c listen_addresses=127.0.0.1 -k $PGDATA -c max_connections=200" start ;;
    ssr-kill)    # kill -9 the node process of the renderer; its unit (Restart=always) starts it again
        parent=\$(cat "$RUN/ssr.pid"); renderer=\$(children "\$parent")
        [ -n "\$renderer" ] || { echo "no renderer under \$parent"; exit 1; }
        kill -9 \$renderer; echo "killed renderer \$renderer (under artisan \$parent)" ;;
    disk-fill)
        for n in a b; do
            dir="$RUN/node-\$n/storage/logs"
            if [ "$DISK_MODE" = tmpfs ]; then
                dd if=/dev/zero of="\$dir/fill" bs=64k 2>/dev/null; df -h "\$dir" | tail -n1
            else
                [ -e "\$dir/laravel.jsonl" ] && mv "\$dir/laravel.jsonl" "\$dir/laravel.jsonl.kept"; ln -sfn /dev/full "\$dir/laravel.jsonl"
            fi
        done ;;
    disk-free)
        for n in a b; do
            dir="$RUN/node-\$n/storage/logs"
            if [ "$DISK_MODE" = tmpfs ]; then rm -f "\$dir/fill"; else rm -f "\$dir/laravel.jsonl"; [ -e "\$dir/laravel.jsonl.kept" ] && mv "\$dir/laravel.jsonl.kept" "\$dir/laravel.jsonl"; fi
        done ;;
    sms|viva)    curl -fsS -m 5 "$FAKE/_control?\$1=\$2"; echo ;;
    disk-fill+viva-error)  bash "\$0" disk-fill && bash "\$0" viva error ;;
    disk-free+viva-normal) bash "\$0" viva normal && bash "\$0" disk-free ;;
    *) echo "unknown action \$1"; exit 2 ;;
esac
EOF

# ---------------------------------------------------------------------------------------------
# The load and the faults (bench/chaos-client.php), then the report.
# ---------------------------------------------------------------------------------------------
REDIS_PREFIX="$(php -r '$c = require $argv[1]; echo $c["database"]["redis"]["options"]["prefix"] ?? "";' "$RUN/node-a/cache/config.php")"
env RUN="$RUN" LB_PORT="$LB_PORT" FAKE="$FAKE" PG_PORT="$PG_PORT" DB_PASSWORD="$DB_PASSWORD" REDIS_PORT="$REDIS_PORT" \
    REDIS_PREFIX="$REDIS_PREFIX" CONCURRENCY="$CONCURRENCY" MAX_CUSTOMERS="$MAX_CUSTOMERS" HOLD="$HOLD" OUTAGE="$OUTAGE" \
    SLOW_MS="$SLOW_MS" MAX_SECONDS="$MAX_SECONDS" ONLY="$ONLY" FPM_CHILDREN="$FPM_CHILDREN" ROOT="$ROOT" php -r '
    $e = fn (string $k) => (string) getenv($k);
    $c = [
        "run" => $e("RUN"), "lb" => "http://127.0.0.1:".$e("LB_PORT"), "fake" => $e("FAKE"),
        "outbox" => $e("RUN")."/sms-outbox.json", "fault_script" => $e("RUN")."/fault.sh",
        "pg" => ["dsn" => "pgsql:host=127.0.0.1;port=".$e("PG_PORT").";dbname=sunrise", "user" => "sunrise", "password" => $e("DB_PASSWORD")],
        "redis_port" => (int) $e("REDIS_PORT"), "redis_prefix" => $e("REDIS_PREFIX"),
        "concurrency" => (int) $e("CONCURRENCY"), "max_customers" => (int) $e("MAX_CUSTOMERS"), "hold" => (int) $e("HOLD"),
        "outage" => (int) $e("OUTAGE"), "slow_ms" => (int) $e("SLOW_MS"), "max_seconds" => (int) $e("MAX_SECONDS"), "only" => $e("ONLY"),
        "fpm_children" => (int) $e("FPM_CHILDREN"),
        // The texts the shop sends (to tell one message from another) and the status SMS switched on, as the nodes run.
        "lang" => $e("ROOT")."/lang", "status_sms_kinds" => (require $e("RUN")."/node-a/cache/config.php")["shop"]["status_sms"]["kinds"],
        // The queue the nodes run: a reserved job whose worker died comes back after retry_after (seconds).
        "retry_after" => (int) ((require $e("RUN")."/node-a/cache/config.php")["queue"]["connections"]["redis"]["retry_after"] ?? 90),
        "nodes" => [$e("RUN")."/node-a", $e("RUN")."/node-b"],
        // Seconds: load before each fault, the longest wait for a recovered round, for the phase customers to finish,
        // for the queue to drain (at least the retry window of the queue, bench/chaos-client.php); how long a customer waits
        // for the SMS code.
        "lead" => 4, "recover_max" => 45, "finish_max" => 45, "drain_max" => 90, "code_wait" => 30,
    ];
    file_put_contents($argv[1], json_encode($c, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES));
' "$RUN/client.json"
log "load: $CONCURRENCY customers at a time (at most $MAX_CUSTOMERS, $MAX_SECONDS s)"
set +e
php -d memory_limit=512M "$ROOT/bench/chaos-client.php" "$RUN/client.json"
RC=$?
set -e
exit "$RC"
