<?php

namespace Tests\Feature\Security;

use App\Models\Order;
use App\Shop\Customers\OneTimeCodes;
use App\ShopApi\LineHeader;
use Illuminate\Cache\RateLimiter;
use Illuminate\Http\Client\Request;
use Illuminate\Routing\Route as RouteDefinition;
use Illuminate\Routing\Route as RoutingRoute;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Str;
use Illuminate\Testing\TestResponse;
use LogicException;
use RecordingValidator;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Contract\OpenApi;
use Tests\Support\FakeSmsSender;
use Tests\Support\Loopback;
use Tests\Support\OtpLimits;
use Tests\Support\SeededShop;
use Tests\Support\SignIn;

/** Requests from chosen addresses, OTP guesses, card orders and the booted app's settings as the security tests use them. */
final class SecurityFixtures
{
    /** $count cart lines of a real product, each with one real modifier when $modifiers. @return list<array<string, mixed>> */
    public static function hugeCart(int $count, bool $modifiers = false): array
    {
        $line = ['id' => Fx::product()->id, 'quantity' => 1];
        if ($modifiers) {
            $line['modifiers'] = [['id' => \App\Models\Modifier::query()->value('id'), 'quantity' => 1]];
        }

        return array_fill(0, $count, $line);
    }

    /** Send $body to a route the way its callers do; answers the response and the number of database queries it made.
     *  @return array{0: TestResponse, 1: int} */
    public static function sendCounted(string $route, array $body, string $language = 'en'): array
    {
        [$method, $uri, $headers] = match ($route) {
            'api cart check' => ['POST', '/api/cart/check', ['Accept-Language' => $language === 'uk' ? 'ua' : 'en']],
            'api quote' => ['POST', '/api/checkout/quote', ['Accept-Language' => $language === 'uk' ? 'ua' : 'en']],
            'api order' => ['POST', '/api/orders', ['Accept-Language' => $language === 'uk' ? 'ua' : 'en', 'Idempotency-Key' => (string) Str::uuid()]],
            'api favorites merge' => ['PUT', '/api/favorites', ['Authorization' => 'Bearer '.SeededShop::customerToken()]],
            'storefront cart.check' => ['POST', ($language === 'en' ? '/en' : '').'/cart/check', []],
            'storefront checkout.quote' => ['POST', ($language === 'en' ? '/en' : '').'/checkout/quote', []],
            'storefront checkout.place' => ['POST', ($language === 'en' ? '/en' : '').'/checkout', ['Idempotency-Key' => (string) Str::uuid()]],
            'storefront auth.code favorites' => ['POST', ($language === 'en' ? '/en' : '').'/auth/code', []],
        };
        $queries = 0;
        DB::listen(function () use (&$queries) {
            $queries++;
        });
        $response = test()->json($method, $uri, $body, $headers);

        return [$response, $queries];
    }

    /** The attributes of list elements (items.0…, ids.3…, favorites.7…) a rule was evaluated on. @return list<string> */
    public static function elementAttributes(): array
    {
        return array_values(array_filter(RecordingValidator::$attributes, fn (string $a) => preg_match('/^(items|ids|favorites)\.\d+(\.|$)/', $a) === 1));
    }

    /** A browser's preflight before a cross-origin POST with a JSON body. */
    public static function preflight(string $path, string $origin = PARTNER): \Illuminate\Testing\TestResponse
    {
        return test()->call('OPTIONS', $path, [], [], [], [
            'HTTP_ORIGIN' => $origin,
            'HTTP_ACCESS_CONTROL_REQUEST_METHOD' => 'POST',
            'HTTP_ACCESS_CONTROL_REQUEST_HEADERS' => 'content-type',
        ]);
    }

    /** config/cors.php as it reads these environment variables. */
    public static function corsConfigWith(array $env): array
    {
        foreach ($env as $name => $value) {
            $_SERVER[$name] = $_ENV[$name] = $value;
        }
        try {
            return require base_path('config/cors.php');
        } finally {
            foreach (array_keys($env) as $name) {
                unset($_SERVER[$name], $_ENV[$name]);
            }
        }
    }

