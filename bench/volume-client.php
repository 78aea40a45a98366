<?php

/**
 * bench/volume.sh's client: signs a manager, an operator and a kitchen account in on two copies of the shop (the
 * chain's first day, "demo", and a year of it, "volume"), and a customer by their auth token; then times every staff
 * page and feed, the customer's account pages, the tracking feed, slots, quote and placing an order, alternating the
 * two copies request by request (so a busy moment of the machine weighs on both), and prints p50/p95 per target
 * with a PASS/FAIL line against the issue's targets. Then a year's CSV export (first byte, total, size).
 *
 *   php bench/volume-client.php CONFIG.json   # {"db", "requests", "warmup", "password", "sites": {"demo": {...}, "volume": {...}}}
 *
 * Each site: base (URL), token (the customer's), order (an older order of the customer), latest (their newest), tracking
 * (its token), kitchen_order (the newest of the kitchen's restaurant), restaurant (an id), product and price. Writes the report as JSON to the path in REPORT (if set).
 */
$config = json_decode((string) file_get_contents($argv[1] ?? ''), true) ?: exit("usage: php bench/volume-client.php CONFIG.json\n");
$requests = max(5, (int) $config['requests']);
$warmup = max(1, (int) $config['warmup']);
$sites = $config['sites'];

/** One request: [status, seconds, body, first-byte seconds]. */
function call(CurlHandle $h, string $method, string $url, array $headers = [], ?string $body = null, int $timeout = 120): array
{
    curl_setopt_array($h, [CURLOPT_URL => $url, CURLOPT_CUSTOMREQUEST => $method, CURLOPT_HTTPHEADER => $headers, CURLOPT_RETURNTRANSFER => true,
        CURLOPT_POSTFIELDS => $body, CURLOPT_POST => $body !== null, CURLOPT_HTTPGET => $body === null && $method === 'GET', CURLOPT_FOLLOWLOCATION => false,
        CURLOPT_TIMEOUT => $timeout, CURLOPT_ENCODING => '']);
    $out = curl_exec($h);

    return [(int) curl_getinfo($h, CURLINFO_RESPONSE_CODE), (float) curl_getinfo($h, CURLINFO_TOTAL_TIME), is_string($out) ? $out : '', (float) curl_getinfo($h, CURLINFO_STARTTRANSFER_TIME)];
}

function handle(): CurlHandle
{
    $h = curl_init();
    curl_setopt($h, CURLOPT_COOKIEFILE, '');

    return $h;
}

function cookie(CurlHandle $h, string $name): ?string
{
    foreach (curl_getinfo($h, CURLINFO_COOKIELIST) as $line) {
        $parts = explode("\t", $line);
        if (($parts[5] ?? null) === $name) {
            return urldecode($parts[6]);
        }
    }

    return null;
}

$inertia = [];
$sessions = [];
foreach ($sites as $name => $site) {
    foreach (['manager', 'operator', 'kitchen'] as $role) {
        $h = handle();
        [$status, , $html] = call($h, 'GET', $site['base'].'/staff/login');
        preg_match('/&quot;version&quot;:&quot;([^&]*)&quot;|"version":"([^"]*)"/', $html, $m);
        $inertia[$name] = ($m[1] ?? '') !== '' ? $m[1] : ($m[2] ?? '');
        [$status, , $body] = call($h, 'POST', $site['base'].'/staff/login', ['Content-Type: application/json', 'Accept: text/html, application/xhtml+xml', 'X-Requested-With: XMLHttpRequest',
            'X-Inertia: true', 'X-Inertia-Version: '.$inertia[$name], 'X-XSRF-TOKEN: '.cookie($h, 'XSRF-TOKEN')],
            json_encode(['email' => "volume-$role@example.com", 'password' => $config['password']]));
        if (! in_array($status, [302, 303, 409], true)) {
            fwrite(STDERR, "[volume] $name: $role did not sign in ($status): ".substr($body, 0, 300)."\n");
            exit(1);
        }
        $sessions[$name][$role] = $h;
    }
    $sessions[$name]['customer'] = handle();
}

$tz = new DateTimeZone('Europe/Kyiv');
$today = (new DateTimeImmutable('now', $tz))->format('Y-m-d');
$yearAgo = (new DateTimeImmutable('now', $tz))->modify('-364 days')->format('Y-m-d');
$monthAgo = (new DateTimeImmutable('now', $tz))->modify('-29 days')->format('Y-m-d');
$yesterday = (new DateTimeImmutable('now', $tz))->modify('-1 day')->format('Y-m-d');

// [name, role, class, method, path, extra headers, body]. Classes: feed (25 ms and 1.5x), page (1.5x), figures (300 ms),
// checkout (1.2x).
$targets = [];
$page = fn (string $name, string $role, string $path, string $component = '', string $partial = '', string $class = 'page') => [$name, $role, $class, 'GET', $path,
    array_merge(['X-Inertia: true', 'Accept: text/html, application/xhtml+xml', 'X-Requested-With: XMLHttpRequest'], $partial !== '' ? ['X-Inertia-Partial-Component: '.$component, 'X-Inertia-Partial-Data: '.$partial] : []), null];
