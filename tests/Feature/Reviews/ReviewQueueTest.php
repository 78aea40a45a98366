<?php

use App\Models\Review;
use App\Models\StaffAuditEntry;
use App\Shop\Ordering\OrderStatus;
use App\Staff\StaffRole;
use Tests\Feature\Account\PastOrderFixtures as Fixtures;
use Tests\Feature\Staff\StaffFixtures as Staff;

// The staff queue of customers' reviews (staff.reviews.index / update, operators and managers): new reviews wait,
// a publish or a hide is audited, and only published reviews reach the product's review list and JSON-LD rating.

beforeEach(function () {
    seedShop();
    $this->withoutVite();
});

/** A customer's new review of set-california (a seeded dish without reviews) in a completed order. */
function newReview(int $rating = 4, string $body = 'Смачно'): Review
{
    $order = Fixtures::order(OrderStatus::Completed, [['set-california', 1]]);
    test()->withCredentials()->withUnencryptedCookie('auth_token', customerToken())
        ->postJson("/orders/{$order->number}/reviews", ['product_id' => productId('set-california'), 'rating' => $rating, 'body' => $body])->assertCreated();

    return Review::query()->where('order_id', $order->id)->sole();
}

function productJsonLd(string $path): array
{
    preg_match('#<script type="application/ld\+json">(.*?)</script>#s', test()->get($path)->assertOk()->getContent(), $m);

    return json_decode($m[1] ?? 'null', true) ?? [];
}

it('shows operators and managers the new reviews first, in the page language', function (StaffRole $role) {
    $review = newReview();
    Staff::signIn($role);

    Staff::visit('/en/staff/reviews')->assertOk()->assertJsonPath('component', 'staff/reviews')
        ->assertJsonPath('props.filters.status', 'new')
        ->assertJsonPath('props.counts.new', 1)
        ->assertJsonPath('props.rows.0.id', $review->id)
        ->assertJsonPath('props.rows.0.product.name', 'California Set')
        ->assertJsonPath('props.rows.0.rating', 4)
        ->assertJsonPath('props.rows.0.order', $review->order->number)
        ->assertJsonPath('props.can.reviews', true);
})->with([StaffRole::Operator, StaffRole::Manager]);

it('keeps the kitchen out of the queue', function () {
    $review = newReview();
    Staff::signIn(StaffRole::Kitchen);

    $this->get('/staff/reviews')->assertForbidden();
    $this->patch("/staff/reviews/{$review->id}", ['status' => 'published'])->assertForbidden();
    expect($review->refresh()->status())->toBe('new');
});

it('publishes a review: back with a message, audited, on the product page and in its rating', function () {
    $review = newReview(5, 'Найкращий сет');
    expect(productJsonLd('/en/product/set-california'))->not->toHaveKey('aggregateRating');
    $this->getJson('/api/products/set-california/reviews')->assertOk()->assertJsonCount(0, 'data');
    $operator = Staff::signIn(StaffRole::Operator);

    $this->from('/staff/reviews')->patch("/staff/reviews/{$review->id}", ['status' => 'published'])
        ->assertRedirect('/staff/reviews')->assertSessionHas('flash.success', 'Відгук опубліковано.');

    expect($review->refresh()->status())->toBe('published')
        ->and($review->moderated_by)->toBe($operator->id);
    $audit = StaffAuditEntry::query()->where('action', 'review.publish')->sole();
    expect($audit->staff_member_id)->toBe($operator->id)->and($audit->before)->toMatchArray(['status' => 'new'])->and($audit->after)->toMatchArray(['status' => 'published']);

    $this->getJson('/api/products/set-california/reviews')->assertOk()->assertJsonPath('data.0.body', 'Найкращий сет');
    expect(productJsonLd('/en/product/set-california')['aggregateRating'] ?? null)->toBe(['@type' => 'AggregateRating', 'ratingValue' => 5, 'reviewCount' => 1]);
});

it('counts only published reviews in the rating: new and hidden ones stay out', function () {
    $published = newReview(5);
    newReview(1); // stays new
    $hidden = newReview(1);
    Staff::signIn(StaffRole::Manager);
    $this->patch("/staff/reviews/{$published->id}", ['status' => 'published'])->assertRedirect();
    $this->patch("/en/staff/reviews/{$hidden->id}", ['status' => 'hidden'])->assertRedirect()->assertSessionHas('flash.success', 'The review is hidden.');

    expect(productJsonLd('/product/set-california')['aggregateRating'])->toMatchArray(['ratingValue' => 5, 'reviewCount' => 1]);
    $this->getJson('/api/products/set-california/reviews')->assertJsonCount(1, 'data');
    $this->getJson('/api/products/set-california')->assertJsonPath('data.rating', ['average' => 5, 'count' => 1]);
});

it('takes a published review back down when it is hidden later', function () {
    $review = newReview(3);
    Staff::signIn(StaffRole::Operator);
    $this->patch("/staff/reviews/{$review->id}", ['status' => 'published'])->assertRedirect();
    expect(productJsonLd('/product/set-california'))->toHaveKey('aggregateRating');

    $this->put("/staff/reviews/{$review->id}", ['status' => 'hidden'])->assertRedirect();

    expect($review->refresh()->status())->toBe('hidden')
        ->and(productJsonLd('/product/set-california'))->not->toHaveKey('aggregateRating');
    Staff::visit('/staff/reviews?status=hidden')->assertJsonPath('props.rows.0.id', $review->id);
});

it('refuses a status it does not know, and an unknown review', function () {
    $review = newReview();
    Staff::signIn(StaffRole::Operator);

    $this->patchJson("/staff/reviews/{$review->id}", ['status' => 'deleted'])->assertUnprocessable()->assertJsonPath('errors.status.0', 'Оберіть «опублікувати» або «приховати».');
    $this->patchJson('/staff/reviews/999999', ['status' => 'published'])->assertNotFound();
    expect($review->refresh()->status())->toBe('new');
});