    /** Boot the application again with these environment variables (the route list is made at boot). */
    public static function bootWithEnvironment(\Tests\TestCase $test, array $variables): void
    {
        foreach ($variables as $name => $value) {
            $test->savedEnvironment[$name] = $_SERVER[$name] ?? null;
            $_SERVER[$name] = $value;
        }
        (fn () => $this->refreshApplication())->call($test);
    }

    public static function devOutboxRouteExists(): bool
    {
        return collect(app('router')->getRoutes()->getRoutes())->contains(fn (RouteDefinition $route) => $route->uri() === '_dev/sms-outbox');
    }

    /** php -S on a free port with public/index.php as the router, the limit from the environment. */
    public static function earlyServer(array $env = []): array
    {
        return Loopback::phpServer(base_path('public/index.php'), $env + ['SHOP_MAX_BODY_BYTES' => '262144']);
    }

    /** A raw request: status, headers (lower-case names) and body. */
    public static function earlySend(string $url, string $method, string $body, array $headers): array
    {
        $curl = curl_init($url);
        $received = [];
        curl_setopt_array($curl, [
            CURLOPT_CUSTOMREQUEST => $method, CURLOPT_POSTFIELDS => $body, CURLOPT_RETURNTRANSFER => true, CURLOPT_TIMEOUT => 20,
            CURLOPT_HTTPHEADER => array_map(fn ($name, $value) => "$name: $value", array_keys($headers), $headers),
            CURLOPT_HEADERFUNCTION => function ($curl, string $line) use (&$received) {
                if (str_contains($line, ':')) {
                    [$name, $value] = explode(':', $line, 2);
                    $received[strtolower(trim($name))] = trim($value);
                }

                return strlen($line);
            },
        ]);
        $answer = (string) curl_exec($curl);
        $status = curl_getinfo($curl, CURLINFO_RESPONSE_CODE);
        curl_close($curl);

        return [$status, $received, $answer];
    }

    /** The n-th test phone of this file (+380 66 123 47nn). */
    public static function budgetPhone(int $n): string
    {
        return '3806612347'.str_pad((string) $n, 2, '0', STR_PAD_LEFT);
    }

    /** The n-th test address of this file. */
    public static function budgetIp(int $n): string
    {
        return '198.51.100.'.$n;
    }

    /** A wrong code for $phone's live code. */
    public static function wrongCodeFor(FakeSmsSender $sms, string $phone): string
    {
        return str_pad((string) (((int) $sms->lastCode($phone) + 1) % 10000), 4, '0', STR_PAD_LEFT);
    }

    /** A new code to $phone a minute later (the resend cooldown has passed; nothing else is forgotten). */
    public static function sendAgain(\Tests\TestCase $test, string $phone, string $ip = BUDGET_IP): TestResponse
    {
        OtpLimits::endCooldown($phone);

        return SignIn::requestCode($test, $phone, ip: $ip);
    }

    /** One case of the sign-in budget, played against $phone from $ip; answers the last response. */
    public static function budgetCase(\Tests\TestCase $test, FakeSmsSender $sms, string $case, string $phone, string $ip): TestResponse
    {
        switch ($case) {
            case 'sent':
                return SignIn::requestCode($test, $phone, ip: $ip);
            case 'cooldown':
                SignIn::requestCode($test, $phone, ip: $ip)->assertOk();

                return SignIn::requestCode($test, $phone, ip: $ip);
            case 'per phone':
                config(['shop.otp.per_phone.max' => 1]);
                SignIn::requestCode($test, $phone, ip: $ip)->assertOk();

                return self::sendAgain($test, $phone, $ip);
            case 'per address':
                config(['shop.otp.per_ip.max' => 1]);
                SignIn::requestCode($test, self::budgetPhone(99), ip: $ip)->assertOk();
                app(OneTimeCodes::class)->clearLimits(self::budgetPhone(99));

                return SignIn::requestCode($test, $phone, ip: $ip);
            case 'wrong code':
                SignIn::requestCode($test, $phone, ip: $ip)->assertOk();

                return SignIn::checkCode($test, $phone, self::wrongCodeFor($sms, $phone));
            case 'wrong guesses used up, code check':
            case 'wrong guesses used up, send':
                config(['shop.otp.wrong_guesses.per_address' => 1]);
                SignIn::requestCode($test, $phone, ip: $ip)->assertOk();
                SignIn::checkCode($test, $phone, self::wrongCodeFor($sms, $phone))->assertNotFound();

                return $case === 'wrong guesses used up, send' ? self::sendAgain($test, $phone, $ip) : SignIn::checkCode($test, $phone, (string) $sms->lastCode($phone));
            case 'SMS budget spent':
                config(['shop.otp.sms_budget_per_hour' => 0]);

                return SignIn::requestCode($test, $phone, ip: $ip);
            case 'right code':
                SignIn::requestCode($test, $phone, ip: $ip)->assertOk();

                return SignIn::checkCode($test, $phone, (string) $sms->lastCode($phone));
        }
        throw new LogicException("Unknown case $case");
    }

