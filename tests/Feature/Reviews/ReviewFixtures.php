<?php

namespace Tests\Feature\Reviews;

use App\Models\Review;
use App\Shop\Ordering\OrderStatus;
use Tests\Feature\Account\PastOrderFixtures as Fixtures;
use Tests\Support\SeededShop;

/** Reviews and the dishes they are about, as the review tests make them. */
final class ReviewFixtures
{
    public static function reviewDish(string $reference, array $body, string $prefix = '', ?string $token = null): \Illuminate\Testing\TestResponse
    {
        return test()->withCredentials()->withUnencryptedCookie('auth_token', $token ?? SeededShop::customerToken())->postJson("$prefix/orders/$reference/reviews", $body);
    }

    /** A customer's new review of set-california (a seeded dish without reviews) in a completed order. */
    public static function newReview(int $rating = 4, string $body = 'Смачно'): Review
    {
        $order = Fixtures::order(OrderStatus::Completed, [['set-california', 1]]);
        test()->withCredentials()->withUnencryptedCookie('auth_token', SeededShop::customerToken())
            ->postJson("/orders/{$order->number}/reviews", ['product_id' => SeededShop::productId('set-california'), 'rating' => $rating, 'body' => $body])->assertCreated();

        return Review::query()->where('order_id', $order->id)->sole();
    }

    public static function productJsonLd(string $path): array
    {
        preg_match('#<script type="application/ld\+json">(.*?)</script>#s', test()->get($path)->assertOk()->getContent(), $m);

        return json_decode($m[1] ?? 'null', true) ?? [];
    }
}
