<?php

/**
 * The rush of bench/sqlite-rush.sh against the embedded default (one SQLite file): RUSH_CUSTOMERS customers placing
 * orders at once (each a new visitor from a loopback address of its own: a quote, then POST /api/orders with an
 * Idempotency-Key, cash or card; a 5xx or a broken connection is sent again with the same key), RUSH_BOARDS staff
 * boards polling their feed, RUSH_TRACKERS tracking pages polling an order's feed, and one manager saving a product
 * of the menu, for RUSH_SECONDS. Prints the report and writes it as JSON to argv[1].
 *
 * Usage: RUSH_URL=… RUSH_DB=… php bench/sqlite-rush.php REPORT.json
 */

declare(strict_types=1);

require __DIR__.'/http-driver.php';

use App\Shop\Ordering\PaymentType;

$url = rtrim((string) getenv('RUSH_URL'), '/');
$seconds = (int) (getenv('RUSH_SECONDS') ?: 120);
$customers = (int) (getenv('RUSH_CUSTOMERS') ?: 30);
$boards = (int) (getenv('RUSH_BOARDS') ?: 10);
$trackers = (int) (getenv('RUSH_TRACKERS') ?: 5);
$pollMs = (int) (getenv('RUSH_POLL_MS') ?: 3000);
$menuEvery = (float) (getenv('RUSH_MENU_EVERY') ?: 5);
$password = (string) (getenv('RUSH_STAFF_PASSWORD') ?: 'sunrise-staff-demo');
$reportFile = $argv[1] ?? exit("usage: sqlite-rush.php REPORT.json\n");

function say(string $line): void
{
    fwrite(STDERR, '[sqlite-rush] '.$line."\n");
}

