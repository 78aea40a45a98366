<?php

use App\Models\Review;
use App\Models\StaffAuditEntry;
use App\Staff\StaffRole;
use Tests\Feature\Reviews\ReviewFixtures;
use Tests\Feature\Staff\StaffFixtures as Staff;

// The staff queue of customers' reviews (staff.reviews.index / update, operators and managers): new reviews wait,
// a publish or a hide is audited, and only published reviews reach the product's review list and JSON-LD rating.

beforeEach(function () {
    seedShop();
    $this->withoutVite();
});

it('shows operators and managers the new reviews first, in the page language', function (StaffRole $role) {
    $review = ReviewFixtures::newReview();
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
    $review = ReviewFixtures::newReview();
    Staff::signIn(StaffRole::Kitchen);

    $this->get('/staff/reviews')->assertForbidden();
    $this->patch("/staff/reviews/{$review->id}", ['status' => 'published'])->assertForbidden();
    expect($review->refresh()->status())->toBe('new');
});

it('publishes a review: back with a message, audited, on the product page and in its rating', function () {
    $review = ReviewFixtures::newReview(5, 'Найкращий сет');
    expect(ReviewFixtures::productJsonLd('/en/product/set-california'))->not->toHaveKey('aggregateRating');
    $this->getJson('/api/products/set-california/reviews')->assertOk()->assertJsonCount(0, 'data');
    $operator = Staff::signIn(StaffRole::Operator);

    $this->from('/staff/reviews')->patch("/staff/reviews/{$review->id}", ['status' => 'published'])
        ->assertRedirect('/staff/reviews')->assertSessionHas('flash.success', 'Відгук опубліковано.');

    expect($review->refresh()->status())->toBe('published')
        ->and($review->moderated_by)->toBe($operator->id);
    $audit = StaffAuditEntry::query()->where('action', 'review.publish')->sole();
    expect($audit->staff_member_id)->toBe($operator->id)->and($audit->before)->toMatchArray(['status' => 'new'])->and($audit->after)->toMatchArray(['status' => 'published']);

    $this->getJson('/api/products/set-california/reviews')->assertOk()->assertJsonPath('data.0.body', 'Найкращий сет');
    expect(ReviewFixtures::productJsonLd('/en/product/set-california')['aggregateRating'] ?? null)->toBe(['@type' => 'AggregateRating', 'ratingValue' => 5, 'reviewCount' => 1]);
});

it('counts only published reviews in the rating: new and hidden ones stay out', function () {
    $published = ReviewFixtures::newReview(5);
    ReviewFixtures::newReview(1); // stays new
    $hidden = ReviewFixtures::newReview(1);
    Staff::signIn(StaffRole::Manager);
    $this->patch("/staff/reviews/{$published->id}", ['status' => 'published'])->assertRedirect();
    $this->patch("/en/staff/reviews/{$hidden->id}", ['status' => 'hidden'])->assertRedirect()->assertSessionHas('flash.success', 'The review is hidden.');

    expect(ReviewFixtures::productJsonLd('/product/set-california')['aggregateRating'])->toMatchArray(['ratingValue' => 5, 'reviewCount' => 1]);
    $this->getJson('/api/products/set-california/reviews')->assertJsonCount(1, 'data');
    $this->getJson('/api/products/set-california')->assertJsonPath('data.rating', ['average' => 5, 'count' => 1]);
});

it('takes a published review back down when it is hidden later', function () {
    $review = ReviewFixtures::newReview(3);
    Staff::signIn(StaffRole::Operator);
    $this->patch("/staff/reviews/{$review->id}", ['status' => 'published'])->assertRedirect();
    expect(ReviewFixtures::productJsonLd('/product/set-california'))->toHaveKey('aggregateRating');

    $this->put("/staff/reviews/{$review->id}", ['status' => 'hidden'])->assertRedirect();

    expect($review->refresh()->status())->toBe('hidden')
        ->and(ReviewFixtures::productJsonLd('/product/set-california'))->not->toHaveKey('aggregateRating');
    Staff::visit('/staff/reviews?status=hidden')->assertJsonPath('props.rows.0.id', $review->id);
});

it('refuses a status it does not know, and an unknown review', function () {
    $review = ReviewFixtures::newReview();
    Staff::signIn(StaffRole::Operator);

    $this->patchJson("/staff/reviews/{$review->id}", ['status' => 'deleted'])->assertUnprocessable()->assertJsonPath('errors.status.0', 'Оберіть «опублікувати» або «приховати».');
    $this->patchJson('/staff/reviews/999999', ['status' => 'published'])->assertNotFound();
    expect($review->refresh()->status())->toBe('new');
});
