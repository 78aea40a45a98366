<?php

use App\Models\Order;
use App\ShopApi\Data\PaymentConfirmation;
use App\ShopApi\HttpShopApi;
use App\ShopApi\LocalShopApi;
use App\ShopApi\ShopApi;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Contract\KernelUpstream;
use Tests\Feature\Security\SecurityFixtures;

// POST /api/payments/viva/confirm answers an order only for a transaction the provider confirmed is that order's:
// a guessed transaction id with a real payment order code learns `verified: false` and nothing else.

beforeEach(function () {
    seedShop();
    Fx::quietNoon();
    $this->withoutVite();
    config(['shop.api.url' => 'http://upstream.test']);
});

it('answers only verified false to a random transaction id with a real payment order code', function () {
    $order = SecurityFixtures::openCardOrder();

    $response = SecurityFixtures::confirmCall((string) Str::uuid(), $order->latestPayment->order_code)->assertOk()
        ->assertExactJson(['data' => ['order' => null, 'verified' => false]]);

    expect($response->getContent())->not->toContain($order->token)
        ->not->toContain($order->number)
        ->not->toContain($order->phone)
        ->not->toContain($order->name);
});

it('does the same work and answers the same for an unknown order code as for a known one with a stranger\'s transaction id', function () {
    $order = SecurityFixtures::openCardOrder();
    $transactionId = (string) Str::uuid();
    $confirm = function (string $orderCode) use ($transactionId): array {
        $queries = [];
        DB::listen(function ($query) use (&$queries) {
            $queries[] = preg_replace('/\s+/', ' ', $query->sql);
        });
        $response = SecurityFixtures::confirmCall($transactionId, $orderCode)->assertOk();

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
    $paid = SecurityFixtures::openCardOrder();
    $other = SecurityFixtures::openCardOrder('0671234599', '203.0.113.9');
    $redirect = SecurityFixtures::sandboxRedirect($paid);

    SecurityFixtures::confirmCall($redirect['t'], $other->latestPayment->order_code)->assertOk()->assertExactJson(['data' => ['order' => null, 'verified' => false]]);
});

it('answers the order for a transaction the provider confirmed is its own', function (string $decision, string $paymentStatus) {
    $order = SecurityFixtures::openCardOrder();
    $redirect = SecurityFixtures::sandboxRedirect($order, $decision);

    SecurityFixtures::confirmCall($redirect['t'], $redirect['s'])->assertOk()
        ->assertJsonPath('data.verified', true)
        ->assertJsonPath('data.order.token', $order->token)
        ->assertJsonPath('data.order.payment_status', $paymentStatus);
})->with(['paid' => ['pay', 'paid'], 'declined' => ['decline', 'failed']]);

it('gives the order through both adapters only when verified', function (ShopApi $api) {
    $order = SecurityFixtures::openCardOrder();
    $redirect = SecurityFixtures::sandboxRedirect($order);

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
    $order = SecurityFixtures::openCardOrder();
    $redirect = SecurityFixtures::sandboxRedirect($order);
    $record = SecurityFixtures::confirmCall($redirect['t'], $redirect['s'])->json('data.order');

    expect(PaymentConfirmation::fromArray(['order' => $record, 'verified' => false])->order)->toBeNull()
        ->and(PaymentConfirmation::fromArray(['order' => $record, 'verified' => 'yes'])->order)->toBeNull()
        ->and(PaymentConfirmation::fromArray(['order' => $record, 'verified' => true])->order?->token)->toBe($order->token);
});

it('lands a verified payment on its page with the order_id cookie through the HTTP adapter', function () {
    $order = SecurityFixtures::openCardOrder();
    $redirect = SecurityFixtures::sandboxRedirect($order);
    $record = SecurityFixtures::confirmCall($redirect['t'], $redirect['s'])->json('data.order');
    SecurityFixtures::upstreamConfirms(['order' => $record, 'verified' => true]);

    $response = $this->get('/api/success-viva-redirect-url?'.http_build_query($redirect))->assertRedirect('http://localhost/checkout/payment-success');

    expect(SecurityFixtures::orderIdCookieOf($response))->toBe($order->token);
});

it('lands an unverified payment on the redirect\'s page without a cookie through the HTTP adapter, even when the upstream sends an order', function (bool $leaks) {
    $order = SecurityFixtures::openCardOrder();
    $redirect = SecurityFixtures::sandboxRedirect($order);
    $record = SecurityFixtures::confirmCall($redirect['t'], $redirect['s'])->json('data.order');
    SecurityFixtures::upstreamConfirms(['order' => $leaks ? $record : null, 'verified' => false]);

    $response = $this->get('/en/api/success-viva-redirect-url?'.http_build_query(['t' => (string) Str::uuid(), 's' => $redirect['s']]))
        ->assertRedirect('http://localhost/en/checkout/payment-success');

    expect(SecurityFixtures::orderIdCookieOf($response))->toBeNull();
})->with(['an honest upstream' => false, 'an upstream that sends the order anyway' => true]);

it('lands a random transaction id on the redirect\'s page without a cookie, changing nothing', function () {
    $order = SecurityFixtures::openCardOrder();

    $response = $this->get('/api/fail-viva-redirect-url?'.http_build_query(['t' => (string) Str::uuid(), 's' => $order->latestPayment->order_code]))
        ->assertRedirect('http://localhost/checkout/payment-failure');

    expect(SecurityFixtures::orderIdCookieOf($response))->toBeNull()
        ->and($order->refresh()->payment_status->value)->toBe('pending');
});
