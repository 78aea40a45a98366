#!/usr/bin/env bash
# Installs everything, then serves the shop on http://127.0.0.1:8000 with the SSR renderer beside it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh

node bootstrap/ssr/ssr.js &
ssr_pid=$!
trap 'kill $ssr_pid 2>/dev/null || true' EXIT INT TERM
echo "Shop: http://127.0.0.1:8000 (Ctrl+C stops it)"
php artisan serve --host=127.0.0.1 --port=8000
