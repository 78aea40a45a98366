<?php

use App\Models\Order;
use App\Shop\Ordering\OrderStatus;
use App\ShopApi\HttpShopApi;
use App\ShopApi\LocalShopApi;
use App\ShopApi\ShopApi;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\Feature\Contract\KernelUpstream;
use Tests\Feature\Staff\StaffFixtures as Staff;
use Tests\Feature\Tracking\TrackingFixtures;
use Tests\Support\SeededShop;

// The tracking page: reachable by whoever holds the order's token link, showing only the order's own facts and the
// customer's first name and a masked phone, never indexed nor stored; its feed answers 304 while nothing moved.

it('shows the order to whoever holds its link, without signing in, in both languages', function (string $prefix, string $restaurant, string $paymentStatus) {
    $order = TrackingFixtures::trackedOrder(OrderStatus::Accepted);

    $this->get("$prefix/track/{$order->token}")->assertOk()
        ->assertInertia(fn (Assert $page) => $page->component('tracking/show')
            ->where('tracking.number', $order->number)
            ->where('tracking.status', 'accepted')
            ->where('tracking.first_name', 'Олена')
            ->where('tracking.phone', '+38050 ••• ••67')
            ->where('tracking.restaurant.name', $restaurant)
            ->where('tracking.restaurant.phone', '+380441234501')
            ->where('tracking.payment_status', $paymentStatus)
            ->where('tracking.lines.0.quantity', 2)
            ->where('tracking.total', $order->total)
            ->where('feed.url', "$prefix/track/{$order->token}/feed")
            ->missing('tracking.address')
            ->missing('tracking.name')
            ->missing('tracking.comment')
            ->missing('tracking.token'));
})->with([
    'uk' => ['', 'Sunrise Поділ', 'unpaid'],
    'en' => ['/en', 'Sunrise Podil', 'unpaid'],
]);

it('never puts the surname, the full phone, the address or the comment into the page', function () {
    $order = TrackingFixtures::trackedOrder();

    $html = (string) $this->get("/track/{$order->token}")->assertOk()->getContent();

    expect($html)->not->toContain('Коваль')->not->toContain('380501234567')->not->toContain('Ярославів')->not->toContain('Домофон');
});

it('is noindex and no-store', function () {
    $order = TrackingFixtures::trackedOrder();

    $response = $this->get("/track/{$order->token}")->assertOk()
        ->assertHeader('X-Robots-Tag', 'noindex, nofollow')
        ->assertHeader('Cache-Control', 'no-store, private');

    expect((string) $response->getContent())->toContain('<meta name="robots" content="noindex">');
    TrackingFixtures::trackingFeed($order)->assertOk()->assertHeader('X-Robots-Tag', 'noindex, nofollow')->assertHeader('Cache-Control', 'no-store, private');
});

it('answers 404 for an unknown or malformed token, and never by the order number', function (string $reference) {
    TrackingFixtures::trackedOrder();

    $this->get("/track/$reference")->assertNotFound();
    $this->getJson("/track/$reference/feed")->assertNotFound();
})->with([
    'an unknown token' => [str_repeat('A', 32)],
    'a short token' => ['abc'],
    'the order number' => ['SR-10001'],
]);

it('needs no sign-in and is the same page for the customer and for a stranger holding the link', function () {
    $order = TrackingFixtures::trackedOrder(OrderStatus::Cooking);

    $this->get("/track/{$order->token}")->assertOk()->assertInertia(fn (Assert $page) => $page->where('tracking.status', 'cooking'));
    $this->withCookie('auth_token', '1|not-a-valid-token')->get("/track/{$order->token}")->assertOk();
});

it('answers 304 with one query while the order did not move, and the order again once staff move it', function () {
    $order = TrackingFixtures::trackedOrder(OrderStatus::New);
    $first = TrackingFixtures::trackingFeed($order)->assertOk()->assertJsonPath('tracking.status', 'new');
    $etag = (string) $first->headers->get('ETag');

    DB::enableQueryLog();
    TrackingFixtures::trackingFeed($order, $etag)->assertStatus(304);
    expect(count(DB::getQueryLog()))->toBeLessThanOrEqual(1);
    DB::disableQueryLog();

    Staff::signIn(StaffRole::Operator);
    $this->withHeaders(Staff::json())->postJson("/staff/orders/{$order->number}/move", ['from' => 'new', 'to' => 'accepted'])->assertOk();

    TrackingFixtures::trackingFeed($order, $etag)->assertOk()
        ->assertJsonPath('tracking.status', 'accepted')
        ->assertJsonPath('tracking.timeline.1', fn ($step) => $step['step'] === 'accepted' && $step['state'] === 'current' && $step['at'] !== null);
});

