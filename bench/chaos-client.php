<?php

/**
 * The chaos run of bench/chaos.sh (see bench/README.md): a steady, bounded order load through the balancer while
 * one fault after another hits the stack, then every phase is reconciled with PostgreSQL, Redis and the fake providers.
 *
 * Each phase: a few seconds of load, the fault (bash RUN/fault.sh ACTION, run without stopping the load), the fault's
 * end, the load until the first fully successful order round that started after it (or RECOVER_MAX), then no new
 * customers until the phase's own have finished, and a wait for the queue to drain. A customer signs in by SMS code
 * (read from the fake TurboSMS's outbox), fills a cart, places an order with an Idempotency-Key (every 4th twice at
 * once with one key; any 5xx or broken connection is sent again with the same key, as a customer presses again) and,
 * for a card order, pays on the fake Viva's hosted page and lands back on the shop.
 *
 * Usage: php bench/chaos-client.php CONFIG.json (written by bench/chaos.sh). Exit status 1 when anything is lost or
 * duplicated, an answer is not a clean error, or the queue does not drain.
 */

declare(strict_types=1);

require __DIR__.'/http-driver.php';

use App\Mail\OrderPlaced;
use App\Shop\Ordering\PaymentType;
use App\Shop\Sms\SendSms;

require __DIR__.'/chaos-messages.php';

$cfg = json_decode((string) file_get_contents($argv[1] ?? ''), true) ?: exit("usage: chaos-client.php CONFIG.json\n");
$runId = substr(bin2hex(random_bytes(4)), 0, 6);
$cfg['phone_base'] = random_int(1000000, 8000000);
$clock0 = microtime(true);
$deadline = $clock0 + $cfg['max_seconds'];

function say(string $line): void
{
    global $clock0;
    fwrite(STDERR, sprintf("[chaos %5.1fs] %s\n", microtime(true) - $clock0, $line));
}

