<?php

use App\Models\Review;
use App\Shop\Ordering\OrderStatus;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\Feature\Account\PastOrderFixtures as Fixtures;
use Tests\Feature\Reviews\ReviewFixtures;
use Tests\Support\SeededShop;

// Reviews after delivery: each dish of a delivered (completed) order rated once (1–5, an optional text up to
// shop.reviews.max_text), by the order's customer or whoever holds its token; a new review waits for the staff.

beforeEach(fn () => seedShop());

it('rates a dish of a completed order; the review waits for the staff', function () {
    $order = Fixtures::order(OrderStatus::Completed, [['set-philadelphia', 1], ['philadelphia-classic', 2]]);

    ReviewFixtures::reviewDish($order->number, ['product_id' => SeededShop::productId('set-philadelphia'), 'rating' => 5, 'body' => 'Дуже смачно'])
        ->assertCreated()
        ->assertJsonPath('data.reviewable', true)
        ->assertJsonPath('data.dishes.0.review', ['rating' => 5, 'body' => 'Дуже смачно', 'status' => 'new'])
        ->assertJsonPath('data.dishes.1.review', null);

    $review = Review::query()->where('order_id', $order->id)->sole();
    expect($review->published)->toBeFalse()
        ->and($review->moderated_at)->toBeNull()
        ->and($review->customer_id)->toBe($order->customer_id)
        ->and($review->author)->toBe('Олена')
        ->and($review->locale)->toBe('uk');
});

it('takes a rating without a text', function () {
    $order = Fixtures::order(OrderStatus::Completed, [['set-philadelphia', 1]]);

    ReviewFixtures::reviewDish($order->number, ['product_id' => SeededShop::productId('set-philadelphia'), 'rating' => 3], '/en')
        ->assertCreated()->assertJsonPath('data.dishes.0.review', ['rating' => 3, 'body' => '', 'status' => 'new']);
});

it('takes one review per dish per order', function () {
    $order = Fixtures::order(OrderStatus::Completed, [['set-philadelphia', 1]]);
    $body = ['product_id' => SeededShop::productId('set-philadelphia'), 'rating' => 4];
    ReviewFixtures::reviewDish($order->number, $body)->assertCreated();

    ReviewFixtures::reviewDish($order->number, ['rating' => 1] + $body, '/en')->assertUnprocessable()
        ->assertJsonPath('errors.product_id.0', 'You have already rated “Philadelphia Set” in this order.');

    expect(Review::query()->where('order_id', $order->id)->pluck('rating')->all())->toBe([4]);
    // The same dish of another order is another review.
    $again = Fixtures::order(OrderStatus::Completed, [['set-philadelphia', 1]]);
    ReviewFixtures::reviewDish($again->number, $body)->assertCreated();
});

it('refuses reviews before the order is delivered, and of a cancelled order', function (OrderStatus $status) {
    $order = Fixtures::order($status, [['set-philadelphia', 1]]);

    ReviewFixtures::reviewDish($order->number, ['product_id' => SeededShop::productId('set-philadelphia'), 'rating' => 5])->assertUnprocessable()
        ->assertJsonPath('errors.product_id.0', 'Оцінити страви можна, коли замовлення доставлено.');
    expect(Review::query()->where('order_id', $order->id)->exists())->toBeFalse();
})->with([OrderStatus::New, OrderStatus::Cooking, OrderStatus::OnTheWay, OrderStatus::ReadyForPickup, OrderStatus::Cancelled]);

it('refuses a dish that is not in the order', function () {
    $order = Fixtures::order(OrderStatus::Completed, [['set-philadelphia', 1]]);

    ReviewFixtures::reviewDish($order->number, ['product_id' => SeededShop::productId('philadelphia-classic'), 'rating' => 5])->assertUnprocessable()->assertJsonValidationErrors('product_id');
    expect(Review::query()->where('order_id', $order->id)->exists())->toBeFalse();
});

it('lets only the order\'s owner rate it: another customer and a guest get 404, the order\'s token works signed out', function () {
    $order = Fixtures::order(OrderStatus::Completed, [['set-philadelphia', 1]]);
    $body = ['product_id' => SeededShop::productId('set-philadelphia'), 'rating' => 5];

    ReviewFixtures::reviewDish($order->number, $body, token: SeededShop::customerToken('380931112299'))->assertNotFound();
    test()->postJson("/orders/{$order->number}/reviews", $body)->assertNotFound();
    expect(Review::query()->count())->toBe(Review::query()->whereNull('order_id')->count());

    test()->postJson("/en/orders/{$order->token}/reviews", $body)->assertCreated();
    test()->getJson("/orders/{$order->token}/reviews")->assertOk()->assertJsonPath('data.dishes.0.review.status', 'new');
});

