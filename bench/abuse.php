<?php

/**
 * The attacks of bench/abuse.sh, fired at the production-like stack that bench/run.sh started (BENCH_URL, its
 * SQLite database at BENCH_DB). Each attack is a bounded loop of requests from its own loopback address
 * (127.0.0.N, so the per-client rate limits of one attack do not spill into the next), one request at a time.
 * Prints a table (attack, requests sent, answers by status, worst latency, what was lost, verdict) and exits 1
 * when an attack got a 5xx, took ABUSE_LATENCY_MS or longer, lost anything, or did not get the promised answer.
 */

use App\Shop\Ordering\PaymentType;

// The app's classes for the wire's values; the app itself is not booted.
require __DIR__.'/../vendor/autoload.php';

$base = rtrim((string) getenv('BENCH_URL'), '/');
$dbPath = (string) getenv('BENCH_DB');
$limitMs = (float) (getenv('ABUSE_LATENCY_MS') ?: 100);
if ($base === '' || ! is_file($dbPath)) {
    fwrite(STDERR, "bench/abuse.php runs under bench/abuse.sh (BENCH_URL and BENCH_DB are missing)\n");
    exit(2);
}

/** One visitor: a loopback source address, a cookie jar, a kept-alive connection. */
final class Client
{
    private CurlHandle $handle;

    /** @var array<string, string> */
    public array $lastHeaders = [];

    public function __construct(private string $base, public string $address)
    {
        $this->handle = curl_init();
    }

    /** @return array{status: int, ms: float, body: string, headers: array<string, string>} */
    public function send(string $method, string $path, ?string $body = null, array $headers = []): array
    {
        $h = $this->handle;
        curl_reset($h);
        $received = [];
        curl_setopt_array($h, [
            CURLOPT_URL => $this->base.$path,
            CURLOPT_INTERFACE => $this->address,
            CURLOPT_COOKIEFILE => '',
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_TIMEOUT => 60,
            CURLOPT_CUSTOMREQUEST => $method,
            CURLOPT_HTTPHEADER => array_merge(['Expect:'], $headers),
            CURLOPT_HEADERFUNCTION => function ($curl, string $line) use (&$received) {
                if (str_contains($line, ':')) {
                    [$name, $value] = explode(':', $line, 2);
                    $received[strtolower(trim($name))] = trim($value);
                }

                return strlen($line);
            },
        ]);
        if ($body !== null) {
            curl_setopt($h, CURLOPT_POSTFIELDS, $body);
        }
        $answer = curl_exec($h);
        $this->lastHeaders = $received;

        return [
            'status' => $answer === false ? 0 : (int) curl_getinfo($h, CURLINFO_RESPONSE_CODE),
            'ms' => curl_getinfo($h, CURLINFO_TOTAL_TIME) * 1000,
            'body' => $answer === false ? curl_error($h) : (string) $answer,
            'headers' => $received,
        ];
    }

    /** The XSRF-TOKEN cookie the storefront set (the browser sends it back as X-XSRF-TOKEN). */
    public function xsrf(): string
    {
        foreach (curl_getinfo($this->handle, CURLINFO_COOKIELIST) ?: [] as $line) {
            $fields = explode("\t", $line);
            if (($fields[5] ?? '') === 'XSRF-TOKEN') {
                return urldecode($fields[6] ?? '');
            }
        }

        return '';
    }
}

/** One attack's tally. */
final class Attack
{
    public int $sent = 0;

    /** @var array<int, int> */
    public array $statuses = [];

    public float $worstMs = 0.0;

    /** @var list<string> */
    public array $problems = [];

    /** @var list<string> what changed in the database that the attack's answers do not account for */
    public array $lost = [];

    /** @var list<array{status: int, ms: float, body: string, headers: array<string, string>}> */
    public array $answers = [];

    /** What the attack showed beyond its answers (printed in the verdict column). */
    public string $note = '';

    public function __construct(public string $name) {}

