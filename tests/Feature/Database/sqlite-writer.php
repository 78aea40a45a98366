<?php

/**
 * One writer of SqliteConcurrentWritesTest, run as its own process against the test's SQLite file (DB_DATABASE, with
 * CACHE_STORE, SESSION_DRIVER and QUEUE_CONNECTION set to database by the test): it boots the app, says it is ready
 * (a file), waits for the go (a file), then $rounds times places a cash pickup order through POST /api/orders (the
 * rate limiter's counters and the order mail's job land in the same file), adds 1 to a cache counter and saves a new
 * session. Prints one JSON line per failure and a summary line; exits 1 when anything failed.
 *
 *   php sqlite-writer.php <writer> <rounds> <directory of the ready/go files>
 */

declare(strict_types=1);

use App\Models\Product;
use App\Models\Restaurant;
use Illuminate\Contracts\Http\Kernel;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Cache;

[, $writer, $rounds, $barrier] = $argv + [null, '1', '1', sys_get_temp_dir()];
$root = dirname(__DIR__, 3);
require $root.'/vendor/autoload.php';
$app = require $root.'/bootstrap/app.php';
$kernel = $app->make(Kernel::class);
$kernel->bootstrap();

$product = Product::query()->where('slug', 'philadelphia-classic')->firstOrFail();
$kitchen = Restaurant::query()->where('slug', 'podil')->firstOrFail();

touch("$barrier/ready-$writer");
$until = microtime(true) + 60;
while (! file_exists("$barrier/go") && microtime(true) < $until) {
    usleep(5_000);
}

$failures = 0;
$fail = function (string $what, string $detail) use (&$failures, $writer): void {
    $failures++;
    echo json_encode(['writer' => $writer, 'failed' => $what, 'detail' => mb_substr($detail, 0, 500)], JSON_UNESCAPED_UNICODE), "\n";
};

for ($round = 1; $round <= (int) $rounds; $round++) {
    $order = [
        'items' => [['id' => $product->id, 'quantity' => 1, 'currentPrice' => $product->price, 'modifiers' => []]],
        'order_type' => 'pickup', 'restaurant_id' => $kitchen->id, 'slot' => null,
        'name' => "Writer $writer", 'phone' => sprintf('+38067%03d%04d', (int) $writer, $round), 'persons' => 1,
        'payment_type' => 'cash',
    ];
    $request = Request::create('/api/orders', 'POST', server: [
        'HTTP_ACCEPT' => 'application/json', 'CONTENT_TYPE' => 'application/json', 'HTTP_ACCEPT_LANGUAGE' => 'en',
        'HTTP_IDEMPOTENCY_KEY' => "writer-$writer-$round", 'REMOTE_ADDR' => '127.0.0.'.(10 + (int) $writer),
    ], content: json_encode($order, JSON_THROW_ON_ERROR));
    try {
        $response = $kernel->handle($request);
        $kernel->terminate($request, $response);
        if ($response->getStatusCode() !== 201) {
            $fail('order', $response->getStatusCode().' '.$response->getContent());
        }
    } catch (Throwable $e) {
        $fail('order', $e->getMessage());
    }
    $app->forgetScopedInstances();

    try {
        if (Cache::store('database')->increment('sqlite-writers') === false) {
            $fail('cache', 'the counter is missing');
        }
    } catch (Throwable $e) {
        $fail('cache', $e->getMessage());
    }

    try {
        // A new visitor's session each round (the handler remembers the last one it wrote).
        $sessions = $app->make('session');
        $sessions->forgetDrivers();
        $session = $sessions->driver('database');
        $session->setId(null);
        $session->start();
        $session->put('writer', "$writer-$round");
        $session->save();
    } catch (Throwable $e) {
        $fail('session', $e->getMessage());
    }
}

echo json_encode(['writer' => $writer, 'rounds' => (int) $rounds, 'failures' => $failures]), "\n";
exit($failures === 0 ? 0 : 1);