    /** The n-th stranger's address. */
    public static function strangerIp(int $n): string
    {
        return '203.0.113.'.$n;
    }

    /** POST /api/sms-code-check from $ip. */
    public static function guessFrom(string $ip, string $code, string $language = 'en'): TestResponse
    {
        return test()->withServerVariables(['REMOTE_ADDR' => $ip])->postJson('/api/sms-code-check', ['phone' => LOCK_PHONE, 'code' => $code], ['Accept-Language' => $language]);
    }

    /** A code that is not the live one. */
    public static function notTheCode(FakeSmsSender $sms): string
    {
        return str_pad((string) (((int) $sms->lastCode(LOCK_PHONE) + 1) % 10000), 4, '0', STR_PAD_LEFT);
    }

    /** Strangers guess wrong until every one of them is refused; answers how many were compared (404). */
    public static function strangersGuessUntilRefused(FakeSmsSender $sms, int $addresses = 40, int $each = 12): int
    {
        $compared = 0;
        foreach (range(1, $addresses) as $n) {
            foreach (range(1, $each) as $try) {
                $status = self::guessFrom(self::strangerIp($n), self::notTheCode($sms))->status();
                expect($status)->toBeIn([404, 429]);
                $compared += $status === 404 ? 1 : 0;
            }
        }

        return $compared;
    }

    /** A card order placed through the API, with its sandbox payment order open (one phone and address have one open card order). */
    public static function openCardOrder(string $phone = '0671234567', string $ip = '127.0.0.1'): Order
    {
        test()->withServerVariables(['REMOTE_ADDR' => $ip])->postJson('/api/orders', Fx::pickup(['phone' => $phone]), ['Idempotency-Key' => (string) Str::uuid(), 'Accept-Language' => 'ua'])->assertCreated();

        return Order::query()->latest('id')->firstOrFail();
    }

    /** Pay (or decline) on the sandbox page: the t and s the provider sends the browser back with. @return array{t: string, s: string} */
    public static function sandboxRedirect(Order $order, string $decision = 'pay'): array
    {
        $location = test()->post('/checkout/sandbox-payment', ['ref' => $order->latestPayment->order_code, 'decision' => $decision])->assertRedirect()->headers->get('Location');
        parse_str((string) parse_url($location, PHP_URL_QUERY), $query);

        return ['t' => $query['t'], 's' => $query['s']];
    }

    public static function confirmCall(string $transactionId, string $orderCode): TestResponse
    {
        $response = test()->postJson('/api/payments/viva/confirm', ['transaction_id' => $transactionId, 'order_code' => $orderCode]);
        OpenApi::document()->assertResponse($response, 'POST', '/api/payments/viva/confirm');

        return $response;
    }

    /** The storefront over SHOP_API=http whose upstream answers the confirm call with $answer. */
    public static function upstreamConfirms(array $answer): void
    {
        config(['shop.api.driver' => 'http', 'shop.api.url' => 'http://upstream.test']);
        Http::preventStrayRequests();
        Http::fake(fn (Request $request) => str_ends_with(parse_url($request->url(), PHP_URL_PATH), '/api/payments/viva/confirm')
            ? Http::response(['data' => $answer])
            : Http::response(['message' => 'Not found.'], 404));
    }

    public static function orderIdCookieOf(TestResponse $response): ?string
    {
        foreach ($response->headers->getCookies() as $cookie) {
            if ($cookie->getName() === 'order_id') {
                return $cookie->getValue();
            }
        }

        return null;
    }

