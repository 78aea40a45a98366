#!/usr/bin/env bash
# Lighthouse (mobile preset, Debian's Chromium) on the home, category and product pages, served the way
# production serves them (bench/run.sh's nginx with gzip + php-fpm + SSR over a fresh seeded database).
# Prints performance and accessibility scores; targets: performance >= 90, accessibility >= 95.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" != "--against" ]; then
    BENCH_COMMAND='bash bench/lighthouse.sh --against "$BENCH_URL"' exec bash bench/run.sh
fi

BASE="$2"
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
LIGHTHOUSE="${LIGHTHOUSE_PACKAGE:-lighthouse@12.8.2}"
OUT="bench/results/lighthouse"
mkdir -p "$OUT"

status=0
printf '%-34s %12s %14s\n' page performance accessibility
for path in /uk-home /menu/rolls /product/philadelphia-classic; do
    [ "$path" = /uk-home ] && path=/
    name=$(echo "$path" | tr '/' '_')
    # Chromium asks for en-US; the uk pages are measured with an Accept-Language that keeps them in Ukrainian.
    CHROME_PATH="$CHROME" npx --yes "$LIGHTHOUSE" "$BASE$path" --quiet --output=json --output-path="$OUT/lh$name.json" \
        --only-categories=performance,accessibility --extra-headers='{"Accept-Language":"uk"}' \
        --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking" >/dev/null 2>"$OUT/lh$name.err" || true
    read -r perf a11y < <(node -e "const r=require('./$OUT/lh$name.json');console.log(Math.round(r.categories.performance.score*100), Math.round(r.categories.accessibility.score*100))" 2>/dev/null || echo "n/a n/a")
    verdict=PASS
    if [ "$perf" = n/a ] || [ "$perf" -lt 90 ] || [ "$a11y" -lt 95 ]; then verdict=FAIL; status=1; fi
    printf '%-34s %12s %14s   %s\n' "$path" "$perf" "$a11y" "$verdict"
done
exit $status