/** A fresh connection each time: PostgreSQL is restarted during the run. */
function db(array $cfg): PDO
{
    return new PDO($cfg['pg']['dsn'], $cfg['pg']['user'], $cfg['pg']['password'], [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
}

function fakeState(array $cfg): array
{
    return json_decode((string) @file_get_contents($cfg['fake'].'/_state'), true) ?: [];
}

/** Jobs waiting, delayed or reserved on the Redis queue, and on the database queue (an order mail Redis could not
 *  take; the scheduler works it every minute). Null while Redis or PostgreSQL does not answer. */
function queueDepth(array $cfg): ?int
{
    try {
        $r = new Redis;
        $r->connect('127.0.0.1', $cfg['redis_port'], 1.0);
        $prefix = $cfg['redis_prefix'];
        $n = (int) $r->lLen($prefix.'queues:default') + (int) $r->zCard($prefix.'queues:default:delayed') + (int) $r->zCard($prefix.'queues:default:reserved');
        $r->close();

        return $n + (int) db($cfg)->query('select count(*) from jobs')->fetchColumn();
    } catch (Throwable) {
        return null;
    }
}

/** The payloads of the jobs still queued (Redis: waiting, delayed, reserved; the database queue). */
function queuedPayloads(array $cfg): array
{
    $payloads = [];
    try {
        $r = new Redis;
        $r->connect('127.0.0.1', $cfg['redis_port'], 1.0);
        $prefix = $cfg['redis_prefix'];
        $payloads = array_merge($r->lRange($prefix.'queues:default', 0, -1) ?: [], $r->zRange($prefix.'queues:default:delayed', 0, -1) ?: [],
            $r->zRange($prefix.'queues:default:reserved', 0, -1) ?: []);
        $r->close();
    } catch (Throwable) {
    }
    try {
        $payloads = array_merge($payloads, db($cfg)->query('select payload from jobs')->fetchAll(PDO::FETCH_COLUMN));
    } catch (Throwable) {
    }

    return array_map('strval', $payloads);
}

/** The failed jobs a node kept on its disk while failed_jobs was out of reach (App\Support\Queue\DurableFailedJobs). */
function keptFailedPayloads(array $cfg): array
{
    $payloads = [];
    foreach ($cfg['nodes'] ?? [] as $node) {
        foreach (glob("$node/storage/app/failed-jobs/*.json") ?: [] as $file) {
            $payloads[] = (string) (json_decode((string) file_get_contents($file), true)['payload'] ?? '');
        }
    }

    return $payloads;
}

/** The SMS (by phone and by message) and order mails (by order id) that the given job payloads carry. */
function jobsIn(iterable $payloads, ChaosMessages $messages): array
{
    $jobs = ['sms' => [], 'mail' => [], 'sms_keys' => []];
    foreach ($payloads as $payload) {
        $command = (string) (json_decode((string) $payload, true)['data']['command'] ?? '');
        if (str_contains($command, 'SendSms') && preg_match('/s:5:"phone";s:\d+:"(\d+)"/', $command, $m)) {
            $jobs['sms'][$m[1]] = true;
            if (preg_match('/s:4:"text";s:\d+:"(.*?)";\}?/s', $command, $t)) {
                $jobs['sms_keys'][$messages->key($m[1], $t[1])] = true;
            }
        } elseif (str_contains($command, 'OrderPlaced') && preg_match('/"id";i:(\d+);/', $command, $m)) {
            $jobs['mail'][(int) $m[1]] = true;
        }
    }

    return $jobs;
}

// ---------------------------------------------------------------------------------------------------------------
// The queue's retry window: a job that met a fault comes back after its backoff (its worker released it) or after
// retry_after (its worker died with it reserved). A job is called lost only when, after this window, it reached
// neither its provider nor failed_jobs and is not on the queue either; one still queued then is "pending" (and the
// queue did not drain). The phases' drain waits and the final settling wait at least this long.
// ---------------------------------------------------------------------------------------------------------------

$firstBackoff = max(array_map(fn (string $class) => (int) ((new ReflectionClass($class))->getDefaultProperties()['backoff'][0] ?? 0), [SendSms::class, OrderPlaced::class]));
$retryWindow = (int) $cfg['retry_after'] + $firstBackoff;
$cfg['drain_max'] = max((int) $cfg['drain_max'], $retryWindow);
$windowLine = "the queue's retry window ({$retryWindow} s: retry_after {$cfg['retry_after']} s + the longest first backoff of the shop's jobs, {$firstBackoff} s)";

// ---------------------------------------------------------------------------------------------------------------
// The shop as seeded.
// ---------------------------------------------------------------------------------------------------------------

$pdo = db($cfg);
$products = $pdo->query('select p.id, p.slug, p.price from products p where p.available and not exists (
        select 1 from modifier_group_product mgp join modifier_groups g on g.id = mgp.modifier_group_id
        where mgp.product_id = p.id and (g.required or g.min > 0)) order by p.id')->fetchAll(PDO::FETCH_ASSOC);
$restaurants = array_map('intval', $pdo->query('select id from restaurants order by id')->fetchAll(PDO::FETCH_COLUMN));
count($products) >= 3 && $restaurants || exit("the seeded shop has no orderable products or kitchens\n");
$pdo = null;

// ---------------------------------------------------------------------------------------------------------------
// Phases.
// ---------------------------------------------------------------------------------------------------------------

$hold = (int) $cfg['hold'];
$outage = (int) $cfg['outage'];
$slow = round($cfg['slow_ms'] / 1000, 1);
$phases = [
    ['key' => 'baseline', 'label' => 'none (baseline)', 'start' => null, 'end' => null, 'hold' => $hold],
    ['key' => 'node', 'label' => "app node A kill -9, back after {$outage} s", 'start' => 'node-kill', 'end' => 'node-start', 'hold' => $outage],
    ['key' => 'redis', 'label' => "Redis restart (down {$outage} s)", 'start' => 'redis-stop', 'end' => 'redis-start', 'hold' => $outage],
    ['key' => 'pg', 'label' => "PostgreSQL restart (down {$outage} s)", 'start' => 'pg-stop', 'end' => 'pg-start', 'hold' => $outage],
    ['key' => 'ssr', 'label' => 'SSR renderer kill -9 (Restart=always)', 'start' => 'ssr-kill', 'end' => null, 'hold' => 0],
    ['key' => 'disk', 'label' => "log disk full (ENOSPC) {$hold} s", 'start' => 'disk-fill', 'end' => 'disk-free', 'hold' => $hold],
    // A full disk matters once something is logged: the payment provider's errors are reported while it is full.
    ['key' => 'disk+pay-500', 'label' => "log disk full + payment 500 {$hold} s", 'start' => 'disk-fill+viva-error', 'end' => 'disk-free+viva-normal', 'hold' => $hold],
    ['key' => 'sms-slow', 'label' => "SMS provider slow ({$slow} s) {$hold} s", 'start' => 'sms slow', 'end' => 'sms normal', 'hold' => $hold],
    ['key' => 'sms-500', 'label' => "SMS provider 500 {$hold} s", 'start' => 'sms error', 'end' => 'sms normal', 'hold' => $hold],
    ['key' => 'pay-slow', 'label' => "payment provider slow ({$slow} s) {$hold} s", 'start' => 'viva slow', 'end' => 'viva normal', 'hold' => $hold],
    ['key' => 'pay-500', 'label' => "payment provider 500 {$hold} s", 'start' => 'viva error', 'end' => 'viva normal', 'hold' => $hold],
];
// The phases where a job may run twice: a worker that loses Redis or its node mid-job leaves its job reserved, and the
// job runs again after retry_after (the queue is at least once). Anywhere else a message sent twice fails the run.
$atLeastOnce = ['node', 'redis'];
if ($cfg['only'] !== '') {
    $only = explode(',', $cfg['only']);
    $phases = array_values(array_filter($phases, fn ($p) => in_array($p['key'], $only, true)));
}

// ---------------------------------------------------------------------------------------------------------------
// A customer.
// ---------------------------------------------------------------------------------------------------------------

/** @var array<int, array<string, mixed>> $customers */
$customers = [];
/** @var list<array{phase: int, kind: string, method: string, status: int, ms: float, at: float, clean: bool, note: string}> $answers */
$answers = [];

/** Send again after a broken connection or a 5xx (the customer presses again), same body and key; at most $tries. */
function persist(array $spec, array &$c, int $tries = 6): Generator
{
    $pauses = [0.5, 1, 2, 3, 4, 5];
    for ($i = 1; ; $i++) {
        $r = yield $spec;
        if ($r->status !== 0 && $r->status < 500) {
            return $r;
        }
        $c['errors']++;
        if ($i >= $tries) {
            return $r;
        }
        yield ['sleep' => $pauses[min($i - 1, count($pauses) - 1)]];
    }
}

function customer(int $i, int $phase, array $cfg, string $runId, array $products, array $restaurants, array &$customers): Generator
{
    $lb = $cfg['lb'];
    $phone = '38067'.sprintf('%07d', $cfg['phone_base'] + $i);
    $key = "ch-$runId-".sprintf('%05d', $i);
    $card = $i % 2 === 1;
    $double = $i % 4 === 0;
    $customers[$i] = ['phase' => $phase, 'phone' => $phone, 'key' => $key, 'card' => $card, 'double' => $double, 'stage' => 'home',
        'started' => microtime(true), 'ended' => null, 'errors' => 0, 'sms_at' => null, 'items' => 0, 'answers' => [], 'numbers' => [],
        'order_code' => null, 'paid' => false, 'landed' => false, 'ok' => false, 'ssr' => null];
    $c = &$customers[$i];
    $spec = fn (string $kind, string $method, string $url, ?array $body = null, array $headers = []) => req($kind, $method, $url, $body, $headers) + ['phase' => $phase];

    try {
        $r = yield from persist($spec('page:home', 'GET', "$lb/"), $c);
        if ($r->status !== 200) {
            return $c['stage'] = "home $r->status";
        }
        // Guest pages carry no XSRF cookie (they are cached for everyone): the browser asks for one before its first write.
        $r = yield from persist($spec('json:csrf-cookie', 'GET', "$lb/sanctum/csrf-cookie"), $c);
        if ($r->status !== 204 && $r->status !== 200) {
            return $c['stage'] = "csrf-cookie $r->status";
        }
        $c['stage'] = 'phone';
        $since = microtime(true);
        $r = yield from persist($spec('json:auth.phone', 'POST', "$lb/auth/phone", ['phone' => $phone]), $c);
        if ($r->status !== 200) {
            return $c['stage'] = "auth.phone $r->status";
        }
        $c['sms_at'] = $since;
        $code = yield ['code' => $phone, 'since' => $since, 'wait' => $cfg['code_wait']];
        if ($code === null) {
            return $c['stage'] = "no SMS code in {$cfg['code_wait']} s";
        }
        $r = yield from persist($spec('json:auth.code', 'POST', "$lb/auth/code", ['phone' => $phone, 'code' => $code]), $c);
        if ($r->status !== 200) {
            return $c['stage'] = "auth.code $r->status";
        }

        $picked = array_map(fn ($k) => $products[$k], (array) array_rand($products, random_int(1, 3)));
        $r = yield from persist($spec('page:product', 'GET', "$lb/product/{$picked[0]['slug']}"), $c);
        if ($r->status !== 200) {
            return $c['stage'] = "product page $r->status";
        }
        $c['ssr'] = str_contains($r->body, 'data-server-rendered');
        $items = array_map(fn ($p) => ['id' => (int) $p['id'], 'quantity' => random_int(1, 3), 'currentPrice' => (int) $p['price'], 'modifiers' => []], $picked);
        $c['items'] = count($items);
        $r = yield from persist($spec('json:cart.check', 'POST', "$lb/cart/check", ['items' => $items]), $c);
        if ($r->status !== 200) {
            return $c['stage'] = "cart.check $r->status";
        }

        $slot = null;
        foreach ((array) array_rand(array_flip($restaurants), count($restaurants)) as $kitchen) {
            $r = yield from persist($spec('json:checkout.slots', 'GET', "$lb/checkout/slots?order_type=pickup&restaurant_id=$kitchen"), $c);
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
            return $c['stage'] = 'no free pickup slot';
        }
        $form = ['items' => $items, 'order_type' => 'pickup', 'restaurant_id' => $kitchen, 'slot' => $slot, 'name' => "Chaos $i",
            'phone' => '+'.$phone, 'persons' => random_int(1, 4), 'payment_type' => ($card ? PaymentType::CardOnline : PaymentType::Cash)->value];
        $r = yield from persist($spec('json:checkout.quote', 'POST', "$lb/checkout/quote", $form), $c);
        if ($r->status !== 200 || ! isset($r->json()['data']['total'])) {
            return $c['stage'] = "checkout.quote $r->status";
        }
        $form['expected_total'] = $r->json()['data']['total'];

        $c['stage'] = 'placed';
        $place = $spec('json:checkout.place', 'POST', "$lb/checkout", $form, ["Idempotency-Key: $key"]);
        $results = [];
        if ($double) {
            // Two submits at once (a double click), each pressed again on an error.
            $first = yield [$place, $place];
            foreach ($first as $r) {
                if ($r->status === 0 || $r->status >= 500) {
                    $c['errors']++;
                    yield ['sleep' => 0.5];
                    $r = yield from persist($place, $c, 5);
                }
                $results[] = $r;
            }
        } else {
            $results[] = yield from persist($place, $c);
        }
        $next = null;
        foreach ($results as $r) {
            $number = $r->json()['data']['order']['number'] ?? null;
            $c['answers'][] = ['status' => $r->status, 'number' => $number,
                'body' => $r->status >= 300 ? mb_substr($r->json() !== null ? json_encode($r->json(), JSON_UNESCAPED_UNICODE) : $r->body, 0, 200) : null];
            if ($r->status >= 200 && $r->status < 300 && $number) {
                $c['numbers'][] = $number;
                $url = (string) ($r->json()['data']['redirect_url'] ?? '');
                if (str_starts_with($url, $cfg['fake'])) {
                    $next ??= $url;
                }
            }
        }
        if (! $c['numbers']) {
            return $c['stage'] = 'refused';
        }
        if (! $card) {
            $c['ok'] = true;

            return $c['stage'] = 'done';
        }

        // A card order: its payment page, or "pay again" when the provider could not open one at placing time.
        for ($try = 0; $next === null && $try < 3; $try++) {
            yield ['sleep' => 2.0];
            $r = yield from persist($spec('json:checkout.pay-again', 'POST', "$lb/checkout/pay-again", []), $c, 2);
            $url = (string) ($r->json()['data']['redirect_url'] ?? '');
            if ($r->status === 200 && str_starts_with($url, $cfg['fake'])) {
                $next = $url;
            } else {
                $c['errors']++;
            }
        }
        if ($next === null) {
            return $c['stage'] = 'unpaid (no payment page)';
        }
        parse_str((string) parse_url($next, PHP_URL_QUERY), $q);
        $c['order_code'] = (string) ($q['ref'] ?? '');
        $r = yield from persist($spec('pay:hosted page', 'GET', $next), $c, 4);
        $landing = $r->header('location');
        if ($r->status !== 302 || ! $landing) {
            return $c['stage'] = "unpaid (hosted page $r->status)";
        }
        $c['paid'] = true;
        $r = yield from persist($spec('page:payment landing', 'GET', $landing), $c, 4);
        $c['landed'] = $r->status === 302 && str_contains((string) $r->header('location'), 'payment-success') && isset($r->headers['set-cookie']);
        if (! $c['landed']) {
            $c['errors']++;

            return $c['stage'] = "paid, landing $r->status (the webhook tells the shop)";
        }
        $c['ok'] = true;

        return $c['stage'] = 'done';
    } finally {
        $c['ended'] = microtime(true);
    }
}

// ---------------------------------------------------------------------------------------------------------------
// The run: phases, each with its fault, driven from the Driver's tick.
// ---------------------------------------------------------------------------------------------------------------

/** A fully successful order round of phase $p that started after its fault ended: no error on the way, the order
 *  placed (and paid, for a card), and after the renderer's fault, the product page server-rendered again. */
function recovered(array $c, int $p, array $phase, array $t): bool
{
    return $c['phase'] === $p && $c['ok'] && $c['errors'] === 0 && $c['started'] >= $t['fault_end']
        && ($phase['key'] !== 'ssr' || $c['ssr'] === true);
}

/** Start a fault action without waiting for it. */
function action(array $cfg, string $what): array
{
    $p = proc_open(['bash', $cfg['fault_script'], ...explode(' ', $what)], [0 => ['file', '/dev/null', 'r'], 1 => ['file', $cfg['run'].'/faults.log', 'a'], 2 => ['file', $cfg['run'].'/faults.log', 'a']], $pipes);

    return ['proc' => $p, 'what' => $what, 'at' => microtime(true)];
}

function actionDone(?array &$a): bool
{
    if ($a === null) {
        return true;
    }
    $s = proc_get_status($a['proc']);
    if ($s['running']) {
        return false;
    }
    proc_close($a['proc']);
    say("  {$a['what']}: exit {$s['exitcode']} after ".round(microtime(true) - $a['at'], 2).' s');
    $a = null;

    return true;
}

$driver = new Driver($cfg['outbox']);
$driver->observer = function (array $spec, Response $r) use (&$answers) {
    $json = str_starts_with($spec['kind'], 'json:');
    $clean = true;
    $note = '';
    if ($r->status === 0) {
        [$clean, $note] = [false, 'no answer: '.$r->error];
    } elseif ($r->status >= 500) {
        $nginx = str_contains($r->body, '<center>nginx</center>');
        if (str_starts_with($spec['kind'], 'pay:')) {
            $note = 'the provider\'s own page';
        } elseif ($nginx) {
            // nginx never re-sends a POST that reached a node; a GET must have been tried on the other node.
            [$clean, $note] = [$spec['method'] === 'POST' && in_array($r->status, [502, 504], true), "nginx $r->status"];
        } elseif ($json) {
            $message = $r->json()['message'] ?? null;
            [$clean, $note] = [is_string($message) && $message !== '', 'json: '.mb_substr($r->body, 0, 120)];
        } else {
            $clean = str_contains($r->body, 'data-page') && str_contains($r->body, '&quot;component&quot;:&quot;error&quot;') || str_contains($r->body, '"component":"error"');
            $note = $clean ? 'error page' : 'page: '.mb_substr(trim(strip_tags($r->body)), 0, 120);
        }
    }
    $answers[] = ['phase' => $spec['phase'], 'kind' => $spec['kind'], 'method' => $spec['method'], 'status' => $r->status, 'ms' => $r->ms,
        'at' => microtime(true), 'clean' => $clean, 'note' => $note];
};

$state = ['phase' => 0, 'step' => 'lead', 'since' => microtime(true), 'action' => null, 'flows' => [], 'next' => 0];
$timeline = []; // per phase: fault_start, fault_end, end, drained_after
say('phases: '.implode(', ', array_column($phases, 'key'))." (concurrency {$cfg['concurrency']}); $windowLine");

$driver->run(function (Driver $d, bool $askMore = false) use (&$state, &$timeline, &$customers, $phases, $cfg, $runId, $products, $restaurants, $deadline) {
    foreach ($state['flows'] as $i => $gen) {
        if (! $gen->valid()) {
            unset($state['flows'][$i]);
        }
    }
    if ($askMore) {
        return $state['phase'] < count($phases) || $state['flows'] !== [];
    }
    if ($state['phase'] >= count($phases)) {
        return true;
    }
    $p = $state['phase'];
    $phase = $phases[$p];
    $now = microtime(true);
    $t = &$timeline[$p];
    $t ??= ['start' => $now, 'fault_start' => null, 'fault_end' => null, 'end' => null, 'drained_after' => null];
    $late = $now > $deadline;

    switch ($state['step']) {
        case 'lead':
            if ($now - $state['since'] >= $cfg['lead']) {
                $t['fault_start'] = $now;
                if ($phase['start'] !== null) {
                    say("phase {$phase['key']}: {$phase['start']}");
                    $state['action'] = action($cfg, $phase['start']);
                }
                [$state['step'], $state['since']] = ['fault', $now];
            }
            break;
        case 'fault':
            if (actionDone($state['action']) && $now - $state['since'] >= $phase['hold']) {
                if ($phase['end'] !== null) {
                    say("phase {$phase['key']}: {$phase['end']}");
                    $state['action'] = action($cfg, $phase['end']);
                }
                [$state['step'], $state['since']] = ['ending', $now];
            }
            break;
        case 'ending':
            if (actionDone($state['action'])) {
                $t['fault_end'] = $phase['end'] !== null ? $now : $t['fault_start'];
                [$state['step'], $state['since']] = ['recover', $now];
            }
            break;
        case 'recover':
            $recovered = false;
            foreach ($customers as $c) {
                if (recovered($c, $p, $phase, $t)) {
                    $recovered = true;
                    break;
                }
            }
            if ($recovered || $now - $state['since'] >= $cfg['recover_max'] || $late) {
                say("phase {$phase['key']}: ".($recovered ? 'recovered' : 'NOT recovered').', the phase\'s customers finish');
                [$state['step'], $state['since']] = ['finish', $now];
            }
            break;
        case 'finish':
            if ($state['flows'] === [] || $now - $state['since'] >= $cfg['finish_max']) {
                [$state['step'], $state['since']] = ['drain', $now];
            }
            break;
        case 'drain':
            $depth = queueDepth($cfg);
            if ($depth === 0 || $now - $state['since'] >= $cfg['drain_max'] || $late) {
                $t['drained_after'] = $depth === 0 ? round($now - $state['since'], 1) : null;
                $t['end'] = $now;
                say("phase {$phase['key']}: done, queue ".($depth === 0 ? "drained after {$t['drained_after']} s" : "NOT drained ($depth)"));
                $state['phase']++;
                [$state['step'], $state['since']] = ['lead', $now];

                return true;
            }
            usleep(200000);
            break;
    }

    if ($state['flows'] === []) {
        usleep(20000);
    }
    // The load: CONCURRENCY customers at a time while the phase takes new ones.
    if (in_array($state['step'], ['lead', 'fault', 'ending', 'recover'], true) && ! $late) {
        // After the fault, one customer more when every place is taken by customers who started during it (waiting
        // for a late SMS code, say): the first round after the fault does not wait for a free place.
        $fresh = $state['step'] === 'recover' && $t['fault_end'] !== null
            && ! array_filter(array_keys($state['flows']), fn ($i) => $customers[$i]['started'] >= $t['fault_end']);
        $room = $cfg['concurrency'] + ($fresh ? 1 : 0);
        while (count($state['flows']) < $room && $state['next'] < $cfg['max_customers']) {
            $i = $state['next']++;
            $gen = customer($i, $p, $cfg, $runId, $products, $restaurants, $customers);
            $state['flows'][$i] = $gen;
            $d->start($gen, new Client(sprintf('127.78.%d.%d', intdiv($i, 250), $i % 250 + 1)));
        }
    }

    return true;
});

// Whatever the providers still owe the shop (webhooks being retried) and the queue, within a bound.
$settleStart = microtime(true);
do {
    $fake = fakeState($cfg);
    $depth = queueDepth($cfg);
    if (($fake['webhooks']['pending'] ?? 1) === 0 && $depth === 0) {
        break;
    }
    usleep(500000);
} while (microtime(true) - $settleStart < $cfg['drain_max']);
$finalDepth = queueDepth($cfg);
say('settled after '.round(microtime(true) - $settleStart, 1).' s: queue '.var_export($finalDepth, true).', webhooks pending '.($fake['webhooks']['pending'] ?? '?'));

// ---------------------------------------------------------------------------------------------------------------
// Reconciliation: what the customers were told, what the providers saw, what PostgreSQL holds.
// ---------------------------------------------------------------------------------------------------------------

$pdo = db($cfg);
$orders = [];
foreach ($pdo->query("select o.id, o.idempotency_key, o.number, o.customer_id, o.payment_type, o.payment_status, o.total,
        (select count(*) from order_lines l where l.order_id = o.id) as lines,
        (select count(*) from order_status_history h where h.order_id = o.id) as status_rows,
        (select count(*) from payment_status_history h where h.order_id = o.id) as payment_rows
    from orders o where o.idempotency_key like 'ch-$runId-%'") as $row) {
    $orders[$row['idempotency_key']][] = $row;
}
$perPhone = $pdo->query("select c.phone, count(o.id) from customers c join orders o on o.customer_id = c.id
    where o.idempotency_key like 'ch-$runId-%' group by c.phone having count(o.id) > 1")->fetchAll(PDO::FETCH_KEY_PAIR);
$payments = [];
foreach ($pdo->query("select p.order_code, p.status, p.transaction_id, p.order_id, o.idempotency_key from payments p join orders o on o.id = p.order_id
    where o.idempotency_key like 'ch-$runId-%'") as $row) {
    $payments[$row['order_code']] = $row;
}
$paidPerOrder = $pdo->query("select p.order_id, count(*) from payments p join orders o on o.id = p.order_id
    where o.idempotency_key like 'ch-$runId-%' and p.status = 'paid' group by p.order_id having count(*) > 1")->fetchAll(PDO::FETCH_KEY_PAIR);
$messages = ChaosMessages::fromLang($cfg['lang']);
// Failed: in failed_jobs, or kept on a node's disk while failed_jobs was out of reach. Pending: still on the queue
// after the retry window (not lost, but the queue did not drain).
$keptFailed = keptFailedPayloads($cfg);
$failed = jobsIn(array_merge($pdo->query('select payload from failed_jobs')->fetchAll(PDO::FETCH_COLUMN), $keptFailed), $messages);
$pending = jobsIn(queuedPayloads($cfg), $messages);
// Every change of this run's orders that texts the customer (App\Shop\Ordering\StatusSms), with the order's phase.
$changes = [];
foreach ($pdo->query("select o.number, o.phone, o.idempotency_key, o.cancellation_reason, h.\"to\", 0 as payment from order_status_history h join orders o on o.id = h.order_id
        where o.idempotency_key like 'ch-$runId-%' and h.\"from\" is not null
    union all select o.number, o.phone, o.idempotency_key, o.cancellation_reason, h.\"to\", 1 from payment_status_history h join orders o on o.id = h.order_id
        where o.idempotency_key like 'ch-$runId-%' and h.\"from\" is not null") as $row) {
    $changes[] = ['number' => (string) $row['number'], 'phone' => preg_replace('/\D/', '', (string) $row['phone']), 'to' => (string) $row['to'],
        'payment' => (bool) $row['payment'], 'cancellation_reason' => $row['cancellation_reason'], 'key' => $row['idempotency_key']];
}
$pdo = null;
$fake = fakeState($cfg);
$smsTimes = $messages->times($fake['sms'] ?? []);
$smsTwice = $messages->twice($fake['sms'] ?? []);
$mailTwice = ChaosMessages::mailsTwice($fake['mails'] ?? []);
$changeKey = [];
foreach ($changes as $c) {
    $changeKey[$c['number']] = $c['key'];
}
$expectedStatus = ChaosMessages::expectedStatusSms($changes, $cfg['status_sms_kinds']);
$smsTo = []; // the sign-in codes each phone received, by time
foreach ($fake['sms'] ?? [] as $m) {
    if ($messages->identify((string) $m['text'])['kind'] === 'code') {
        $smsTo[$m['phone']][] = strtotime($m['sent_at']);
    }
}
$mailed = [];
foreach ($fake['mails'] ?? [] as $m) {
    foreach ($m['numbers'] as $n) {
        $mailed[$n] = ($mailed[$n] ?? 0) + 1;
    }
}
$paidAtProvider = [];
foreach ($fake['payment_orders'] ?? [] as $po) {
    if ((int) $po['state'] === 3) {
        $paidAtProvider[(string) $po['orderCode']] = $po;
    }
}
$keyPhase = array_column($customers, 'phase', 'key');
$numberPhase = [];
foreach ($orders as $key => $rows) {
    foreach ($rows as $row) {
        $numberPhase[$row['number']] = $keyPhase[$key] ?? null;
    }
}

$rows = [];
foreach ($phases as $p => $phase) {
    $rows[$p] = ['requests' => 0, 'status' => [], 'worst' => 0.0, 'unclean' => 0, 'customers' => 0, 'attempted' => 0, 'created' => 0,
        'refused' => 0, 'lost' => 0, 'dup' => 0, 'paid' => 0, 'pay_lost' => 0, 'pay_dup' => 0, 'jobs' => 0, 'jobs_lost' => 0,
        'jobs_failed' => 0, 'jobs_pending' => 0, 'jobs_twice' => 0, 'twice' => [], 'status_sms' => 0, 'status_sent' => 0, 'status_failed' => 0, 'status_pending' => 0, 'status_lost' => 0,
        'no_ssr' => 0, 'recover' => null, 'stages' => []];
}
$problems = [];
foreach ($answers as $a) {
    $r = &$rows[$a['phase']];
    $r['requests']++;
    $r['status'][$a['status']] = ($r['status'][$a['status']] ?? 0) + 1;
    $r['worst'] = max($r['worst'], $a['ms']);
    if (! $a['clean']) {
        $r['unclean']++;
        $problems[] = "{$phases[$a['phase']]['key']}: not a clean answer: {$a['method']} {$a['kind']} {$a['status']} ({$a['note']})";
    }
    unset($r);
}
foreach ($customers as $i => $c) {
    $r = &$rows[$c['phase']];
    $k = $phases[$c['phase']]['key'];
    $r['customers']++;
    if ($c['stage'] !== 'done') {
        $r['stages'][$c['stage']] = ($r['stages'][$c['stage']] ?? 0) + 1;
    }
    if ($c['ssr'] === false) {
        $r['no_ssr']++;
    }
    // Jobs done twice: the same message (kind, code or order) to this customer's phone more than once.
    foreach ($smsTwice[$c['phone']] ?? [] as $t) {
        $r['jobs_twice']++;
        $r['twice'][] = "SMS {$t['kind']} {$t['ref']} to {$c['phone']} ×{$t['times']}";
    }
    // The SMS job of each code asked for: sent (the provider has a message to the phone after the request) or failed.
    if ($c['sms_at'] !== null) {
        $r['jobs']++;
        $sent = array_filter($smsTo[$c['phone']] ?? [], fn ($t) => $t >= floor($c['sms_at']) - 1);
        if (! $sent) {
            if (isset($failed['sms'][$c['phone']])) {
                $r['jobs_failed']++;
            } elseif (isset($pending['sms'][$c['phone']])) {
                $r['jobs_pending']++;
                $problems[] = "$k: customer $i: the SMS job of {$c['phone']} is still queued after the retry window";
            } else {
                $r['jobs_lost']++;
                $problems[] = "$k: customer $i: the SMS job of {$c['phone']} was neither sent nor failed";
            }
        }
    }
    if ($c['stage'] === 'home' || ! in_array($c['stage'], ['placed', 'refused', 'done'], true) && ! str_starts_with($c['stage'], 'unpaid') && ! str_starts_with($c['stage'], 'paid')) {
        if (isset($orders[$c['key']])) {
            $r['lost']++;
            $problems[] = "$k: customer $i: an order row without an order submit ({$c['stage']})";
        }
        unset($r);

        continue;
    }
    $r['attempted']++;
    $numbers = array_values(array_unique($c['numbers']));
    $dbRows = $orders[$c['key']] ?? [];
    if (count($dbRows) > 1 || count($numbers) > 1 || isset($perPhone[$c['phone']])) {
        $r['dup']++;
        $problems[] = "$k: customer $i: duplicated (rows ".count($dbRows).', numbers answered '.implode(',', $numbers).')';
    } elseif ($numbers && ! $dbRows) {
        $r['lost']++;
        $problems[] = "$k: customer $i: answered {$numbers[0]} but no order row";
    } elseif (! $numbers && $dbRows) {
        $r['lost']++;
        $problems[] = "$k: customer $i: order row {$dbRows[0]['number']} but no success answer (".implode(',', array_column($c['answers'], 'status')).')';
    } elseif ($numbers && $dbRows[0]['number'] !== $numbers[0]) {
        $r['lost']++;
        $problems[] = "$k: customer $i: answered {$numbers[0]}, the row is {$dbRows[0]['number']}";
    } elseif ($numbers) {
        $row = $dbRows[0];
        if ((int) $row['lines'] !== $c['items'] || (int) $row['status_rows'] < 1 || (int) $row['payment_rows'] < 1) {
            $r['lost']++;
            $problems[] = "$k: customer $i: order {$row['number']} half-written (lines {$row['lines']} of {$c['items']}, histories {$row['status_rows']}/{$row['payment_rows']})";
        } else {
            $r['created']++;
        }
        // The shop's mail of the order: sent (the SMTP server has it) or failed.
        $r['jobs']++;
        if (isset($mailTwice[$row['number']])) {
            $r['jobs_twice']++;
            $r['twice'][] = "mail of {$row['number']} ×".($mailTwice[$row['number']] + 1);
        }
        if (! isset($mailed[$row['number']])) {
            if (isset($failed['mail'][(int) $row['id']])) {
                $r['jobs_failed']++;
            } elseif (isset($pending['mail'][(int) $row['id']])) {
                $r['jobs_pending']++;
                $problems[] = "$k: customer $i: the mail of order {$row['number']} is still queued after the retry window";
            } else {
                $r['jobs_lost']++;
                $problems[] = "$k: customer $i: the mail of order {$row['number']} was neither sent nor failed";
            }
        }
    } else {
        $r['refused']++;
        $problems[] = "$k: customer $i: no order (answers ".implode(',', array_column($c['answers'], 'status')).': '.implode(' | ', array_filter(array_column($c['answers'], 'body'))).')';
    }
    if ($c['double'] && $numbers && count(array_filter($c['answers'], fn ($a) => $a['status'] >= 200 && $a['status'] < 300)) !== 2) {
        $problems[] = "$k: customer $i: a double submit was not answered the same order twice (".implode(',', array_column($c['answers'], 'status')).')';
    }
    unset($r);
}
// Payments: every payment order the provider took money for is paid in the shop, once per order.
foreach ($paidAtProvider as $code => $po) {
    $pay = $payments[$code] ?? null;
    $p = $pay !== null ? ($keyPhase[$pay['idempotency_key']] ?? null) : ($numberPhase[$po['merchantTrns']] ?? null);
    if ($p === null) {
        continue; // not this run's
    }
    $rows[$p]['paid']++;
    $order = $pay !== null ? ($orders[$pay['idempotency_key']][0] ?? null) : null;
    if ($pay === null || $pay['status'] !== 'paid' || $pay['transaction_id'] !== $po['transactionId'] || ($order['payment_status'] ?? null) !== 'paid') {
        $rows[$p]['pay_lost']++;
        $problems[] = "{$phases[$p]['key']}: payment order $code paid at the provider, in the shop: ".($pay === null ? 'no payment row' : "payment {$pay['status']}, order ".($order['payment_status'] ?? '?'));
    }
}
foreach ($paidPerOrder as $orderId => $n) {
    foreach ($orders as $key => $list) {
        if ((int) $list[0]['id'] === (int) $orderId) {
            $rows[$keyPhase[$key]]['pay_dup']++;
            $problems[] = "{$phases[$keyPhase[$key]]['key']}: order {$list[0]['number']} has $n paid payments";
        }
    }
}
// Status SMS: every change that texts the customer reached the provider (or its job failed), once.
foreach ($expectedStatus as $key => $number) {
    $p = $keyPhase[$changeKey[$number] ?? ''] ?? null;
    if ($p === null) {
        continue;
    }
    $rows[$p]['status_sms']++;
    if (($smsTimes[$key] ?? 0) > 0) {
        $rows[$p]['status_sent']++;
    } elseif (isset($failed['sms_keys'][$key])) {
        $rows[$p]['status_failed']++;
    } elseif (isset($pending['sms_keys'][$key])) {
        $rows[$p]['status_pending']++;
        $problems[] = "{$phases[$p]['key']}: the status SMS ".explode('|', $key)[1]." of order $number is still queued after the retry window";
    } else {
        $rows[$p]['status_lost']++;
        $problems[] = "{$phases[$p]['key']}: the status SMS ".explode('|', $key)[1]." of order $number was neither sent nor failed";
    }
}
foreach ($phases as $p => $phase) {
    $t = $timeline[$p] ?? null;
    if ($phase['key'] === 'baseline' || $t === null || $t['fault_end'] === null) {
        continue;
    }
    $first = null;
    foreach ($customers as $c) {
        if (recovered($c, $p, $phase, $t)) {
            $first = min($first ?? PHP_FLOAT_MAX, $c['ended'] - $t['fault_end']);
        }
    }
    $rows[$p]['recover'] = $first === null ? null : round($first, 1);
}

// ---------------------------------------------------------------------------------------------------------------
// The table.
// ---------------------------------------------------------------------------------------------------------------

$checks = [];
$line = str_repeat('-', 150);
printf("\n%s\nChaos run %s: two php-fpm nodes (pm=static x%d) behind nginx, PostgreSQL, Redis (AOF), SSR, a queue worker per node, fake TurboSMS/Viva/SMTP\n%s\n",
    $line, $runId, $cfg['fpm_children'], $line);
printf("%-40s %5s %-34s %8s %7s %9s %9s %9s %9s %10s %6s %7s %8s\n", 'fault', 'reqs', 'answers by status', 'worst ms', 'orders', 'lost/dup', 'paid', 'pay lost', 'jobs lost', 'status sms', 'twice', 'drain s', 'recover s');
foreach ($phases as $p => $phase) {
    $r = $rows[$p];
    ksort($r['status']);
    $status = implode(' ', array_map(fn ($s, $n) => "$s:$n", array_keys($r['status']), $r['status']));
    $t = $timeline[$p] ?? ['drained_after' => null];
    printf("%-40s %5d %-34s %8.0f %7d %9s %9d %9s %9s %10s %6d %7s %8s\n", $phase['label'], $r['requests'], $status, $r['worst'], $r['created'],
        "{$r['lost']}/{$r['dup']}", $r['paid'], $r['pay_lost'].($r['pay_dup'] ? "/{$r['pay_dup']}dup" : ''), "{$r['jobs_lost']}/{$r['jobs']}",
        "{$r['status_sent']}/{$r['status_sms']}".($r['status_failed'] ? "+{$r['status_failed']}f" : ''), $r['jobs_twice'],
        $t['drained_after'] ?? 'NO', $phase['key'] === 'baseline' ? '-' : ($r['recover'] ?? 'NO'));
    $checks["{$phase['key']}: nothing lost or duplicated"] = $r['lost'] + $r['dup'] + $r['pay_lost'] + $r['pay_dup'] + $r['jobs_lost'] === 0;
    $checks["{$phase['key']}: every error a clean 4xx/5xx with a message"] = $r['unclean'] === 0;
    $checks["{$phase['key']}: every status SMS sent or its job failed"] = $r['status_lost'] === 0;
    if (! in_array($phase['key'], $atLeastOnce, true)) {
        $checks["{$phase['key']}: no message sent twice (at least once is expected only when a worker loses Redis or its node)"] = $r['jobs_twice'] === 0;
        foreach ($r['twice'] as $what) {
            $problems[] = "{$phase['key']}: sent twice: $what";
        }
    }
    $checks["{$phase['key']}: the queue drained"] = $t['drained_after'] !== null;
    if ($phase['key'] !== 'baseline') {
        $checks["{$phase['key']}: a fully successful order round after the fault"] = $r['recover'] !== null;
    }
}
printf("%s\n", $line);
echo "jobs reconciled once $windowLine had passed (the queue drained or the wait ran out)\n";
echo "orders: answered with a number and found whole in PostgreSQL (lines, histories); lost/dup: a number without its row or a row\n";
echo "without a number, half-written, two rows or numbers for one key or customer; paid: payment orders paid at the fake Viva;\n";
echo "pay lost: paid there but not in the shop (after its webhook retries); jobs lost: SMS codes asked for and order mails that\n";
echo "reached neither the fake provider nor failed_jobs (nor a node's kept failed jobs) and are not queued either, once $windowLine\n";
echo "has passed (of all jobs); status sms: the order status SMS that reached the fake TurboSMS\n";
echo "of those the orders' histories ask for (+f: their job failed); twice: messages (same kind, same code or order) or mails (same\n";
echo "order) that reached the provider more than once; drain s: the queue empty after the phase's customers; recover s:\n";
echo "from the fault's end to the end of the first order round (sign-in to paid) started after it without a single error\n";
echo "(after the renderer's kill: with its product page server-rendered again).\n";
echo "\nper phase: customers, jobs that ended in failed_jobs (or kept on a node's disk), jobs still queued after the retry window, jobs done twice (the same SMS or mail again: expected only in "
    .implode(' and ', $atLeastOnce).", where a worker loses its job mid-way), product pages without SSR markup, customers who stopped early\n";
foreach ($phases as $p => $phase) {
    $r = $rows[$p];
    arsort($r['stages']);
    printf("  %-12s customers %3d, failed jobs %d, still queued %d, done twice %d%s, status SMS %d/%d, pages without SSR %d%s\n", $phase['key'], $r['customers'], $r['jobs_failed'], $r['jobs_pending'] + $r['status_pending'], $r['jobs_twice'],
        $r['twice'] ? ' ('.implode('; ', $r['twice']).')' : '', $r['status_sent'], $r['status_sms'], $r['no_ssr'],
        $r['stages'] ? ', stopped: '.implode(', ', array_map(fn ($s, $n) => "$s ×$n", array_keys($r['stages']), $r['stages'])) : '');
}
$checks['the queue is empty at the end'] = $finalDepth === 0;
$checks['every webhook was answered'] = ($fake['webhooks']['pending'] ?? 1) === 0 && ($fake['webhooks']['gave_up'] ?? 1) === 0;
printf("\nprovider calls: SMS %s; Viva %s; webhooks %s; mails %d\n", json_encode($fake['sms_calls'] ?? []), json_encode($fake['viva_calls'] ?? []),
    json_encode($fake['webhooks'] ?? []), count($fake['mails'] ?? []));
printf("load average: %s (%d cores shared by everything, and with other work on this machine)\n\n", implode(' ', array_map(fn ($v) => sprintf('%.2f', $v), sys_getloadavg() ?: [])), (int) shell_exec('nproc'));
foreach ($checks as $label => $ok) {
    if (! $ok) {
        printf("[FAIL] %s\n", $label);
    }
}
printf("[%s] %d checks\n", in_array(false, $checks, true) ? 'FAIL' : 'PASS', count($checks));
foreach (array_slice(array_values(array_unique($problems)), 0, 40) as $problem) {
    echo "  - $problem\n";
}

file_put_contents($cfg['run'].'/report.json', json_encode([
    'run' => $runId, 'retry_window' => ['seconds' => $retryWindow, 'retry_after' => (int) $cfg['retry_after'], 'first_backoff' => $firstBackoff], 'phases' => array_map(fn ($p, $i) => $p + ['row' => $rows[$i], 'timeline' => $timeline[$i] ?? null], $phases, array_keys($phases)),
    'checks' => $checks, 'problems' => $problems, 'fake' => ['sms_calls' => $fake['sms_calls'] ?? null, 'viva_calls' => $fake['viva_calls'] ?? null, 'webhooks' => $fake['webhooks'] ?? null],
    'load' => sys_getloadavg(),
], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE));
echo "\nJSON: bench/results/chaos-latest.json\n";

exit(in_array(false, $checks, true) ? 1 : 0);