    public function record(array $answer): array
    {
        $this->sent++;
        $this->statuses[$answer['status']] = ($this->statuses[$answer['status']] ?? 0) + 1;
        $this->worstMs = max($this->worstMs, $answer['ms']);
        $this->answers[] = $answer;

        return $answer;
    }

    public function count(int $status): int
    {
        return $this->statuses[$status] ?? 0;
    }

    /** @param  list<int>  $allowed */
    public function expectOnly(array $allowed): void
    {
        $other = array_diff(array_keys($this->statuses), $allowed);
        if ($other !== []) {
            $first = array_values(array_filter($this->answers, fn ($a) => in_array($a['status'], $other, true)))[0];
            $this->problems[] = 'unexpected '.implode('/', $other).' (expected '.implode('/', $allowed).'), e.g. '
                .preg_replace('/\s+/', ' ', mb_substr($first['body'], 0, 120));
        }
    }
}

// Optionally wait (at most ABUSE_IDLE_TIMEOUT seconds) for the 1-minute load average to drop below ABUSE_IDLE_LOAD:
// latencies measured on a machine busy with other work say little about the shop.
$idleLoad = getenv('ABUSE_IDLE_LOAD');
if ($idleLoad !== false && $idleLoad !== '') {
    $until = time() + (int) (getenv('ABUSE_IDLE_TIMEOUT') ?: 300);
    while (($load = (float) explode(' ', (string) file_get_contents('/proc/loadavg'))[0]) >= (float) $idleLoad && time() < $until) {
        fwrite(STDERR, "[abuse] load average $load >= $idleLoad, waiting\n");
        sleep(10);
    }
}

