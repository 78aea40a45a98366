<?php

/**
 * The scenario of bench/cluster.sh against two php-fpm nodes behind nginx (see bench/README.md):
 *  1. customers sign in by SMS code, fill a cart and place an order through the balancer, each from its own
 *     loopback address; some submit twice at once with one Idempotency-Key; half-way node A is killed;
 *  2. a menu change made on node A is looked for on node B;
 *  3. rate limits and OTP limits reached through node A are tried on node B;
 *  4. pages per second through one node against both;
 * then every order the customers were told about is matched with the database, and the table is printed.
 * Exit status 1 when an order is lost or duplicated or a check fails.
 *
 * Usage: php bench/cluster-client.php CONFIG.json (written by bench/cluster.sh)
 */

declare(strict_types=1);

$cfg = json_decode((string) file_get_contents($argv[1] ?? ''), true) ?: exit("usage: cluster-client.php CONFIG.json\n");
$started = microtime(true);
$runId = substr(bin2hex(random_bytes(4)), 0, 6);

function say(string $line): void
{
    fwrite(STDERR, '[cluster] '.$line."\n");
}

require __DIR__.'/http-driver.php';

use App\Shop\Ordering\PaymentType;

// ---------------------------------------------------------------------------------------------------------------
// The shop as seeded: orderable products (no required modifiers) and the pickup kitchens.
// ---------------------------------------------------------------------------------------------------------------

