<?php

use App\Models\Order;
use App\ShopApi\Data\PaymentConfirmation;
use App\ShopApi\HttpShopApi;
use App\ShopApi\LocalShopApi;
use App\ShopApi\ShopApi;
use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;
use Illuminate\Testing\TestResponse;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Contract\KernelUpstream;
use Tests\Feature\Contract\OpenApi;

// POST /api/payments/viva/confirm answers an order only for a transaction the provider confirmed is that order's:
// a guessed transaction id with a real payment order code learns `verified: false` and nothing else.

beforeEach(function () {
    seedShop();
    Mail::fake();
    $this->withoutVite();
    $this->travelTo(Fx::noon());
    config(['shop.api.url' => 'http://upstream.test']);
});

/** A card order placed through the API, with its sandbox payment order open (one phone and address have one open card order). */
function openCardOrder(string $phone = '0671234567', string $ip = '127.0.0.1'): Order
{
    test()->withServerVariables(['REMOTE_ADDR' => $ip])->postJson('/api/orders', Fx::pickup(['phone' => $phone]), ['Idempotency-Key' => (string) Str::uuid(), 'Accept-Language' => 'ua'])->assertCreated();

    return Order::query()->latest('id')->firstOrFail();
}

/** Pay (or decline) on the sandbox page: the t and s the provider sends the browser back with. @return array{t: string, s: string} */
function sandboxRedirect(Order $order, string $decision = 'pay'): array
{
    $location = test()->post('/checkout/sandbox-payment', ['ref' => $order->latestPayment->order_code, 'decision' => $decision])->assertRedirect()->headers->get('Location');
    parse_str((string) parse_url($location, PHP_URL_QUERY), $query);

    return ['t' => $query['t'], 's' => $query['s']];
}

function confirmCall(string $transactionId, string $orderCode): TestResponse
{
    $response = test()->postJson('/api/payments/viva/confirm', ['transaction_id' => $transactionId, 'order_code' => $orderCode]);
    OpenApi::document()->assertResponse($response, 'POST', '/api/payments/viva/confirm');

    return $response;
}

it('answers only verified false to a random transaction id with a real payment order code', function () {
    $order = openCardOrder();

    $response = confirmCall((string) Str::uuid(), $order->latestPayment->order_code)->assertOk()
        ->assertExactJson(['data' => ['order' => null, 'verified' => false]]);

    expect($response->getContent())->not->toContain($order->token)
        ->not->toContain($order->number)
        ->not->toContain($order->phone)
        ->not->toContain($order->name);
});

it('does the same work and answers the same for an unknown order code as for a known one with a stranger\'s transaction id', function () {
    $order = openCardOrder();
    $transactionId = (string) Str::uuid();
    $confirm = function (string $orderCode) use ($transactionId): array {
        $queries = [];
        DB::listen(function ($query) use (&$queries) {
            $queries[] = preg_replace('/\s+/', ' ', $query->sql);
        });
        $response = confirmCall($transactionId, $orderCode)->assertOk();

        return [$response->json(), $response->headers->get('Content-Type'), $queries];
    };

    [$unknownBody, $unknownType, $unknownQueries] = $confirm('9999999999999999');
    [$knownBody, $knownType, $knownQueries] = $confirm($order->latestPayment->order_code);

    expect($unknownBody)->toBe(['data' => ['order' => null, 'verified' => false]])
        ->and($knownBody)->toBe($unknownBody)
        ->and($knownType)->toBe($unknownType)
        // The provider (the sandbox's transactions) is asked in both cases, and the queries are the same ones.
        ->and(array_filter($unknownQueries, fn (string $sql) => str_contains($sql, 'sandbox_transactions')))->not->toBeEmpty()
        ->and($unknownQueries)->toBe($knownQueries);
});

it('answers only verified false to another order\'s transaction', function () {
    $paid = openCardOrder();
    $other = openCardOrder('0671234599', '203.0.113.9');
    $redirect = sandboxRedirect($paid);

    confirmCall($redirect['t'], $other->latestPayment->order_code)->assertOk()->assertExactJson(['data' => ['order' => null, 'verified' => false]]);
});

