#!/usr/bin/env bash
# Lighthouse (mobile preset, Debian's Chromium) on six storefront pages, served the way production serves them
# (bench/run.sh's nginx with gzip + php-fpm + SSR over a fresh seeded database): home, a category, a product, the
# promotions, the checkout with a dish in the cart, and a signed-in account page (the seeded demo customer, through
# an auth_token cookie made for it in that database). bench/lighthouse.mjs prepares each browser and prints the
# scores; targets: performance 100 and accessibility 100 (LIGHTHOUSE_PERFORMANCE / LIGHTHOUSE_ACCESSIBILITY),
# LIGHTHOUSE_PREFIX=/en measures the English pages.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" != "--against" ]; then
    BENCH_COMMAND='bash bench/lighthouse.sh --against "$BENCH_URL"' exec bash bench/run.sh
fi

BASE="$2"
TOKEN=""
if [ -n "${BENCH_DB:-}" ]; then
    TOKEN="$(php bench/auth-token.php)"
fi
node bench/lighthouse.mjs "$BASE" "$TOKEN"