$pdo = new PDO($cfg['pg']['dsn'], $cfg['pg']['user'], $cfg['pg']['password'], [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
$products = $pdo->query('select p.id, p.slug, p.price from products p where p.available and not exists (
        select 1 from modifier_group_product mgp join modifier_groups g on g.id = mgp.modifier_group_id
        where mgp.product_id = p.id and (g.required or g.min > 0)) order by p.id')->fetchAll(PDO::FETCH_ASSOC);
$restaurants = array_map('intval', $pdo->query('select id from restaurants order by id')->fetchAll(PDO::FETCH_COLUMN));
count($products) >= 6 && $restaurants || exit("the seeded shop has no orderable products or kitchens\n");

// ---------------------------------------------------------------------------------------------------------------
// 1. Customers, through the balancer; node A is killed half-way.
// ---------------------------------------------------------------------------------------------------------------

$N = $cfg['customers'];
$doubleEvery = $cfg['double'] > 0 ? max(1, intdiv($N, $cfg['double'])) : 0;
$phoneBase = random_int(1000000, 8000000);
$outcomes = []; // i => [phone, key, double, stage, answers => [status, number]]

function customer(int $i, array $cfg, string $runId, int $phoneBase, bool $double, array $products, array $restaurants, array &$outcomes): Generator
{
    $lb = $cfg['lb'];
    $phone = '38066'.sprintf('%07d', $phoneBase + $i);
    $key = "cl-$runId-".sprintf('%04d', $i);
    $outcomes[$i] = ['phone' => $phone, 'key' => $key, 'double' => $double, 'stage' => 'home', 'answers' => []];
    $o = &$outcomes[$i];

    $r = yield from attempt(req('page:home', 'GET', "$lb/"));
    if ($r->status !== 200) {
        return $o['stage'] = "home $r->status";
    }
    // Guest pages carry no XSRF cookie (they are cached for everyone): the browser asks for one before its first write.
    $r = yield from attempt(req('json:csrf-cookie', 'GET', "$lb/sanctum/csrf-cookie"));
    if ($r->status !== 204 && $r->status !== 200) {
        return $o['stage'] = "csrf-cookie $r->status";
    }
    $o['stage'] = 'phone';
    $since = microtime(true);
    $r = yield from attempt(req('json:auth.phone', 'POST', "$lb/auth/phone", ['phone' => $phone]));
    if ($r->status !== 200) {
        return $o['stage'] = "auth.phone $r->status";
    }
    $code = yield ['code' => $phone, 'since' => $since];
    if ($code === null) {
        return $o['stage'] = 'no SMS code in 20 s';
    }
    $r = yield from attempt(req('json:auth.code', 'POST', "$lb/auth/code", ['phone' => $phone, 'code' => $code]));
    if ($r->status !== 200) {
        return $o['stage'] = "auth.code $r->status";
    }

    // A cart of 1–3 products, looked at first.
    $picked = array_map(fn ($k) => $products[$k], (array) array_rand($products, random_int(1, 3)));
    $r = yield from attempt(req('page:product', 'GET', "$lb/product/{$picked[0]['slug']}"));
    if ($r->status !== 200) {
        return $o['stage'] = "product page $r->status";
    }
    $items = array_map(fn ($p) => ['id' => (int) $p['id'], 'quantity' => random_int(1, 3), 'currentPrice' => (int) $p['price'], 'modifiers' => []], $picked);
    $r = yield from attempt(req('json:cart.check', 'POST', "$lb/cart/check", ['items' => $items]));
    if ($r->status !== 200) {
        return $o['stage'] = "cart.check $r->status";
    }

    // A pickup at a random free time of a random kitchen.
    $slot = null;
    foreach ((array) array_rand(array_flip($restaurants), count($restaurants)) as $kitchen) {
        $r = yield from attempt(req('json:checkout.slots', 'GET', "$lb/checkout/slots?order_type=pickup&restaurant_id=$kitchen"));
        $free = [];
        foreach ($r->json()['data']['days'] ?? [] as $day) {
            foreach ($day['slots'] ?? [] as $s) {
                if ($s['available'] ?? false) {
                    $free[] = $s['value'];
                }
            }
        }
        if ($free) {
            $slot = $free[array_rand($free)];
            break;
        }
    }
    if ($slot === null) {
        return $o['stage'] = 'no free pickup slot';
    }
    $form = ['items' => $items, 'order_type' => 'pickup', 'restaurant_id' => $kitchen, 'slot' => $slot, 'name' => "Cluster $i",
        'phone' => '+'.$phone, 'persons' => random_int(1, 4), 'payment_type' => ($i % 2 ? PaymentType::Cash : PaymentType::CardOnline)->value];
    $r = yield from attempt(req('json:checkout.quote', 'POST', "$lb/checkout/quote", $form));
    if ($r->status !== 200 || ! isset($r->json()['data']['total'])) {
        return $o['stage'] = "checkout.quote $r->status";
    }
    $form['expected_total'] = $r->json()['data']['total'];

    $o['stage'] = 'placed';
    $o['slot'] = "$slot at kitchen $kitchen";
    $place = req('json:checkout.place', 'POST', "$lb/checkout", $form, ["Idempotency-Key: $key"]);
    $results = [];
    if ($double) {
        // Two submits at once (a double click), each pressed again on a gateway error.
        $first = yield [$place, $place];
        foreach ($first as $r) {
            $tries = 1;
            while (in_array($r->status, [0, 502, 503, 504], true) && $tries++ < 5) {
                yield ['sleep' => 0.25 * $tries];
                $r = yield $place;
            }
            $results[] = $r;
        }
    } else {
        $results[] = yield from attempt($place);
    }
    foreach ($results as $r) {
        $o['answers'][] = ['status' => $r->status, 'number' => $r->json()['data']['order']['number'] ?? null,
            'body' => $r->status >= 300 ? mb_substr($r->json() !== null ? json_encode($r->json(), JSON_UNESCAPED_UNICODE) : $r->body, 0, 300) : null];
    }

    return 'done';
}

$killAt = intdiv($N, 2);
$killed = null;
$next = 0;
$finished = 0;
$flows = [];
$driver = new Driver($cfg['outbox']);
$phase1Start = microtime(true);
say("customers: $N through the balancer, node A is killed after ".$killAt);

$driver->run(function (Driver $d, bool $askMore = false) use (&$next, &$finished, &$flows, &$killed, $N, $killAt, $cfg, $runId, $phoneBase, $doubleEvery, $products, $restaurants, &$outcomes, $phase1Start) {
    foreach ($flows as $i => $gen) {
        if (! $gen->valid()) {
            unset($flows[$i]);
            $finished++;
        }
    }
    if ($killed === null && $finished >= $killAt) {
        $killed = killNode($cfg['fpm_a_pid_file']) + ['at_s' => round(microtime(true) - $phase1Start, 1), 'after_customers' => $finished];
        say("node A killed: php-fpm master {$killed['master']} and its workers ".implode(' ', $killed['workers']));
    }
    while (count($flows) < $cfg['concurrency'] && $next < $N) {
        $i = $next++;
        $ip = sprintf('127.77.%d.%d', intdiv($i, 250), $i % 250 + 1);
        $gen = customer($i, $cfg, $runId, $phoneBase, $doubleEvery > 0 && $i % $doubleEvery === 0 && intdiv($i, $doubleEvery) < $cfg['double'], $products, $restaurants, $outcomes);
        $flows[$i] = $gen;
        $d->start($gen, new Client($ip));
    }

    return $askMore ? ($flows !== [] || $next < $N) : true;
});
$phase1Seconds = microtime(true) - $phase1Start;
$customerLog = $driver->log;

/** kill -9 the php-fpm master of a node, then its workers (they would go on serving without it), all by pid. */
function killNode(string $pidFile): array
{
    $master = (int) trim((string) file_get_contents($pidFile));
    $workers = [];
    foreach (glob('/proc/[0-9]*/stat') as $stat) {
        $fields = explode(' ', (string) @file_get_contents($stat));
        if (isset($fields[3]) && (int) $fields[3] === $master) {
            $workers[] = (int) $fields[0];
        }
    }
    posix_kill($master, SIGKILL);
    foreach ($workers as $pid) {
        posix_kill($pid, SIGKILL);
    }

    return ['master' => $master, 'workers' => $workers];
}

// ---------------------------------------------------------------------------------------------------------------
// Orders: what the customers were told against what the database holds.
// ---------------------------------------------------------------------------------------------------------------

$rows = [];
foreach ($pdo->query("select idempotency_key, number, customer_id from orders where idempotency_key like 'cl-$runId-%'") as $row) {
    $rows[$row['idempotency_key']][] = $row;
}
$perCustomer = $pdo->query("select c.phone, count(o.id) as n from customers c join orders o on o.customer_id = c.id
    where o.idempotency_key like 'cl-$runId-%' group by c.phone having count(o.id) > 1")->fetchAll(PDO::FETCH_KEY_PAIR);

$o = ['attempted' => 0, 'created' => 0, 'duplicated' => 0, 'lost' => 0, 'refused' => 0, 'not_reached' => []];
$doubleKeys = 0;
$doubleSame = 0;
$problems = [];
foreach ($outcomes as $i => $c) {
    if ($c['stage'] !== 'placed') {
        $o['not_reached'][$c['stage']] = ($o['not_reached'][$c['stage']] ?? 0) + 1;

        continue;
    }
    $o['attempted']++;
    $answered = array_values(array_filter($c['answers'], fn ($a) => $a['status'] >= 200 && $a['status'] < 300 && $a['number']));
    $numbers = array_values(array_unique(array_column($answered, 'number')));
    $dbRows = $rows[$c['key']] ?? [];
    if (count($dbRows) > 1 || count($numbers) > 1 || isset($perCustomer[$c['phone']])) {
        $o['duplicated']++;
        $problems[] = "customer $i: duplicated (rows ".count($dbRows).', numbers answered '.implode(',', $numbers).')';
    } elseif ($answered && ! $dbRows) {
        $o['lost']++;
        $problems[] = "customer $i: answered {$numbers[0]} but no order row";
    } elseif (! $answered && $dbRows) {
        $o['lost']++;
        $problems[] = "customer $i: order row {$dbRows[0]['number']} but no success answer (".implode(',', array_column($c['answers'], 'status')).')';
    } elseif ($answered && $dbRows[0]['number'] !== $numbers[0]) {
        $o['lost']++;
        $problems[] = "customer $i: answered {$numbers[0]}, the row is {$dbRows[0]['number']}";
    } elseif ($answered) {
        $o['created']++;
    } else {
        $o['refused']++;
        $problems[] = "customer $i ({$c['slot']}): no order (answers ".implode(',', array_column($c['answers'], 'status')).': '.implode(' | ', array_filter(array_column($c['answers'], 'body'))).')';
    }
    if ($c['double']) {
        $doubleKeys++;
        if (count($answered) === 2 && count($numbers) === 1) {
            $doubleSame++;
        }
    }
}

// ---------------------------------------------------------------------------------------------------------------
// 2. A menu change made on node A, looked for on node B.
// ---------------------------------------------------------------------------------------------------------------

/** Run PHP on node A (its environment, its config cache) and give back its JSON answer. */
function onNodeA(array $cfg, string $code): array
{
    $env = ['PATH' => getenv('PATH'), 'HOME' => getenv('HOME') ?: '/root'];
    foreach (file($cfg['node_a_env'], FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES) as $line) {
        [$k, $v] = explode('=', $line, 2);
        $env[$k] = $v;
    }
    $script = '<?php require '.var_export($cfg['root'].'/vendor/autoload.php', true).';
        $app = require '.var_export($cfg['root'].'/bootstrap/app.php', true).';
        $app->make(Illuminate\Contracts\Console\Kernel::class)->bootstrap();
        echo json_encode((function () { '.$code.' })());';
    $p = proc_open([PHP_BINARY, '-r', substr($script, 5)], [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes, $cfg['root'], $env);
    $out = stream_get_contents($pipes[1]);
    $err = stream_get_contents($pipes[2]);
    proc_close($p);

    return json_decode((string) $out, true) ?? throw new RuntimeException("node A script failed: $err $out");
}

/** One blocking GET (or POST with JSON) from a given loopback address. */
function fetch(string $url, string $ip = '127.66.0.1', ?array $json = null, array $headers = [], ?Client $client = null): Response
{
    $client ??= new Client($ip);
    $d = new Driver('/dev/null');
    $result = null;
    $gen = (function () use ($url, $json, $headers, &$result) {
        $result = yield req($json === null ? 'page:check' : 'json:check', $json === null ? 'GET' : 'POST', $url, $json, $headers);
    })();
    $d->start($gen, $client);
    $d->run();

    return $result;
}

/** The product as a page of a node shows it: its price, and whether it can be ordered. */
function productOn(string $base, string $slug): array
{
    // A query of its own: a guest's page would otherwise come from nginx's micro-cache of the node, not from the app.
    $r = fetch("$base/product/$slug?check=".bin2hex(random_bytes(4)));
    $product = $r->page()['props']['product'] ?? null;

    return ['status' => $r->status, 'price' => $product['price'] ?? null, 'available' => $r->status === 200 ? (bool) ($product['available'] ?? false) : false];
}

// Node A comes back (same command, same config) for the rest of the run.
passthru('bash '.escapeshellarg($cfg['run'].'/start-fpm-a.sh'), $rc);
$rc === 0 || exit("node A did not start again\n");
for ($t = 0; $t < 50 && fetch("{$cfg['node_a']}/api/health")->status !== 200; $t++) {
    usleep(200000);
}
$restarted = fetch("{$cfg['node_a']}/api/health")->status === 200;
say('node A started again: '.($restarted ? 'healthy' : 'NOT healthy'));

$menu = [];
[$priced, $stopped, $sqlOnly] = [$products[0], $products[1], $products[2]];
foreach ([$priced, $stopped, $sqlOnly] as $p) {
    productOn($cfg['node_b'], $p['slug']); // node B has them in the shared cache before the change
}
$before = [productOn($cfg['node_b'], $priced['slug']), productOn($cfg['node_b'], $stopped['slug'])];
$newPrice = (int) $priced['price'] + 1100;
$done = onNodeA($cfg, '
    App\Models\Product::query()->where("slug", '.var_export($priced['slug'], true).')->update(["price" => '.$newPrice.']);
    App\Models\Product::query()->where("slug", '.var_export($stopped['slug'], true).')->update(["available" => false]);
    $api = app(App\ShopApi\ShopApi::class);
    $api->flush();
    return ["flushed" => get_class($api), "at" => microtime(true)];
');
$changed = $done['at'];
$seen = null;
while (microtime(true) - $changed < 30) {
    $a = productOn($cfg['node_b'], $priced['slug']);
    $b = productOn($cfg['node_b'], $stopped['slug']);
    if ($a['price'] === $newPrice && $b['available'] === false) {
        $seen = microtime(true) - $changed;
        break;
    }
    usleep(100000);
}
$menu['flush'] = ['what' => "price of {$priced['slug']} {$priced['price']} -> $newPrice, {$stopped['slug']} stop-listed, cache flushed on node A",
    'before_on_b' => $before, 'seen_on_b_after_s' => $seen === null ? null : round($seen, 2), 'promise_s' => 0];

// Plain SQL with no flush: node B may serve its cached copy until SHOP_CACHE_TTL runs out, never longer.
// Node A's page puts the product in the shared cache (the flush above started a new generation), then the SQL.
productOn($cfg['node_a'], $sqlOnly['slug']);
$cachedAt = microtime(true);
$sqlPrice = (int) $sqlOnly['price'] + 700;
$pdo->prepare('update products set price = ? where slug = ?')->execute([$sqlPrice, $sqlOnly['slug']]);
$changed = microtime(true);
$staleServed = productOn($cfg['node_b'], $sqlOnly['slug'])['price'] === (int) $sqlOnly['price'];
$seen = null;
while (microtime(true) - $changed < $cfg['cache_ttl'] + 20) {
    if (productOn($cfg['node_b'], $sqlOnly['slug'])['price'] === $sqlPrice) {
        $seen = microtime(true) - $changed;
        break;
    }
    usleep(250000);
}
$menu['sql'] = ['what' => "price of {$sqlOnly['slug']} {$sqlOnly['price']} -> $sqlPrice by SQL only (no flush)",
    'stale_copy_served_first' => $staleServed, 'seen_on_b_after_s' => $seen === null ? null : round($seen, 2),
    'cached_before_change_s' => round($changed - $cachedAt, 2), 'promise_s' => $cfg['cache_ttl']];
// The stop-listed product is refused by node B's cart check too.
$cart = fetch("{$cfg['node_b']}/cart/check", '127.66.0.2', ['items' => [['id' => (int) $stopped['id'], 'quantity' => 1, 'modifiers' => []]]], [], $c = new Client('127.66.0.2'));
if (! isset($c->cookies['XSRF-TOKEN'])) {
    fetch("{$cfg['node_b']}/sanctum/csrf-cookie", '127.66.0.2', null, [], $c);
    $cart = fetch("{$cfg['node_b']}/cart/check", '127.66.0.2', ['items' => [['id' => (int) $stopped['id'], 'quantity' => 1, 'modifiers' => []]]], [], $c);
}
$menu['cart_check_on_b'] = ['status' => $cart->status, 'orderable_lines' => count(array_filter($cart->json()['data']['lines'] ?? [], fn ($l) => $l['orderable'] ?? false)),
    'problems' => array_merge(...array_map(fn ($l) => $l['problems'] ?? [], $cart->json()['data']['lines'] ?? [[]]))];

// ---------------------------------------------------------------------------------------------------------------
// 3. Limits reached through node A, tried on node B (node A is back first).
// ---------------------------------------------------------------------------------------------------------------

$limits = [];
// a) the storefront's sign-in throttle (shop.rate_limits.sign-in per minute per address), counted in Redis.
$c = new Client('127.88.0.1');
fetch("{$cfg['node_a']}/sanctum/csrf-cookie", $c->ip, null, [], $c); // guest pages carry no XSRF cookie
$sent = 0;
do {
    $r = fetch("{$cfg['node_a']}/auth/code", $c->ip, ['phone' => '380661110001', 'code' => '0000'], [], $c);
    $sent++;
} while ($r->status !== 429 && $sent < 200);
$onB = fetch("{$cfg['node_b']}/auth/code", $c->ip, ['phone' => '380661110001', 'code' => '0000'], [], $c);
$limits[] = ['limit' => 'sign-in throttle per address', 'through_a' => "429 after $sent requests", 'then_on_b' => $onB->status, 'retry_after' => $onB->header('Retry-After'), 'ok' => $r->status === 429 && $onB->status === 429];

// b) the SMS codes one address may ask for (shop.otp.per_ip.max an hour), counted in Redis.
$c = new Client('127.88.0.2');
fetch("{$cfg['node_a']}/sanctum/csrf-cookie", $c->ip, null, [], $c); // guest pages carry no XSRF cookie
$sent = 0;
do {
    $r = fetch("{$cfg['node_a']}/auth/phone", $c->ip, ['phone' => '38066222'.sprintf('%04d', $sent)], [], $c);
    $sent++;
} while ($r->status === 200 && $sent < 100);
$okThroughA = $sent - 1;
$onB = fetch("{$cfg['node_b']}/auth/phone", $c->ip, ['phone' => '380663330000'], [], $c);
$limits[] = ['limit' => 'SMS codes per address', 'through_a' => "$okThroughA sent, then $r->status", 'then_on_b' => $onB->status, 'retry_after' => $onB->header('Retry-After'), 'ok' => $r->status === 429 && $onB->status === 429];

// c) one phone's resend cooldown (SHOP_OTP_RESEND_COOLDOWN), kept in the database.
$c = new Client('127.88.0.3');
fetch("{$cfg['node_a']}/sanctum/csrf-cookie", $c->ip, null, [], $c); // guest pages carry no XSRF cookie
$r = fetch("{$cfg['node_a']}/auth/phone", $c->ip, ['phone' => '380664440000'], [], $c);
$onB = fetch("{$cfg['node_b']}/auth/phone", $c->ip, ['phone' => '380664440000'], [], $c);
$limits[] = ['limit' => 'one phone, a second code at once', 'through_a' => (string) $r->status, 'then_on_b' => $onB->status, 'retry_after' => $onB->header('Retry-After'), 'ok' => $r->status === 200 && $onB->status === 429];

// ---------------------------------------------------------------------------------------------------------------
// 4. Pages per second: node A alone against the balancer over both.
// ---------------------------------------------------------------------------------------------------------------

sleep(11); // the balancer takes node A back after fail_timeout
$home = fetch("{$cfg['lb']}/");
$version = $home->page()['version'] ?? '';
$slug = $products[3]['slug'];
$targets = [
    'home (HTML, SSR)' => ['/', ['Accept-Language: uk']],
    'product (Inertia visit)' => ["/product/$slug", ['Accept-Language: uk', 'X-Inertia: true', "X-Inertia-Version: $version", 'X-Requested-With: XMLHttpRequest']],
];
$throughput = [];
foreach ($targets as $name => [$path, $headers]) {
    foreach (['one node (A)' => $cfg['node_a'], 'two nodes (balancer)' => $cfg['lb']] as $where => $base) {
        $args = ['wrk', '-t2', '-c'.$cfg['wrk_connections'], '-d'.$cfg['wrk_duration'], '--latency'];
        foreach ($headers as $h) {
            array_push($args, '-H', $h);
        }
        $args[] = $base.$path;
        $out = shell_exec(implode(' ', array_map('escapeshellarg', $args)).' 2>&1');
        preg_match('/Requests\/sec:\s+([\d.]+)/', (string) $out, $rps);
        preg_match('/^\s+50%\s+([\d.]+)(us|ms|s)/m', (string) $out, $p50);
        preg_match('/^\s+99%\s+([\d.]+)(us|ms|s)/m', (string) $out, $p99);
        preg_match('/Non-2xx or 3xx responses:\s+(\d+)/', (string) $out, $bad);
        $ms = fn ($m) => $m ? (float) $m[1] * ['us' => 0.001, 'ms' => 1, 's' => 1000][$m[2]] : null;
        $throughput[] = ['page' => $name, 'where' => $where, 'rps' => isset($rps[1]) ? (float) $rps[1] : null, 'p50_ms' => $ms($p50), 'p99_ms' => $ms($p99), 'non_2xx' => (int) ($bad[1] ?? 0)];
    }
}

// ---------------------------------------------------------------------------------------------------------------
// Which node answered: the balancer's access log (upstream address per request).
// ---------------------------------------------------------------------------------------------------------------

$perNode = ['A' => 0, 'B' => 0, 'A then B' => 0, 'none (nginx)' => 0];
$lbPort = (int) parse_url($cfg['lb'], PHP_URL_PORT);
foreach (file($cfg['access_log'], FILE_IGNORE_NEW_LINES) ?: [] as $line) {
    if (! preg_match('/upstream="([^"]*)"/', $line, $m) || ! preg_match('/^127\.77\./', $line)) {
        continue; // the customers' requests only
    }
    $up = $m[1];
    $a = str_contains($up, ':'.$cfg['fpm_a_port']);
    $b = str_contains($up, ':'.$cfg['fpm_b_port']);
    $perNode[$a && $b ? 'A then B' : ($a ? 'A' : ($b ? 'B' : 'none (nginx)'))]++;
}

// ---------------------------------------------------------------------------------------------------------------
// The table.
// ---------------------------------------------------------------------------------------------------------------

$byKind = [];
foreach ($customerLog as $e) {
    $byKind[$e['kind']]['ms'][] = $e['ms'];
    $byKind[$e['kind']]['status'][$e['status']] = ($byKind[$e['kind']]['status'][$e['status']] ?? 0) + 1;
}
ksort($byKind);
$allStatus = [];
foreach ($customerLog as $e) {
    $allStatus[$e['status']] = ($allStatus[$e['status']] ?? 0) + 1;
}
ksort($allStatus);

$checks = [
    'no order lost' => $o['lost'] === 0,
    'no order duplicated' => $o['duplicated'] === 0,
    'every customer who submitted got an order' => $o['attempted'] === $o['created'],
    'every double submit answered one order twice' => $doubleSame === $doubleKeys,
    'node A was killed half-way' => $killed !== null && $killed['workers'] !== [],
    'node A started again and answers its health check' => $restarted,
    'menu change on A seen on B at once (flush)' => $menu['flush']['seen_on_b_after_s'] !== null && $menu['flush']['seen_on_b_after_s'] < 2,
    "SQL change seen on B within SHOP_CACHE_TTL ({$cfg['cache_ttl']} s)" => $menu['sql']['seen_on_b_after_s'] !== null && $menu['sql']['seen_on_b_after_s'] <= $cfg['cache_ttl'] + 1,
    'stop-listed product refused by B\'s cart check' => $menu['cart_check_on_b']['status'] === 200 && $menu['cart_check_on_b']['orderable_lines'] === 0 && in_array('unavailable', $menu['cart_check_on_b']['problems'], true),
];
foreach ($limits as $l) {
    $checks["limit across nodes: {$l['limit']}"] = $l['ok'];
}

$line = str_repeat('-', 78);
printf("\n%s\nTwo nodes under load (php-fpm pm=static x%d each, nginx balancer, PostgreSQL, Redis), run %s\n%s\n", $line, $cfg['fpm_children'], $runId, $line);
printf("customers %d (concurrency %d, one loopback address each), %.1f s; node A killed after %d customers at %.1f s\n",
    $N, $cfg['concurrency'], $phase1Seconds, $killed['after_customers'] ?? 0, $killed['at_s'] ?? 0);
printf("\norders  attempted %d  created %d  duplicated %d  lost %d  refused %d\n", $o['attempted'], $o['created'], $o['duplicated'], $o['lost'], $o['refused']);
printf("double submits (one Idempotency-Key, two requests at once): %d keys, %d answered the same order twice\n", $doubleKeys, $doubleSame);
if ($o['not_reached']) {
    echo 'customers who did not reach the order: '.json_encode($o['not_reached'])."\n";
}
printf("\ncustomer requests by node (balancer access log): %s\n", implode(', ', array_map(fn ($k, $v) => "$k $v", array_keys($perNode), $perNode)));
printf("answers by status (all customer requests): %s\n", implode(', ', array_map(fn ($k, $v) => "$k: $v", array_keys($allStatus), $allStatus)));
printf("\n%-22s %7s %9s %9s  %s\n", 'request', 'count', 'p50 ms', 'p99 ms', 'statuses');
foreach ($byKind as $kind => $k) {
    printf("%-22s %7d %9.1f %9.1f  %s\n", $kind, count($k['ms']), pct($k['ms'], 50), pct($k['ms'], 99),
        implode(' ', array_map(fn ($s, $n) => "$s:$n", array_keys($k['status']), $k['status'])));
}
$all = array_column($customerLog, 'ms');
printf("%-22s %7d %9.1f %9.1f\n", 'all', count($all), pct($all, 50), pct($all, 99));
echo "\nmenu change\n";
printf("  %s: seen on node B after %s s (promise: at once)\n", $menu['flush']['what'], $menu['flush']['seen_on_b_after_s'] ?? 'never');
printf("  %s: node B served the cached copy first: %s; new price on node B after %s s (promise: SHOP_CACHE_TTL = %d s after caching)\n",
    $menu['sql']['what'], $menu['sql']['stale_copy_served_first'] ? 'yes' : 'no', $menu['sql']['seen_on_b_after_s'] ?? 'never', $cfg['cache_ttl']);
printf("  node B's cart check of the stop-listed product: %d, orderable lines %d, problems: %s\n", $menu['cart_check_on_b']['status'], $menu['cart_check_on_b']['orderable_lines'], implode(',', $menu['cart_check_on_b']['problems']) ?: '-');
echo "\nlimits reached through node A, then tried on node B\n";
foreach ($limits as $l) {
    printf("  %-34s through A: %-22s on B: %d (Retry-After %s)\n", $l['limit'], $l['through_a'], $l['then_on_b'], $l['retry_after'] ?? '-');
}
printf("\n%-26s %-22s %9s %9s %9s\n", 'pages (wrk -c'.$cfg['wrk_connections'].' -d'.$cfg['wrk_duration'].')', 'through', 'req/s', 'p50 ms', 'p99 ms');
foreach ($throughput as $t) {
    printf("%-26s %-22s %9.1f %9.1f %9.1f%s\n", $t['page'], $t['where'], $t['rps'], $t['p50_ms'], $t['p99_ms'], $t['non_2xx'] ? "  ({$t['non_2xx']} non-2xx)" : '');
}
printf("(%d CPU cores for everything: both nodes, nginx, PostgreSQL, Redis, SSR and wrk share them)\n", (int) shell_exec('nproc'));
echo "\n";
foreach ($checks as $label => $ok) {
    printf("[%s] %s\n", $ok ? 'PASS' : 'FAIL', $label);
}
foreach (array_slice($problems, 0, 20) as $p) {
    echo "  - $p\n";
}

file_put_contents($cfg['run'].'/report.json', json_encode([
    'run' => $runId, 'customers' => $N, 'concurrency' => $cfg['concurrency'], 'seconds' => round($phase1Seconds, 1),
    'orders' => $o, 'double_submits' => ['keys' => $doubleKeys, 'same_order_twice' => $doubleSame], 'killed' => $killed,
    'requests_by_node' => $perNode, 'status' => $allStatus,
    'latency' => array_map(fn ($k) => ['count' => count($k['ms']), 'p50_ms' => pct($k['ms'], 50), 'p99_ms' => pct($k['ms'], 99), 'status' => $k['status']], $byKind),
    'menu' => $menu, 'limits' => $limits, 'throughput' => $throughput, 'checks' => $checks, 'problems' => $problems,
], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE));
echo "\nJSON: bench/results/cluster-latest.json\n";

exit(in_array(false, $checks, true) ? 1 : 0);
