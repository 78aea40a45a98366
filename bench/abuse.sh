#!/usr/bin/env bash
# Abuse of the production-like stack: bench/run.sh starts nginx + php-fpm on loopback (config, route and view
# caches, opcache, a fresh seeded SQLite database, deploy/'s nginx site with its client_max_body_size) and,
# instead of wrk, runs bench/abuse.php, which fires each attack in a bounded loop and prints a table: attack,
# requests sent, answers by status, worst latency, what was lost (SQL counts before/after) and a verdict.
# Exits non-zero when any attack got a 5xx, a worst latency >= ABUSE_LATENCY_MS (100), lost or wrote anything
# its answers do not account for, or did not get the answer the shop promises (422/413/400, 429, 404, headers).
#
#   bash bench/abuse.sh
#   ABUSE_LOOPS=20 ABUSE_PORT=8094 bash bench/abuse.sh
#   ABUSE_ONLY="slot hoarding,OTP lockout" bash bench/abuse.sh   # only the attacks whose names contain these
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
command -v php >/dev/null || { echo "missing tool: php" >&2; exit 1; }
php -r 'exit(extension_loaded("curl") && extension_loaded("pdo_sqlite") ? 0 : 1);' \
    || { echo "bench/abuse.php needs php8.2-curl and php8.2-sqlite3" >&2; exit 1; }

export ABUSE_LATENCY_MS="${ABUSE_LATENCY_MS:-100}" ABUSE_LOOPS="${ABUSE_LOOPS:-10}"
export BENCH_PORT="${ABUSE_PORT:-8093}"
export BENCH_COMMAND="php -d memory_limit=512M '$ROOT/bench/abuse.php'"
exec bash "$ROOT/bench/run.sh"