$db = new PDO('sqlite:'.$dbPath, options: [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
$db->exec('PRAGMA busy_timeout = 5000');
$scalar = fn (string $sql) => $db->query($sql)->fetchColumn();

/** What must not be lost or written by an attack. @return array<string, int> */
$snapshot = fn () => [
    'orders' => (int) $scalar('select count(*) from orders'),
    'order lines' => (int) $scalar('select count(*) from order_lines'),
    'paid orders' => (int) $scalar("select count(*) from orders where payment_status = 'paid'"),
    'payments' => (int) $scalar('select count(*) from payments'),
    'bonus entries' => (int) $scalar('select count(*) from bonus_transactions'),
    'bonus balance' => (int) $scalar('select coalesce(sum(amount), 0) from bonus_transactions'),
    'slot bookings' => (int) $scalar("select count(*) from orders where slot_at is not null and status <> 'cancelled'"),
    'customers' => (int) $scalar('select count(*) from customers'),
];

$nextAddress = 10;
$client = function () use ($base, &$nextAddress): Client {
    return new Client($base, '127.0.0.'.$nextAddress++);
};

$json = ['Content-Type: application/json', 'Accept: application/json'];
$uk = ['Accept-Language: ua'];

// ------------------------------------------------------------------------------------------------
// The seeded shop: a product with a modifier, a pickup restaurant, a free slot, a card order to probe.
// ------------------------------------------------------------------------------------------------
$productId = (int) $scalar("select id from products where slug = 'philadelphia-classic'");
$productPrice = (int) $scalar("select price from products where slug = 'philadelphia-classic'");
$modifierId = (int) $scalar('select id from modifiers order by id limit 1');
$restaurantId = (int) $scalar("select id from restaurants where slug = 'podil'");
$setup = $client();
$slots = json_decode($setup->send('GET', "/api/checkout/slots?order_type=pickup&restaurant_id=$restaurantId", null, $uk)['body'], true);
$freeSlots = [];
foreach ($slots['data']['days'] ?? [] as $day) {
    foreach ($day['slots'] as $s) {
        if ($s['available']) {
            $freeSlots[] = $s['value'];
        }
    }
}
// Each order of the flood takes a slot of its own, the latest ones first (far from the lead time), so that neither
// a full slot nor a slot that became too soon answers for the rate limit.
$freeSlots = array_reverse($freeSlots);
$slot = array_shift($freeSlots);
if ($productId === 0 || $restaurantId === 0 || $slot === null || count($freeSlots) < 41) {
    fwrite(STDERR, "the seeded shop has no product, pickup restaurant or free slot to build orders from\n");
    exit(2);
}
// The slot the hoarding attack aims at: one no other attack uses.
$hoardSlot = array_pop($freeSlots);
$order = fn (array $overrides = []) => array_replace([
    'items' => [['id' => $productId, 'quantity' => 2, 'currentPrice' => $productPrice, 'modifiers' => []]],
    'order_type' => 'pickup', 'restaurant_id' => $restaurantId, 'slot' => $slot,
    'name' => 'Abuse', 'phone' => '+380501234567', 'persons' => 1, 'payment_type' => 'cash',
], $overrides);
$hugeCart = function (int $lines, bool $modifiers) use ($productId, $modifierId): array {
    $line = ['id' => $productId, 'quantity' => 1] + ($modifiers ? ['modifiers' => [['id' => $modifierId, 'quantity' => 1]]] : []);

    return array_fill(0, $lines, $line);
};
$key = fn () => 'abuse-'.bin2hex(random_bytes(12));

$placed = $setup->send('POST', '/api/orders', json_encode($order(['payment_type' => PaymentType::CardOnline->value])), [...$json, ...$uk, 'Idempotency-Key: '.$key()]);
$cardOrder = json_decode($placed['body'], true)['data'] ?? null;
parse_str((string) parse_url((string) ($cardOrder['redirect_url'] ?? ''), PHP_URL_QUERY), $paymentQuery);
$orderCode = (string) ($paymentQuery['ref'] ?? '');
if ($placed['status'] !== 201 || ! preg_match('/^\d{10,19}$/', $orderCode)) {
    fwrite(STDERR, "could not place the card order to probe ({$placed['status']}): ".substr($placed['body'], 0, 300)."\n");
    exit(2);
}
$cardToken = (string) $scalar('select token from orders order by id desc limit 1');
$cardNumber = (string) $cardOrder['order']['number'];

/** A storefront visitor: a page first (the XSRF cookie), then its JSON routes with X-XSRF-TOKEN. */
$visitor = function () use ($client): array {
    $c = $client();
    $c->send('GET', '/checkout', null, ['Accept: text/html']);

    return [$c, fn () => ['X-XSRF-TOKEN: '.$c->xsrf(), 'X-Requested-With: XMLHttpRequest']];
};

// Warm-up: every php-fpm child compiles what the attacks will touch (not counted).
[$warm, $warmXsrf] = $visitor();
for ($i = 0; $i < 12; $i++) {
    $warm->send('POST', '/api/cart/check', json_encode(['items' => $hugeCart(2, true)]), $json);
    $warm->send('POST', '/cart/check', json_encode(['items' => $hugeCart(2, true)]), [...$json, ...$warmXsrf()]);
    $warm->send('POST', '/api/checkout/quote', json_encode($order()), $json);
    $warm->send('POST', '/checkout/quote', json_encode($order()), [...$json, ...$warmXsrf()]);
    $warm->send('POST', '/api/payments/viva/confirm', json_encode(['transaction_id' => '00000000-0000-4000-8000-000000000000', 'order_code' => '1000000000000000']), $json);
    $warm->send('POST', '/api/sms-code-check', json_encode(['phone' => '380509999999', 'code' => '0000']), $json);
    $warm->send('GET', '/', null, ['Accept: text/html']);
}

$attacks = [];
// ABUSE_ONLY="slot hoarding,OTP lockout" runs only the attacks whose names contain one of these (case-insensitive).
$only = array_values(array_filter(array_map('trim', explode(',', (string) getenv('ABUSE_ONLY')))));
$run = function (string $name, Closure $attack, ?Closure $expectedWrites = null) use (&$attacks, $snapshot, $only): void {
    if ($only !== [] && array_filter($only, fn (string $part) => stripos($name, $part) !== false) === []) {
        return;
    }
    $before = $snapshot();
    $a = new Attack($name);
    $attack($a);
    usleep(200000);
    $after = $snapshot();
    $expected = $expectedWrites ? $expectedWrites($a) : [];
    $lost = [];
    foreach ($before as $what => $value) {
        $delta = $after[$what] - $value;
        if ($delta !== ($expected[$what] ?? 0)) {
            $lost[] = sprintf('%s %+d', $what, $delta).(isset($expected[$what]) ? " (expected {$expected[$what]})" : '');
        }
    }
    $a->lost = $lost;
    $attacks[] = $a;
};

$loops = (int) (getenv('ABUSE_LOOPS') ?: 10);

// 1. Huge carts: the line bound answers 422 (or the body limit 413) at once; nothing else runs.
foreach ([[5000, false, '5k lines'], [20000, true, '20k lines + modifiers']] as [$lines, $modifiers, $label]) {
    $body = json_encode(['items' => $hugeCart($lines, $modifiers)]);
    $run("huge cart /api/cart/check ($label)", function (Attack $a) use ($client, $body, $json, $loops) {
        $c = $client();
        for ($i = 0; $i < $loops; $i++) {
            $a->record($c->send('POST', '/api/cart/check', $body, $json));
        }
        $a->expectOnly([413, 422]);
    });
    $run("huge cart storefront cart.check ($label)", function (Attack $a) use ($visitor, $body, $json, $loops) {
        [$c, $xsrf] = $visitor();
        for ($i = 0; $i < $loops; $i++) {
            $a->record($c->send('POST', '/cart/check', $body, [...$json, ...$xsrf()]));
        }
        $a->expectOnly([413, 422]);
    });
    $form = json_encode($order(['items' => $hugeCart($lines, $modifiers)]));
    $run("huge order+quote, api+storefront ($label)", function (Attack $a) use ($client, $visitor, $form, $json, $key, $loops) {
        $c = $client();
        [$v, $xsrf] = $visitor();
        for ($i = 0; $i < $loops; $i++) {
            $a->record($c->send('POST', '/api/orders', $form, [...$json, 'Idempotency-Key: '.$key()]));
            $a->record($c->send('POST', '/api/checkout/quote', $form, $json));
            $a->record($v->send('POST', '/checkout', $form, [...$json, ...$xsrf(), 'Idempotency-Key: '.$key()]));
            $a->record($v->send('POST', '/checkout/quote', $form, [...$json, ...$xsrf()]));
        }
        // The orders limiter counts refused orders too: 429 once its budget is spent.
        $a->expectOnly([413, 422, 429]);
    });
}

// 2. Oversized bodies: 413 from the app (over shop.limits.max_body_bytes) or from nginx (over client_max_body_size).
$run('oversized body (300 KB app, 2 MB nginx)', function (Attack $a) use ($client, $visitor, $json, $key, $loops) {
    $c = $client();
    [$v, $xsrf] = $visitor();
    $medium = json_encode(['items' => [], 'padding' => str_repeat('a', 300 * 1024)]);
    $large = json_encode(['items' => [], 'padding' => str_repeat('a', 2 * 1024 * 1024)]);
    for ($i = 0; $i < $loops; $i++) {
        $a->record($c->send('POST', '/api/cart/check', $medium, $json));
        $a->record($v->send('POST', '/cart/check', $medium, [...$json, ...$xsrf()]));
        $a->record($c->send('POST', '/api/orders', $large, [...$json, 'Idempotency-Key: '.$key()]));
    }
    $a->expectOnly([413]);
});

// 3. Scalars as lists and text that is not UTF-8: field errors (422) or a clean 400, never a 500.
$run('phone as array (api+storefront)', function (Attack $a) use ($client, $visitor, $order, $json, $key, $loops) {
    $c = $client();
    [$v, $xsrf] = $visitor();
    $form = json_encode($order(['phone' => ['+380', '501234567']]));
    for ($i = 0; $i < $loops; $i++) {
        $a->record($c->send('POST', '/api/orders', $form, [...$json, 'Idempotency-Key: '.$key()]));
        $a->record($c->send('POST', '/api/checkout/quote', $form, $json));
        $a->record($v->send('POST', '/checkout', $form, [...$json, ...$xsrf(), 'Idempotency-Key: '.$key()]));
        $a->record($v->send('POST', '/checkout/quote', $form, [...$json, ...$xsrf()]));
    }
    $a->expectOnly([422, 429]);
});
$run('invalid UTF-8 (form and JSON)', function (Attack $a) use ($client, $visitor, $order, $json, $key, $loops) {
    $c = $client();
    [$v, $xsrf] = $visitor();
    $formEncoded = http_build_query($order(['name' => "Ab\xFFuse", 'comment' => "\xC3\x28"]));
    $badJson = substr(json_encode($order()), 0, -1).',"comment":"'."\xFF\xFE".'"}';
    $form = ['Content-Type: application/x-www-form-urlencoded', 'Accept: application/json'];
    for ($i = 0; $i < $loops; $i++) {
        $a->record($c->send('POST', '/api/orders', $formEncoded, [...$form, 'Idempotency-Key: '.$key()]));
        $a->record($c->send('POST', '/api/orders', $badJson, [...$json, 'Idempotency-Key: '.$key()]));
        $a->record($v->send('POST', '/checkout', $formEncoded, [...$form, ...$xsrf(), 'Idempotency-Key: '.$key()]));
        $a->record($v->send('POST', '/checkout/quote', $badJson, [...$json, ...$xsrf()]));
        $a->record($c->send('GET', '/api/search?q=%FF%FE', null, $json));
    }
    $a->expectOnly([400, 422]);
});

// 4. A flood of valid orders from one address: the orders limiter answers 429; each 201 is one order, nothing more.
$run('/api/orders flood from one IP', function (Attack $a) use ($client, $order, $json, $key, $loops, $freeSlots) {
    $c = $client();
    for ($i = 0; $i < 3 * $loops; $i++) {
        $a->record($c->send('POST', '/api/orders', json_encode($order(['slot' => $freeSlots[$i % count($freeSlots)]])), [...$json, 'Idempotency-Key: '.$key()]));
    }
    $a->expectOnly([201, 429]);
    if ($a->count(429) === 0) {
        $a->problems[] = 'no 429: the flood was never limited';
    }
}, fn (Attack $a) => ['orders' => $a->count(201), 'order lines' => $a->count(201), 'slot bookings' => $a->count(201)]);

// 5. Probing the payment check with random transaction ids and a real payment order code: verified false, nothing else.
$run('viva confirm probing (random ids)', function (Attack $a) use ($client, $json, $orderCode, $cardToken, $cardNumber, $loops) {
    $c = $client();
    for ($i = 0; $i < 3 * $loops; $i++) {
        $uuid = implode('-', array_map(fn ($bytes) => bin2hex(random_bytes($bytes)), [4, 2, 2, 2, 6]));
        $answer = $a->record($c->send('POST', '/api/payments/viva/confirm', json_encode(['transaction_id' => $uuid, 'order_code' => $orderCode]), $json));
        if ($answer['status'] === 200 && json_decode($answer['body'], true) !== ['data' => ['order' => null, 'verified' => false]]) {
            $a->problems[] = 'answered more than verified false';
        }
        foreach ([$cardToken, $cardNumber, 'Abuse', '380501234567'] as $secret) {
            if (str_contains($answer['body'], $secret)) {
                $a->problems[] = 'revealed the order ('.substr($secret, 0, 6).'…)';
            }
        }
    }
    $a->problems = array_values(array_unique($a->problems));
    $a->expectOnly([200, 429]);
});

// 6. Guessing the code of one phone: 404 for each wrong code, then 429 once the budget is spent.
$run('OTP guessing on one phone', function (Attack $a) use ($visitor, $client, $json, $loops) {
    [$v, $xsrf] = $visitor();
    $v->send('POST', '/auth/phone', json_encode(['phone' => '380507770001']), [...$json, ...$xsrf()]);
    $c = $client();
    for ($i = 0; $i < 4 * $loops; $i++) {
        $a->record($c->send('POST', '/api/sms-code-check', json_encode(['phone' => '380507770001', 'code' => sprintf('%04d', 9999 - $i)]), $json));
    }
    $a->expectOnly([404, 422, 429]);
    if ($a->count(429) === 0) {
        $a->problems[] = 'no 429: guessing was never limited';
    }
});

// 7. Asking for codes to many phones from one address: 429 after the per-address budget.
$run('sms flood to many phones from one IP', function (Attack $a) use ($visitor, $json, $loops) {
    [$v, $xsrf] = $visitor();
    for ($i = 0; $i < 4 * $loops; $i++) {
        $a->record($v->send('POST', '/auth/phone', json_encode(['phone' => sprintf('3805088%05d', $i)]), [...$json, ...$xsrf()]));
    }
    $a->expectOnly([200, 429]);
    if ($a->count(429) === 0) {
        $a->problems[] = 'no 429: codes were sent without a limit';
    }
});

// 8. Framing: every answer forbids being framed (X-Frame-Options or CSP frame-ancestors).
$run('framing headers', function (Attack $a) use ($client) {
    $c = $client();
    foreach (['/', '/en/menu', '/api/ping', '/api/get-options', '/checkout'] as $path) {
        $answer = $a->record($c->send('GET', $path, null, ['Accept: text/html']));
        $xfo = strtoupper($answer['headers']['x-frame-options'] ?? '');
        $csp = $answer['headers']['content-security-policy'] ?? '';
        if (! in_array($xfo, ['DENY', 'SAMEORIGIN'], true) && ! str_contains($csp, 'frame-ancestors')) {
            $a->problems[] = "$path can be framed";
        }
    }
    $a->expectOnly([200]);
});

// 9. The development SMS outbox from a forwarded (non-loopback) client, and at all in production: 404.
$run('dev outbox, forwarded request', function (Attack $a) use ($client, $loops) {
    $c = $client();
    for ($i = 0; $i < $loops; $i++) {
        $a->record($c->send('GET', '/_dev/sms-outbox?phone=380507770001', null, ['Accept: application/json', 'X-Forwarded-For: 203.0.113.7', 'Forwarded: for=203.0.113.7']));
    }
    $a->expectOnly([404]);
});

// 10. Slot hoarding: one address places unpaid card-online pickup orders into one slot (each under another phone). Nobody's
// order is replaced: past SHOP_UNPAID_MAX_PER_ADDRESS unpaid guest card orders within their hold the address is refused
// (429), as it is by the orders limiter after its budget, so it never holds more places than that limit.
$run('slot hoarding (unpaid card orders, one slot)', function (Attack $a) use ($client, $order, $json, $key, $loops, $hoardSlot, $scalar, $restaurantId, $uk) {
    $c = $client();
    $held = fn () => (int) $scalar("select count(*) from orders where name = 'Hoarder' and payment_type = '".PaymentType::CardOnline->value."' and status <> 'cancelled'");
    $most = 0;
    for ($i = 0; $i < $loops; $i++) {
        $a->record($c->send('POST', '/api/orders', json_encode($order([
            'slot' => $hoardSlot, 'payment_type' => PaymentType::CardOnline->value, 'name' => 'Hoarder', 'phone' => sprintf('+3805077%05d', $i),
        ])), [...$json, 'Idempotency-Key: '.$key()]));
        $most = max($most, $held());
    }
    $a->expectOnly([201, 429]);
    $limit = (int) (getenv('SHOP_UNPAID_MAX_PER_ADDRESS') ?: 5);
    if ($most > $limit) {
        $a->problems[] = "the address held $most places of the slot at once (limit $limit)";
    }
    $day = substr($hoardSlot, 0, 10);
    $slots = json_decode($client()->send('GET', "/api/checkout/slots?order_type=pickup&restaurant_id=$restaurantId", null, $uk)['body'], true);
    foreach ($slots['data']['days'] ?? [] as $d) {
        foreach ($d['date'] === $day ? $d['slots'] : [] as $s) {
            if ($s['value'] === $hoardSlot && ! $s['available']) {
                $a->problems[] = 'the slot is no longer offered to others';
            }
        }
    }
    $a->note = "held at most $most place(s)";
}, fn (Attack $a) => ['orders' => $a->count(201), 'order lines' => $a->count(201), 'payments' => $a->count(201), 'slot bookings' => min((int) (getenv('SHOP_UNPAID_MAX_PER_ADDRESS') ?: 5), $a->count(201))]);

// 11. OTP lockout by a stranger: strangers from several addresses guess the code of a phone whose owner asked for it;
// they get 404 then 429 (their own budget, the phone's budget, the growing delays), and the owner, from the address
// that asked, is still heard (a wrong try of theirs is answered 404, never 429).
$run('OTP lockout by a stranger', function (Attack $a) use ($visitor, $client, $json, $loops) {
    [$owner, $xsrf] = $visitor();
    $owner->send('POST', '/auth/phone', json_encode(['phone' => '380507770002']), [...$json, ...$xsrf()]);
    for ($n = 0; $n < 4; $n++) {
        $stranger = $client();
        for ($i = 0; $i < $loops + 2; $i++) {
            $a->record($stranger->send('POST', '/api/sms-code-check', json_encode(['phone' => '380507770002', 'code' => sprintf('%04d', 9000 + 20 * $n + $i)]), $json));
        }
    }
    $a->expectOnly([404, 429]);
    if ($a->count(429) === 0) {
        $a->problems[] = 'no 429: strangers were never limited';
    }
    $ownerTry = $owner->send('POST', '/api/sms-code-check', json_encode(['phone' => '380507770002', 'code' => '0001']), $json);
    if ($ownerTry['status'] !== 404) {
        $a->problems[] = "the owner was answered {$ownerTry['status']} (locked out by strangers)";
    }
    $a->note = "owner's try answered {$ownerTry['status']}";
});

// ------------------------------------------------------------------------------------------------
// Report.
// ------------------------------------------------------------------------------------------------
$failed = 0;
$rows = [];
foreach ($attacks as $a) {
    ksort($a->statuses);
    $answers = implode(' ', array_map(fn ($s, $n) => "{$s}×{$n}", array_keys($a->statuses), $a->statuses));
    $problems = $a->problems;
    if (array_filter(array_keys($a->statuses), fn ($s) => $s >= 500 || $s === 0)) {
        $problems[] = '5xx or no answer';
    }
    if ($a->worstMs >= $limitMs) {
        $problems[] = sprintf('worst %.0f ms >= %.0f ms', $a->worstMs, $limitMs);
    }
    if ($a->lost !== []) {
        $problems[] = 'lost or wrote something';
    }
    $failed += $problems === [] ? 0 : 1;
    $times = array_column($a->answers, 'ms');
    sort($times);
    $median = $times === [] ? 0 : $times[intdiv(count($times), 2)];
    $rows[] = [$a->name, (string) $a->sent, $answers, sprintf('%.1f', $median), sprintf('%.1f', $a->worstMs), $a->lost === [] ? 'nothing' : implode(', ', $a->lost), ($problems === [] ? 'ok' : 'FAIL: '.implode('; ', $problems)).($a->note === '' ? '' : " ({$a->note})")];
}
$headers = ['attack', 'sent', 'answers (status×count)', 'median ms', 'worst ms', 'lost', 'verdict'];
$widths = array_map(fn ($i) => max(strlen($headers[$i]), ...array_map(fn ($r) => mb_strlen($r[$i]), $rows)), array_keys($headers));
$line = fn (array $cells) => implode('  ', array_map(fn ($c, $w) => $c.str_repeat(' ', max(0, $w - mb_strlen($c))), $cells, $widths));
echo "\n".$line($headers)."\n".str_repeat('-', array_sum($widths) + 2 * (count($widths) - 1))."\n";
foreach ($rows as $r) {
    echo $line($r)."\n";
}
printf("\n%d attack(s), %d failed; latency limit %.0f ms; load average %s\n", count($attacks), $failed, $limitMs, trim((string) @file_get_contents('/proc/loadavg')));
exit($failed === 0 ? 0 : 1);