$pdo = new PDO('sqlite:'.getenv('RUSH_DB'), null, null, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
$products = $pdo->query('select p.id, p.price from products p where p.available and not exists (
        select 1 from modifier_group_product mgp join modifier_groups g on g.id = mgp.modifier_group_id
        where mgp.product_id = p.id and (g.required or g.min > 0)) order by p.id')->fetchAll(PDO::FETCH_ASSOC);
$kitchens = array_map('intval', $pdo->query('select id from restaurants where pickup order by id')->fetchAll(PDO::FETCH_COLUMN));
$menuProduct = (int) $products[0]['id'];
$pdo = null;
count($products) >= 3 && $kitchens || exit("the seeded shop has no orderable products or pickup kitchens\n");

$runId = bin2hex(random_bytes(3));
$deadline = microtime(true) + $seconds;
$orders = [];      // each placing: ['status' => final status, 'ms' => total, 'tries' => n, 'reason' => ?string]
$tokens = [];      // tokens of placed orders, for the tracking pages
$polls = ['board' => [], 'track' => []];
$menuSaves = [];
$staffProblems = [];

/** Why an order was refused, from its answer. */
function refusal(Response $r): string
{
    $json = $r->json();
    $text = strtolower($r->body);
    if ($r->status === 0) {
        return 'no answer ('.$r->error.')';
    }
    if (str_contains($text, 'database is locked') || str_contains($text, 'database is busy')) {
        return 'database locked';
    }
    if ($r->status === 422) {
        return trim('422 '.implode(',', array_keys((array) ($json['errors'] ?? []))));
    }

    return $r->status.' '.mb_substr((string) ($json['message'] ?? ''), 0, 80);
}

function customer(int $n, string $url, string $runId, array $products, array $kitchens, array &$orders, array &$tokens): Generator
{
    $picked = array_map(fn ($k) => $products[$k], (array) array_rand($products, random_int(1, 3)));
    $form = [
        'items' => array_map(fn ($p) => ['id' => (int) $p['id'], 'quantity' => random_int(1, 3), 'currentPrice' => (int) $p['price'], 'modifiers' => []], $picked),
        'order_type' => 'pickup', 'restaurant_id' => $kitchens[array_rand($kitchens)], 'slot' => null,
        'name' => "Rush $n", 'phone' => sprintf('+38063%07d', $n), 'persons' => random_int(1, 4),
        'payment_type' => ($n % 2 ? PaymentType::Cash : PaymentType::CardOnline)->value,
    ];
    $r = yield from attempt(req('json:quote', 'POST', "$url/api/checkout/quote", $form));
    if ($r->status !== 200) {
        $orders[] = ['status' => $r->status, 'ms' => $r->ms, 'tries' => 1, 'reason' => 'quote '.refusal($r)];

        return;
    }
    $started = microtime(true);
    $tries = 0;
    $place = req('json:order', 'POST', "$url/api/orders", $form, ['Idempotency-Key: rush-'.$runId.'-'.$n]);
    do {
        $r = yield $place;
        $tries++;
        $again = $r->status === 0 || $r->status >= 500;
        if ($again && $tries < 3) {
            yield ['sleep' => 0.3 * $tries];
        }
    } while ($again && $tries < 3);
    $ms = (microtime(true) - $started) * 1000;
    $ok = in_array($r->status, [200, 201], true);
    $orders[] = ['status' => $r->status, 'ms' => $ms, 'tries' => $tries, 'reason' => $ok ? null : refusal($r),
        'retried_for' => $tries > 1 ? 'server error or no answer' : null];
    if ($ok && ($token = $r->json()['data']['order']['token'] ?? null)) {
        $tokens[] = $token;
    }
}

/** A staff member signs in (an XSRF cookie first, as the sign-in page gives it), then $then runs. */
function signIn(string $url, string $email, string $password, array &$problems): Generator
{
    $r = yield req('json:csrf', 'GET', "$url/sanctum/csrf-cookie");
    $r = yield req('json:staff.login', 'POST', "$url/staff/login", ['email' => $email, 'password' => $password], ['X-Inertia: true']);
    if (! in_array($r->status, [302, 303, 409], true)) {
        $problems[] = "sign-in of $email: $r->status";

        return false;
    }

    return true;
}

function board(int $i, string $url, string $password, int $pollMs, float $deadline, array &$polls, array &$problems): Generator
{
    if (! yield from signIn($url, $i % 2 ? 'operator@sunrise.test' : 'kitchen@sunrise.test', $password, $problems)) {
        return;
    }
    $etag = null;
    yield ['sleep' => mt_rand(0, $pollMs) / 1000];
    while (microtime(true) < $deadline) {
        $r = yield req('json:board', 'GET', "$url/staff/board/feed", null, $etag ? ["If-None-Match: $etag"] : []);
        $polls['board'][] = ['status' => $r->status, 'ms' => $r->ms];
        $etag = $r->status === 200 ? $r->header('etag') : $etag;
        yield ['sleep' => $pollMs / 1000];
    }
}

function tracker(string $url, int $pollMs, float $deadline, array &$tokens, array &$polls): Generator
{
    while ($tokens === [] && microtime(true) < $deadline) {
        yield ['sleep' => 0.5];
    }
    $etag = null;
    $token = $tokens[array_rand($tokens)] ?? null;
    while ($token !== null && microtime(true) < $deadline) {
        $r = yield req('json:track', 'GET', "$url/track/$token/feed", null, $etag ? ["If-None-Match: $etag"] : []);
        $polls['track'][] = ['status' => $r->status, 'ms' => $r->ms];
        $etag = $r->status === 200 ? $r->header('etag') : $etag;
        yield ['sleep' => $pollMs / 1000];
    }
}

/** The manager opens a product's form and saves it with the price moved by a kopiyka, every $every seconds. */
function manager(string $url, string $password, int $product, float $every, float $deadline, array &$saves, array &$problems): Generator
{
    if (! yield from signIn($url, 'manager@sunrise.test', $password, $problems)) {
        return;
    }
    $version = null;
    while (microtime(true) < $deadline) {
        $r = yield req('json:menu.edit', 'GET', "$url/staff/menu/products/$product/edit", null, array_filter(['X-Inertia: true', $version ? "X-Inertia-Version: $version" : null]));
        $page = $r->json();
        if ($r->status === 409 && $r->header('x-inertia-location')) {
            $version = null;
            $r = yield req('page:menu.edit', 'GET', "$url/staff/menu/products/$product/edit");
            $page = $r->page();
        }
        $version = $page['version'] ?? $version;
        $form = $page['props']['product'] ?? null;
        if (! is_array($form)) {
            $problems[] = "the product form did not load: $r->status";

            return;
        }
        $form['price'] = number_format(((float) $form['price']) + (count($saves) % 2 ? -0.01 : 0.01), 2, '.', '');
        $started = microtime(true);
        $r = yield req('json:menu.save', 'PUT', "$url/staff/menu/products/$product", $form, array_filter(['X-Inertia: true', $version ? "X-Inertia-Version: $version" : null]));
        $saves[] = ['status' => $r->status, 'ms' => (microtime(true) - $started) * 1000, 'body' => $r->status >= 400 ? mb_substr($r->body, 0, 200) : null];
        yield ['sleep' => $every];
    }
}

$driver = new Driver('/dev/null');
$ipOf = fn (int $n) => sprintf('127.79.%d.%d', intdiv($n, 250), $n % 250 + 1);
$next = 0;
$active = [];
for ($b = 0; $b < $boards; $b++) {
    $driver->start(board($b, $url, $password, $pollMs, $deadline, $polls, $staffProblems), new Client(sprintf('127.80.0.%d', $b + 1)));
}
for ($t = 0; $t < $trackers; $t++) {
    $driver->start(tracker($url, $pollMs, $deadline, $tokens, $polls), new Client(sprintf('127.80.1.%d', $t + 1)));
}
$driver->start(manager($url, $password, $menuProduct, $menuEvery, $deadline, $menuSaves, $staffProblems), new Client('127.80.2.1'));
say("$customers customers at once, $boards boards and $trackers tracking pages polling every {$pollMs} ms, a manager saving a product every {$menuEvery} s, for {$seconds} s");
$started = microtime(true);

$driver->run(function (Driver $d, bool $askMore = false) use (&$next, &$active, &$orders, &$tokens, $customers, $deadline, $url, $runId, $products, $kitchens, $ipOf) {
    foreach ($active as $k => $gen) {
        if (! $gen->valid()) {
            unset($active[$k]);
        }
    }
    while (count($active) < $customers && microtime(true) < $deadline) {
        $n = $next++;
        $gen = customer($n, $url, $runId, $products, $kitchens, $orders, $tokens);
        $active[] = $gen;
        $d->start($gen, new Client($ipOf($n)));
    }

    return $askMore ? $active !== [] : null;
});
$elapsed = microtime(true) - $started;

// ---------------------------------------------------------------------------------------------------------------
// The report.
// ---------------------------------------------------------------------------------------------------------------

$placed = array_values(array_filter($orders, fn ($o) => in_array($o['status'], [200, 201], true)));
$refused = [];
foreach ($orders as $o) {
    if ($o['reason'] !== null) {
        $refused[$o['reason']] = ($refused[$o['reason']] ?? 0) + 1;
    }
}
arsort($refused);
$ms = array_column($placed, 'ms');
$statusCount = fn (array $rows) => array_count_values(array_map(fn ($r) => (string) $r['status'], $rows));
$report = [
    'seconds' => round($elapsed, 1),
    'customers_at_once' => $customers,
    'orders_attempted' => count($orders),
    'orders_placed' => count($placed),
    'orders_per_minute' => round(count($placed) / max(1, $elapsed) * 60, 1),
    'orders_refused' => $refused,
    'orders_refused_for_lock' => array_sum(array_filter($refused, fn ($n, $why) => str_contains($why, 'locked'), ARRAY_FILTER_USE_BOTH)),
    // A 5xx says no more without APP_DEBUG: the logs' lock errors tell whether a lock was behind it.
    'orders_refused_server_error' => count(array_filter($orders, fn ($o) => $o['status'] === 0 || $o['status'] >= 500)),
    'orders_sent_again' => count(array_filter($orders, fn ($o) => $o['tries'] > 1)),
    'order_p50_ms' => pct($ms, 50),
    'order_p99_ms' => pct($ms, 99),
    'order_max_ms' => $ms ? round(max($ms), 1) : null,
    'board_polls' => $statusCount($polls['board']),
    'board_p99_ms' => pct(array_column($polls['board'], 'ms'), 99),
    'tracking_polls' => $statusCount($polls['track']),
    'tracking_p99_ms' => pct(array_column($polls['track'], 'ms'), 99),
    'menu_saves' => $statusCount($menuSaves),
    'menu_save_p99_ms' => pct(array_column($menuSaves, 'ms'), 99),
    'menu_save_failures' => array_values(array_filter(array_column($menuSaves, 'body'))),
    'staff_problems' => $staffProblems,
];
file_put_contents($reportFile, json_encode($report, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES));

$line = fn (array $counts) => $counts ? implode(', ', array_map(fn ($k, $v) => "$k × $v", array_keys($counts), $counts)) : 'none';
printf("orders placed            %d of %d in %.0f s (%.1f per minute; %d sent again after a 5xx or no answer)\n", $report['orders_placed'], $report['orders_attempted'], $elapsed, $report['orders_per_minute'], $report['orders_sent_again']);
printf("orders refused           %s\n", $line($refused));
printf("placing an order         p50 %s ms, p99 %s ms, max %s ms\n", $report['order_p50_ms'] ?? '-', $report['order_p99_ms'] ?? '-', $report['order_max_ms'] ?? '-');
printf("staff board polls        %s (p99 %s ms)\n", $line($report['board_polls']), $report['board_p99_ms'] ?? '-');
printf("tracking page polls      %s (p99 %s ms)\n", $line($report['tracking_polls']), $report['tracking_p99_ms'] ?? '-');
printf("menu saves               %s (p99 %s ms)\n", $line($report['menu_saves']), $report['menu_save_p99_ms'] ?? '-');
foreach ([...$staffProblems, ...$report['menu_save_failures']] as $problem) {
    printf("  problem: %s\n", $problem);
}