$json = fn (string $name, string $role, string $path, string $class = 'page') => [$name, $role, $class, 'GET', $path, ['Accept: application/json'], null];
foreach (['manager', 'operator', 'kitchen'] as $role) {
    $targets[] = $page("board ($role)", $role, '/staff/board');
    $targets[] = $json("board feed ($role)", $role, '/staff/board/feed', 'feed');
    $targets[] = $page("orders ($role)", $role, '/staff/orders');
    $targets[] = $page("orders page 20 ($role)", $role, '/staff/orders?page=20');
    $targets[] = $page("orders by phone ($role)", $role, '/staff/orders?q={phone}');
    $targets[] = $page("orders completed yesterday ($role)", $role, "/staff/orders?status=completed&date=$yesterday");
    $targets[] = $page("order page ($role)", $role, $role === 'kitchen' ? '/staff/orders/{kitchen_order}' : '/staff/orders/{latest}');
}
foreach (['manager', 'operator'] as $role) {
    $targets[] = $page("overview ($role)", $role, '/staff/overview');
    $targets[] = $json("overview feed ($role)", $role, '/staff/overview/feed', 'feed');
    $targets[] = $page("older order page ($role)", $role, '/staff/orders/{order}');
    $targets[] = $page("reviews ($role)", $role, '/staff/reviews');
    $targets[] = $page("reviews published p5 ($role)", $role, '/staff/reviews?status=published&page=5');
    $targets[] = $page("phone order form ($role)", $role, '/staff/orders/create');
    $targets[] = $page("stop-list ($role)", $role, '/staff/stop-list');
}
foreach (['reports today' => '/staff/reports', 'audit' => '/staff/audit', 'audit page 50' => '/staff/audit?page=50', 'audit by day' => "/staff/audit?date=$yesterday",
    'accounts' => '/staff/accounts', 'menu' => '/staff/menu', 'notices' => '/staff/notices', 'ingredients' => '/staff/ingredients'] as $name => $path) {
    $targets[] = $page("$name (manager)", 'manager', $path);
}
$targets[] = $page('figures, 30 days (manager)', 'manager', "/staff/reports?from=$monthAgo&to=$today", class: 'figures');
$targets[] = $page('figures, a year (manager)', 'manager', "/staff/reports?from=$yearAgo&to=$today", class: 'figures');
$customer = ['Cookie: auth_token={token}'];
$targets[] = $page('account orders (customer)', 'customer', '/account/orders', 'account/orders', 'orders');
$targets[] = $page('account order (customer)', 'customer', '/account/orders/{latest}');
$targets[] = $page('account older order (customer)', 'customer', '/account/orders/{order}');
$targets[] = $page('account bonuses (customer)', 'customer', '/account/bonuses', 'account/bonuses', 'bonuses');
$targets[] = $page('account bonuses p3 (customer)', 'customer', '/account/bonuses?page=3', 'account/bonuses', 'bonuses');
$targets[] = $page('account favorites (customer)', 'customer', '/account/favorites');
$targets[] = $page('account referral (customer)', 'customer', '/account/referral');
$targets[] = $page('account profile (customer)', 'customer', '/account/profile');
$targets[] = $json('tracking feed (customer)', 'customer', '/track/{tracking}/feed');
$targets[] = ['slots (customer)', 'customer', 'checkout', 'GET', '/api/checkout/slots?order_type=pickup&restaurant_id={restaurant}', ['Accept: application/json', 'Authorization: Bearer {token}'], null];
$orderBody = '{"items": [{"id": {product}, "quantity": 2, "currentPrice": {price}, "modifiers": []}], "order_type": "pickup", "restaurant_id": {restaurant}, "slot": "{slot}", "name": "Bench", "phone": "+{phone}", "persons": 2, "payment_type": "cash"}';
$targets[] = ['quote (customer)', 'customer', 'checkout', 'POST', '/api/checkout/quote', ['Accept: application/json', 'Content-Type: application/json', 'Authorization: Bearer {token}'], $orderBody];
$targets[] = ['place an order (customer)', 'customer', 'checkout', 'POST', '/api/orders', ['Accept: application/json', 'Content-Type: application/json', 'Authorization: Bearer {token}', 'Idempotency-Key: {key}'], $orderBody];

// A free pickup slot of each site.
foreach ($sites as $name => $site) {
    [, , $body] = call($sessions[$name]['customer'], 'GET', $site['base'].'/api/checkout/slots?order_type=pickup&restaurant_id='.$site['restaurant'], ['Accept: application/json']);
    $days = json_decode($body, true)['data']['days'] ?? [];
    foreach ($days as $day) {
        foreach ($day['slots'] as $slot) {
            if ($slot['available'] ?? false) {
                $sites[$name]['slot'] = $slot['value'];
                break 2;
            }
        }
    }
}