it('checks the rating and the length of the text', function (array $fields, string $field) {
    $order = Fixtures::order(OrderStatus::Completed, [['set-philadelphia', 1]]);

    ReviewFixtures::reviewDish($order->number, $fields + ['product_id' => SeededShop::productId('set-philadelphia'), 'rating' => 5])
        ->assertUnprocessable()->assertJsonValidationErrors($field);
    expect(Review::query()->where('order_id', $order->id)->exists())->toBeFalse();
})->with([
    'no rating' => [['rating' => null], 'rating'],
    'zero' => [['rating' => 0], 'rating'],
    'six' => [['rating' => 6], 'rating'],
    'a list' => [['rating' => [5]], 'rating'],
    'too long a text' => [['body' => str_repeat('я', 1001)], 'body'],
    'a text as a list' => [['body' => ['a']], 'body'],
]);

it('takes a text of exactly the configured length, and follows the configuration', function () {
    $order = Fixtures::order(OrderStatus::Completed, [['set-philadelphia', 1], ['philadelphia-classic', 1]]);
    ReviewFixtures::reviewDish($order->number, ['product_id' => SeededShop::productId('set-philadelphia'), 'rating' => 5, 'body' => str_repeat('я', 1000)])->assertCreated()
        ->assertJsonPath('data.max_text', 1000);

    config(['shop.reviews.max_text' => 10]);
    ReviewFixtures::reviewDish($order->number, ['product_id' => SeededShop::productId('philadelphia-classic'), 'rating' => 5, 'body' => str_repeat('a', 11)])
        ->assertUnprocessable()->assertJsonPath('errors.body.0', 'Відгук — не довше 10 символів.');
});

it('gives the account\'s order page what may be rated', function () {
    $done = Fixtures::order(OrderStatus::Completed, [['set-philadelphia', 1]]);
    $cooking = Fixtures::order(OrderStatus::Cooking, [['set-philadelphia', 1]]);

    test()->withUnencryptedCookie('auth_token', SeededShop::customerToken())->get('/en/account/orders/'.$done->number)->assertOk()
        ->assertInertia(fn (Assert $page) => $page->component('account/order')
            ->where('reviews.reviewable', true)->where('reviews.max_text', 1000)
            ->where('reviews.dishes', [['product_id' => SeededShop::productId('set-philadelphia'), 'name' => 'Philadelphia Set', 'review' => null]])->etc());
    test()->withUnencryptedCookie('auth_token', SeededShop::customerToken())->get('/account/orders/'.$cooking->number)->assertOk()
        ->assertInertia(fn (Assert $page) => $page->where('reviews.reviewable', false)->etc());
});

it('answers the shop API the same, with the customer\'s bearer token', function () {
    $order = Fixtures::order(OrderStatus::Completed, [['set-philadelphia', 1]]);
    $headers = ['Authorization' => 'Bearer '.SeededShop::customerToken(), 'Accept-Language' => 'en'];

    test()->postJson("/api/orders/{$order->number}/reviews", ['product_id' => SeededShop::productId('set-philadelphia'), 'rating' => 2, 'body' => 'Cold'], $headers)
        ->assertCreated()->assertJsonPath('data.dishes.0.review', ['rating' => 2, 'body' => 'Cold', 'status' => 'new']);
    test()->getJson("/api/orders/{$order->number}/reviews", ['Accept-Language' => 'en'])->assertNotFound();
});

it('gives the tracking page what may be rated, to whoever holds the order\'s link, and takes a review by the token', function () {
    $done = Fixtures::order(OrderStatus::Completed, [['set-philadelphia', 1]]);
    $cooking = Fixtures::order(OrderStatus::Cooking, [['set-philadelphia', 1]]);

    // No sign-in: the link's token is the key.
    test()->get('/en/track/'.$done->token)->assertOk()
        ->assertInertia(fn (Assert $page) => $page->component('tracking/show')->where('reference', $done->token)
            ->where('reviews.reviewable', true)
            ->where('reviews.dishes', [['product_id' => SeededShop::productId('set-philadelphia'), 'name' => 'Philadelphia Set', 'review' => null]])->etc());
    test()->get('/track/'.$cooking->token)->assertOk()->assertInertia(fn (Assert $page) => $page->where('reviews.reviewable', false)->etc());

    test()->postJson('/en/orders/'.$done->token.'/reviews', ['product_id' => SeededShop::productId('set-philadelphia'), 'rating' => 4])->assertSuccessful();
    expect(\App\Models\Review::query()->where('order_id', $done->id)->count())->toBe(1);
});