it('gives each language its own ETag', function () {
    $order = TrackingFixtures::trackedOrder();
    $etag = (string) TrackingFixtures::trackingFeed($order)->headers->get('ETag');

    TrackingFixtures::trackingFeed($order, $etag, '/en')->assertOk();
});

it('lays out the timeline of a delivery and of a pickup, and a cancelled order with its reason', function () {
    $delivery = TrackingFixtures::trackedOrder(OrderStatus::New);
    $delivery->statusHistory()->create(['from' => 'new', 'to' => 'accepted']);
    $delivery->update(['status' => OrderStatus::Accepted]);
    $pickup = Staff::pickup(OrderStatus::New);
    $cancelled = TrackingFixtures::trackedOrder(OrderStatus::New);
    $cancelled->statusHistory()->create(['from' => 'new', 'to' => 'cancelled']);
    $cancelled->update(['status' => OrderStatus::Cancelled, 'cancellation_reason' => 'out_of_stock']);

    $steps = fn (Order $o) => array_map(fn ($s) => $s['step'].':'.$s['state'], TrackingFixtures::trackingFeed($o)->json('tracking.timeline'));

    expect($steps($delivery))->toBe(['new:done', 'accepted:current', 'cooking:upcoming', 'on_the_way:upcoming', 'completed:upcoming'])
        ->and($steps($pickup))->toBe(['new:current', 'accepted:upcoming', 'cooking:upcoming', 'ready_for_pickup:upcoming', 'completed:upcoming'])
        ->and($steps($cancelled))->toBe(['new:done', 'cancelled:current'])
        ->and(TrackingFixtures::trackingFeed($cancelled)->json('tracking.cancellation_reason'))->toBe('out_of_stock');
});

it('links the order-placed page and the account order page to the tracking page, which the account page follows', function () {
    seedShop();
    $order = Order::query()->whereNotNull('customer_id')->firstOrFail();

    $this->withUnencryptedCookie('order_id', $order->token)->get('/checkout/success')->assertOk()
        ->assertInertia(fn (Assert $page) => $page->where('trackingUrl', "/track/{$order->token}"));

    $this->withUnencryptedCookie('auth_token', SeededShop::customerToken($order->phone))->get("/en/account/orders/{$order->number}")->assertOk()
        ->assertInertia(fn (Assert $page) => $page->component('account/order')
            ->where('follow.page', "/en/track/{$order->token}")
            ->where('follow.url', "/en/track/{$order->token}/feed")
            ->where('follow.pollMs', 3000));
});

it('reads an order\'s version by its token the same through both adapters, and refuses a number', function (Closure $make) {
    $order = TrackingFixtures::trackedOrder();
    config(['shop.api.url' => 'http://upstream.test']);
    /** @var ShopApi $api */
    $api = $make->call($this);

    expect($api->orderVersion($order->token))->toBe(app(LocalShopApi::class)->orderVersion($order->token))
        ->and(fn () => $api->orderVersion((string) $order->number))->toThrow(\App\ShopApi\Exceptions\NotFoundException::class);
    $before = $api->orderVersion($order->token);
    $order->update(['status' => OrderStatus::Accepted]);
    expect($api->orderVersion($order->token))->not->toBe($before);
})->with([
    'LocalShopApi' => [fn () => app(LocalShopApi::class)],
    'HttpShopApi' => [function () {
        KernelUpstream::fake($this);

        return app(HttpShopApi::class);
    }],
]);

it('limits the feed per client address with a 429 and Retry-After', function () {
    config(['shop.rate_limits.tracking.per_minute' => 2]);
    $order = TrackingFixtures::trackedOrder();

    TrackingFixtures::trackingFeed($order)->assertOk();
    TrackingFixtures::trackingFeed($order)->assertOk();
    TrackingFixtures::trackingFeed($order)->assertStatus(429)->assertHeader('Retry-After');
});