$fill = function (string $text, string $site) use (&$sites): string {
    $s = $sites[$site];

    return strtr($text, ['{phone}' => $s['phone'], '{latest}' => $s['latest'], '{order}' => $s['order'], '{token}' => $s['token'], '{tracking}' => $s['tracking'], '{kitchen_order}' => $s['kitchen_order'],
        '{restaurant}' => (string) $s['restaurant'], '{product}' => (string) $s['product'], '{price}' => (string) $s['price'], '{slot}' => (string) ($s['slot'] ?? ''),
        '{key}' => bin2hex(random_bytes(12))]);
};
$pct = function (array $ms, float $p): float {
    sort($ms);

    return $ms === [] ? NAN : $ms[min(count($ms) - 1, max(0, (int) ceil($p / 100 * count($ms)) - 1))];
};

$rows = [];
$failures = 0;
fprintf(STDOUT, "%-44s %21s %21s %7s  %s\n", 'target', 'demo p50 / p95 ms', 'volume p50 / p95 ms', 'p95 ×', 'verdict');
foreach ($targets as [$name, $role, $class, $method, $path, $headers, $body]) {
    $times = ['demo' => [], 'volume' => []];
    $bad = [];
    for ($i = 0; $i < $warmup + $requests; $i++) {
        foreach (['demo', 'volume'] as $site) {
            $h = $sessions[$site][$role];
            $hdrs = array_map(fn ($x) => $fill($x, $site), array_merge($headers, $role === 'customer' && $class !== 'checkout' ? $customer : [],
                str_contains(implode(' ', $headers), 'X-Inertia: true') ? ['X-Inertia-Version: '.$inertia[$site]] : []));
            [$status, $seconds, $answer] = call($h, $method, $sites[$site]['base'].$fill($path, $site), $hdrs, $body === null ? null : $fill($body, $site));
            if ($status < 200 || $status >= 300) {
                $bad[] = "$site $status ".substr(preg_replace('/\s+/', ' ', $answer), 0, 160);
            } elseif ($i >= $warmup) {
                $times[$site][] = $seconds * 1000;
            }
        }
    }
    $d50 = $pct($times['demo'], 50);
    $d95 = $pct($times['demo'], 95);
    $v50 = $pct($times['volume'], 50);
    $v95 = $pct($times['volume'], 95);
    $ratio = $v95 / max($d95, 0.001);
    [$limit, $abs] = match ($class) {
        'feed' => [1.5, 25.0],
        'figures' => [INF, 300.0],
        'checkout' => [1.2, INF],
        default => [1.5, INF],
    };
    $pass = $bad === [] && $ratio <= $limit && $v95 <= $abs;
    $failures += $pass ? 0 : 1;
    $why = $bad !== [] ? count($bad).' failed: '.$bad[0] : implode(', ', array_filter([$limit < INF ? "≤ {$limit}× demo" : null, $abs < INF ? "≤ {$abs} ms" : null]));
    printf("%-44s %9.1f / %9.1f %9.1f / %9.1f %7.2f  %s (%s)\n", $name, $d50, $d95, $v50, $v95, $ratio, $pass ? 'PASS' : 'FAIL', $why);
    $rows[] = compact('name', 'role', 'class', 'd50', 'd95', 'v50', 'v95', 'ratio', 'pass') + ['errors' => array_slice($bad, 0, 3)];
}

// A year's CSV export on each site: first byte and total time, size (peak memory: php-fpm's access log, read by volume.sh).
$csv = [];
foreach (['demo', 'volume'] as $site) {
    [$status, $seconds, $answer, $first] = call($sessions[$site]['manager'], 'GET', $sites[$site]['base']."/staff/reports/orders.csv?from=$yearAgo&to=$today&bench=csv-$site", [], null, 600);
    $csv[$site] = ['status' => $status, 'first_byte_ms' => round($first * 1000, 1), 'total_ms' => round($seconds * 1000, 1), 'bytes' => strlen($answer), 'rows' => max(0, substr_count($answer, "\n") - 1)];
    printf("CSV a year (%s): %d, first byte %.0f ms, %.0f ms in all, %d rows, %.1f MB\n", $site, $status, $first * 1000, $seconds * 1000, $csv[$site]['rows'], strlen($answer) / 1048576);
}
$csvPass = $csv['volume']['status'] === 200 && $csv['volume']['first_byte_ms'] <= 1000;
printf("%s CSV first byte within 1 s (%s ms)\n", $csvPass ? 'PASS' : 'FAIL', $csv['volume']['first_byte_ms']);
$failures += $csvPass ? 0 : 1;

if ($path = getenv('REPORT')) {
    file_put_contents($path, json_encode(['db' => $config['db'], 'requests' => $requests, 'targets' => $rows, 'csv' => $csv, 'failures' => $failures], JSON_PRETTY_PRINT));
}
printf("%s: %d of %d checks failed\n", $failures === 0 ? 'PASS' : 'FAIL', $failures, count($targets) + 1);
exit($failures === 0 ? 0 : 1);
