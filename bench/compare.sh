#!/usr/bin/env bash
# Before and after in the same run: the production-like stack of bench/run.sh for each of several checkouts side by
# side (each on its own ports), the same requests sent to each in alternation, round after round. For every target it
# prints req/s and the PHP CPU one request costs (utime + stime of the php-fpm pool over the requests wrk counted),
# and each page's cost over the floor's measured in the same round.
#
#   bash bench/compare.sh /path/to/before-checkout [/path/to/another ...]
#
# This checkout is always the last ("now"). Each other checkout must be installed and built (a worktree:
# `git worktree add ../before REV`, then its own `composer install` and `npm run build`). Req/s moves with whatever
# else the machine runs (and with a virtual machine's neighbours); a request's CPU time moves far less, and the ratio of
# a page to the floor measured seconds apart less still: read the ratios. Knobs: COMPARE_ROUNDS (5), COMPARE_DURATION
# (4s), COMPARE_BASE_PORT (8290; +100 per checkout, SSR on the port + 5700).
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
ROUNDS="${COMPARE_ROUNDS:-5}" DURATION="${COMPARE_DURATION:-4s}" BASE_PORT="${COMPARE_BASE_PORT:-8290}"
[ $# -ge 1 ] || { echo "usage: bash bench/compare.sh BEFORE_CHECKOUT [MORE_CHECKOUTS...]" >&2; exit 2; }
DIRS=()
for d in "$@"; do DIRS+=("$(cd "$d" && pwd)"); done
DIRS+=("$ROOT")
WORK="$(mktemp -d)"
cleanup() { touch "$WORK/stop"; sleep 3; rm -rf "$WORK"; }
trap cleanup EXIT

# One stack per checkout: bench/run.sh with a command that holds the stack up until this script is done.
for i in "${!DIRS[@]}"; do
    port=$((BASE_PORT + 100 * i))
    (cd "${DIRS[$i]}" && BENCH_BUILD=never BENCH_PORT=$port BENCH_SSR_PORT=$((port + 5700)) \
        BENCH_COMMAND="echo \$BENCH_URL > '$WORK/url.$i'; while [ ! -f '$WORK/stop' ]; do sleep 1; done" \
        bash bench/run.sh > "$WORK/stack.$i.log" 2>&1 &)
done
for _ in $(seq 1 300); do
    up=0; for i in "${!DIRS[@]}"; do [ -f "$WORK/url.$i" ] && up=$((up + 1)); done
    [ "$up" = "${#DIRS[@]}" ] && break
    sleep 1
done
[ "$up" = "${#DIRS[@]}" ] || { echo "a stack did not start: see its log" >&2; tail -n 20 "$WORK"/stack.*.log >&2; exit 1; }

master() { ps -eo pid,args | awk -v d="$1/" '$2 == "php-fpm:" && $3 == "master" && index($0, d) { print $1 }'; }
# CPU ticks of a pool: the finished children's (reaped by the master) and the living ones'.
ticks() { local t; t=$(awk '{ print $16 + $17 }' "/proc/$1/stat"); for p in $(pgrep -P "$1"); do t=$((t + $(awk '{ print $14 + $15 }' "/proc/$p/stat"))); done; echo "$t"; }
version() { curl -s -H 'Accept-Language: uk' "$1/?v=$RANDOM" | php -r 'preg_match("#<script data-page=\"app\" type=\"application/json\">(.*?)</script>#s", stream_get_contents(STDIN), $m); echo json_decode($m[1] ?? "null", true)["version"] ?? "";'; }
HZ=$(getconf CLK_TCK)
ONCE="X-Inertia-Except-Once-Props: locales:uk,limits,settings:uk,categories:uk,socials:uk,restaurants:uk,regions:uk"
measure() { # STACK TARGET WRK-ARGS...
    local i="$1" target="$2"; shift 2
    local before after out
    before=$(ticks "${MASTERS[$i]}")
    out=$(wrk -t2 -c4 -d"$DURATION" "$@" 2>/dev/null)
    after=$(ticks "${MASTERS[$i]}")
    echo "$out" | awk -v i="$i" -v t="$target" -v ticks=$((after - before)) -v hz="$HZ" \
        '/requests in/ { n = $1 } /Requests\/sec/ { r = $2 } END { if (n > 0) printf "%s %s %s %.3f\n", i, t, r, ticks / hz * 1000 / n }'
}
MASTERS=(); URLS=(); VERSIONS=()
for i in "${!DIRS[@]}"; do
    URLS[$i]=$(cat "$WORK/url.$i"); MASTERS[$i]=$(master "${DIRS[$i]}"); VERSIONS[$i]=$(version "${URLS[$i]}")
done
for round in $(seq 1 "$ROUNDS"); do
    echo "round $round/$ROUNDS" >&2
    for i in "${!DIRS[@]}"; do
        u="${URLS[$i]}"
        inertia=(-H "X-Inertia: true" -H "X-Inertia-Version: ${VERSIONS[$i]}" -H "X-Requested-With: XMLHttpRequest" -H "Accept: text/html, application/xhtml+xml" -H "$ONCE" -H "Accept-Language: uk")
        measure "$i" floor "$u/api/ping"
        # A query of its own per request: a guest's Inertia visit is otherwise a HIT of nginx's micro-cache.
        measure "$i" home_inertia -s "$ROOT/bench/unique-query.lua" "${inertia[@]}" "$u/"
        measure "$i" product_inertia -s "$ROOT/bench/unique-query.lua" "${inertia[@]}" "$u/product/set-sunrise"
        measure "$i" home_html -s "$ROOT/bench/unique-query.lua" -H 'Accept-Language: uk' "$u/"
    done
done > "$WORK/rows"

echo "load average: $(cut -d' ' -f1-3 /proc/loadavg) (2 CPUs); $ROUNDS rounds of $DURATION per target and checkout"
for i in "${!DIRS[@]}"; do echo "#$i: ${DIRS[$i]} ($(git -C "${DIRS[$i]}" rev-parse --short HEAD 2>/dev/null || echo '?'))"; done
php -r '
$rows = array_map(fn ($l) => explode(" ", trim($l)), file($argv[1], FILE_SKIP_EMPTY_LINES));
$by = [];
foreach ($rows as [$i, $t, $rps, $cpu]) { $by[$i][$t][] = ["rps" => (float) $rps, "cpu" => (float) $cpu]; }
$median = function (array $xs) { sort($xs); $n = count($xs); return $n % 2 ? $xs[intdiv($n, 2)] : ($xs[$n / 2 - 1] + $xs[$n / 2]) / 2; };
printf("%-17s%s\n", "target", implode("", array_map(fn ($i) => sprintf("%13s %8s", "#$i req/s", "CPU ms"), array_keys($by))));
foreach (["floor", "home_inertia", "product_inertia", "home_html"] as $t) {
    printf("%-17s", $t);
    foreach ($by as $i => $targets) { printf("%13.1f %8.3f", $median(array_column($targets[$t], "rps")), $median(array_column($targets[$t], "cpu"))); }
    echo "\n";
}
echo "each page against the floor of its round (median of rounds): CPU per request x, req/s %\n";
foreach ($by as $i => $targets) {
    $out = [];
    foreach (["home_inertia", "product_inertia", "home_html"] as $t) {
        $cpu = $median(array_map(fn ($p, $f) => $p["cpu"] / $f["cpu"], $targets[$t], $targets["floor"]));
        $rps = $median(array_map(fn ($p, $f) => 100 * $p["rps"] / $f["rps"], $targets[$t], $targets["floor"]));
        $out[] = sprintf("%s x%.2f (%.1f %%)", $t, $cpu, $rps);
    }
    echo "#$i: ".implode(", ", $out)."\n";
}' "$WORK/rows"