    /** Run shop:check: its exit code and its output. */
    public static function shopCheck(string $command = 'shop:check', array $parameters = []): array
    {
        $code = Artisan::call($command, $parameters);

        return [$code, Artisan::output()];
    }

    /** A production configuration with every setting safe; each test breaks one. */
    public static function safeProduction(array $overrides = []): void
    {
        app()['env'] = 'production';
        config(array_merge([
            'app.debug' => false,
            'shop.staging' => false,
            'shop.dev_tools' => false,
            'shop.api.line_secret' => str_repeat('a1', 32),
            'shop.payments.driver' => 'viva',
            'shop.payments.viva.client_id' => 'client',
            'shop.payments.viva.client_secret' => 'secret',
            'shop.payments.viva.source_code' => '1234',
            'shop.payments.viva.webhook_key' => 'key',
            'shop.payments.viva.merchant_id' => 'merchant',
            'shop.payments.viva.api_key' => 'api-key',
            'shop.sms.driver' => 'turbosms',
            'shop.sms.turbosms.token' => 'token',
        ], $overrides));
    }

    /** Settings that put the menu photos on a usable s3 disk, with $disk's keys changed. */
    public static function s3Photos(array $disk = []): array
    {
        $s3 = ['driver' => 's3', 'key' => 'AKIAEXAMPLE', 'secret' => 'example-secret', 'region' => 'eu-central-1', 'bucket' => 'sunrise-photos',
            'url' => 'https://photos.example.com', 'endpoint' => null, 'use_path_style_endpoint' => false, 'throw' => false, 'report' => false];

        return ['shop.menu.photo_disk' => 's3', 'filesystems.disks.s3' => array_merge($s3, $disk)];
    }

    /** The throttle middleware of a route, or null. */
    public static function rateLimitOf(RoutingRoute $route): ?string
    {
        foreach ($route->gatherMiddleware() as $middleware) {
            if (is_string($middleware) && preg_match('/^(throttle|App\\\\Http\\\\Middleware\\\\(Staff\\\\ThrottleSignIn|ThrottleJson)):(.+)$/', $middleware, $m)) {
                return $m[3];
            }
        }

        return null;
    }

    /** The directives of a Content-Security-Policy header, by name. */
    public static function cspDirectives(?string $header): array
    {
        return collect(explode(';', (string) $header))->map(fn (string $d) => preg_split('/\s+/', trim($d)))
            ->filter(fn (array $parts) => $parts[0] !== '')
            ->mapWithKeys(fn (array $parts) => [$parts[0] => array_slice($parts, 1)])->all();
    }

    public static function proxyPhone(int $n): string
    {
        return '38066555000'.$n;
    }

    /** GET /_test/client (on $host) from $peer with $headers. */
    public static function clientSeenFrom(\Tests\TestCase $test, string $peer, array $headers = [], string $host = 'localhost'): array
    {
        return $test->withServerVariables(['REMOTE_ADDR' => $peer])->getJson("http://$host/_test/client", $headers)->assertOk()->json();
    }

    /** POST /api/via-phone-number from $peer with a valid line header (for the configured secret) and $headers. */
    public static function sendCodeFrom(\Tests\TestCase $test, string $peer, string $phone, array $headers = []): \Illuminate\Testing\TestResponse
    {
        return $test->withServerVariables(['REMOTE_ADDR' => $peer])->postJson('/api/via-phone-number', ['phone' => $phone], $headers + [
            LineHeader::NAME => LineHeader::make($phone, (string) config('shop.api.line_secret')),
        ]);
    }

    public static function otpSendsFrom(string $ip): int
    {
        return app(RateLimiter::class)->attempts(OneTimeCodes::ipKey($ip));
    }

    public static function runQueueOnce(): void
    {
        Artisan::call('queue:work', ['connection' => 'database', '--once' => true, '--queue' => 'default', '--sleep' => 0]);
    }

    /** The class names of the jobs waiting on the database queue. */
    public static function queuedJobs(): array
    {
        return DB::table('jobs')->pluck('payload')->map(fn (string $payload) => json_decode($payload, true)['displayName'])->all();
    }

    public static function sentMails(): int
    {
        return app('mailer')->getSymfonyTransport()->messages()->count();
    }
}
