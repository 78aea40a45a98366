#!/usr/bin/env bash
# Installs everything, then serves the shop on http://127.0.0.1:8000 with the SSR renderer (inertia:start-ssr), a queue worker (the
# app's queue connection: database in .env.example) and the scheduler beside it. Ctrl+C stops them all.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh

# Each process in its own process group, so that stopping one also stops what it started (php -S, schedule:run).
set -m
pids=()
stop_all() {
    trap - EXIT INT TERM
    for pid in "${pids[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
}
trap stop_all EXIT
trap 'exit 130' INT TERM

php artisan inertia:start-ssr & pids+=($!)
php artisan queue:work --sleep=1 --tries=3 & pids+=($!)
php artisan schedule:work & pids+=($!)
port="${SERVE_PORT:-8000}"
php artisan serve --host=127.0.0.1 --port="$port" & pids+=($!)
echo "Shop: http://127.0.0.1:$port with the SSR renderer, a queue worker and the scheduler (Ctrl+C stops them all)"
# Whichever stops first (or Ctrl+C) stops the rest.
wait -n || true