it('answers the order for a transaction the provider confirmed is its own', function (string $decision, string $paymentStatus) {
    $order = openCardOrder();
    $redirect = sandboxRedirect($order, $decision);

    confirmCall($redirect['t'], $redirect['s'])->assertOk()
        ->assertJsonPath('data.verified', true)
        ->assertJsonPath('data.order.token', $order->token)
        ->assertJsonPath('data.order.payment_status', $paymentStatus);
})->with(['paid' => ['pay', 'paid'], 'declined' => ['decline', 'failed']]);

it('gives the order through both adapters only when verified', function (ShopApi $api) {
    $order = openCardOrder();
    $redirect = sandboxRedirect($order);

    $guess = $api->confirmPayment((string) Str::uuid(), $order->latestPayment->order_code);
    $confirmed = $api->confirmPayment($redirect['t'], $redirect['s']);

    expect($guess->verified)->toBeFalse()
        ->and($guess->order)->toBeNull()
        ->and($confirmed->verified)->toBeTrue()
        ->and($confirmed->order?->token)->toBe($order->token);
})->with([
    'LocalShopApi' => fn () => app(LocalShopApi::class),
    'HttpShopApi' => function () {
        KernelUpstream::fake($this);

        return app(HttpShopApi::class);
    },
]);

it('does not believe an upstream that sends an order with verified false', function () {
    $order = openCardOrder();
    $redirect = sandboxRedirect($order);
    $record = confirmCall($redirect['t'], $redirect['s'])->json('data.order');

    expect(PaymentConfirmation::fromArray(['order' => $record, 'verified' => false])->order)->toBeNull()
        ->and(PaymentConfirmation::fromArray(['order' => $record, 'verified' => 'yes'])->order)->toBeNull()
        ->and(PaymentConfirmation::fromArray(['order' => $record, 'verified' => true])->order?->token)->toBe($order->token);
});

/** The storefront over SHOP_API=http whose upstream answers the confirm call with $answer. */
function upstreamConfirms(array $answer): void
{
    config(['shop.api.driver' => 'http', 'shop.api.url' => 'http://upstream.test']);
    Http::preventStrayRequests();
    Http::fake(fn (Request $request) => str_ends_with(parse_url($request->url(), PHP_URL_PATH), '/api/payments/viva/confirm')
        ? Http::response(['data' => $answer])
        : Http::response(['message' => 'Not found.'], 404));
}

function orderIdCookieOf(TestResponse $response): ?string
{
    foreach ($response->headers->getCookies() as $cookie) {
        if ($cookie->getName() === 'order_id') {
            return $cookie->getValue();
        }
    }

    return null;
}

it('lands a verified payment on its page with the order_id cookie through the HTTP adapter', function () {
    $order = openCardOrder();
    $redirect = sandboxRedirect($order);
    $record = confirmCall($redirect['t'], $redirect['s'])->json('data.order');
    upstreamConfirms(['order' => $record, 'verified' => true]);

    $response = $this->get('/api/success-viva-redirect-url?'.http_build_query($redirect))->assertRedirect('http://localhost/checkout/payment-success');

    expect(orderIdCookieOf($response))->toBe($order->token);
});

it('lands an unverified payment on the redirect\'s page without a cookie through the HTTP adapter, even when the upstream sends an order', function (bool $leaks) {
    $order = openCardOrder();
    $redirect = sandboxRedirect($order);
    $record = confirmCall($redirect['t'], $redirect['s'])->json('data.order');
    upstreamConfirms(['order' => $leaks ? $record : null, 'verified' => false]);

    $response = $this->get('/en/api/success-viva-redirect-url?'.http_build_query(['t' => (string) Str::uuid(), 's' => $redirect['s']]))
        ->assertRedirect('http://localhost/en/checkout/payment-success');

    expect(orderIdCookieOf($response))->toBeNull();
})->with(['an honest upstream' => false, 'an upstream that sends the order anyway' => true]);

it('lands a random transaction id on the redirect\'s page without a cookie, changing nothing', function () {
    $order = openCardOrder();

    $response = $this->get('/api/fail-viva-redirect-url?'.http_build_query(['t' => (string) Str::uuid(), 's' => $order->latestPayment->order_code]))
        ->assertRedirect('http://localhost/checkout/payment-failure');

    expect(orderIdCookieOf($response))->toBeNull()
        ->and($order->refresh()->payment_status->value)->toBe('pending');
});
