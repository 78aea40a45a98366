<?php

use App\Models\Modifier;
use App\Models\Product;
use App\Models\RestaurantStopListEntry;
use App\Models\StaffAuditEntry;
use App\Staff\StaffRole;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Staff\StaffFixtures as Staff;

// The stop-list from the floor: everywhere (the storefront stops selling at once) or at one restaurant (its orders refuse it).

beforeEach(function () {
    seedShop();
    $this->travelTo(Fx::noon());
});

it('stops a dish everywhere: the menu shows it unavailable, the cart check and the checkout refuse it', function () {
    Staff::signIn(StaffRole::Operator);
    $product = Fx::product();
    // The storefront has the product page cached from before.
    $this->get('/en/product/philadelphia-classic')->assertInertia(fn ($page) => $page->where('product.available', true)->etc());

    Staff::staffStop('product', $product->id, null, true)->assertStatus(303)->assertRedirect('/staff/stop-list')->assertSessionHasNoErrors();

    expect(Staff::toast())->toBe('Зупинено: Філадельфія класична.')
        ->and($product->refresh()->available)->toBeFalse();
    $this->get('/en/product/philadelphia-classic')->assertInertia(fn ($page) => $page->where('product.available', false)->etc());
    $this->postJson('/en/cart/check', ['items' => Fx::items()])->assertOk()->assertJsonPath('data.lines.0.orderable', false);
    $this->postJson('/checkout/quote', Fx::delivery())->assertOk()
        ->assertJsonPath('data.problems', fn ($problems) => str_contains(json_encode($problems, JSON_UNESCAPED_UNICODE), 'Філадельфія класична'));
});

it('brings a dish back on sale everywhere', function () {
    Staff::signIn(StaffRole::Operator);
    $product = Fx::product();
    $product->update(['available' => false]);

    Staff::staffStop('product', $product->id, null, false)->assertRedirect('/staff/stop-list')->assertSessionHasNoErrors();

    expect($product->refresh()->available)->toBeTrue();
    $this->postJson('/cart/check', ['items' => Fx::items()])->assertJsonPath('data.lines.0.orderable', true);
});

it('stops a dish at one restaurant: orders that kitchen cooks refuse it, the others take it', function () {
    Staff::signIn(StaffRole::Kitchen);
    $product = Fx::product();
    $podil = Fx::restaurant();

    Staff::staffStop('product', $product->id, $podil->id, true)->assertRedirect('/staff/stop-list')->assertSessionHasNoErrors();

    expect($product->refresh()->available)->toBeTrue();
    $this->postJson('/checkout/quote', Fx::pickup())->assertOk()
        ->assertJsonPath('data.problems', fn ($problems) => isset(((array) $problems)['items.0']));
    $other = \App\Models\Restaurant::query()->where('pickup', true)->whereKeyNot($podil->id)->first();
    if ($other !== null) {
        $this->postJson('/checkout/quote', Fx::pickup(['restaurant_id' => $other->id]))->assertOk()
            ->assertJsonPath('data.problems', fn ($problems) => ! isset(((array) $problems)['items.0']));
    }
    // Placing the order is refused with the same notice, and nothing is written.
    $this->withHeader('Idempotency-Key', 'stop-list-test-1')->postJson('/checkout', Fx::pickup() + ['expected_total' => 65800])
        ->assertStatus(422)->assertJsonValidationErrors('items.0');
    expect(\App\Models\Order::query()->where('idempotency_key', 'stop-list-test-1')->exists())->toBeFalse();
});

it('stops a modifier at one restaurant for the lines that use it', function () {
    Staff::signIn(StaffRole::Kitchen);
    $modifier = Fx::product()->modifierGroups()->first()->modifiers()->first();
    $items = Fx::items();
    $items[0]['modifiers'] = [['id' => $modifier->id, 'quantity' => 1, 'currentPrice' => $modifier->price]];

    Staff::staffStop('modifier', $modifier->id, Fx::restaurant()->id, true)->assertRedirect('/staff/stop-list')->assertSessionHasNoErrors();

    $this->postJson('/checkout/quote', Fx::pickup(['items' => $items]))->assertOk()
        ->assertJsonPath('data.problems', fn ($problems) => isset(((array) $problems)['items.0']));
    $this->postJson('/checkout/quote', Fx::pickup())->assertOk()
        ->assertJsonPath('data.problems', fn ($problems) => ! isset(((array) $problems)['items.0']));
});

it('records every stop-list change once, with who and the state before and after', function () {
    $member = Staff::signIn(StaffRole::Operator);
    $product = Fx::product();

    Staff::staffStop('product', $product->id, null, true)->assertRedirect('/staff/stop-list')->assertSessionHasNoErrors();
    Staff::staffStop('product', $product->id, null, true)->assertRedirect('/staff/stop-list')->assertSessionHasNoErrors();
    Staff::staffStop('product', $product->id, Fx::restaurant()->id, true)->assertRedirect('/staff/stop-list')->assertSessionHasNoErrors();
    Staff::staffStop('product', $product->id, Fx::restaurant()->id, false)->assertRedirect('/staff/stop-list')->assertSessionHasNoErrors();

    $entries = StaffAuditEntry::query()->where('action', 'like', 'stop_list.%')->orderBy('id')->get();
    expect($entries->pluck('action')->all())->toBe(['stop_list.add', 'stop_list.add', 'stop_list.remove'])
        ->and($entries[0]->staff_member_id)->toBe($member->id)
        ->and($entries[0]->subject_type)->toBe('product')
        ->and($entries[0]->subject_id)->toBe((string) $product->id)
        ->and($entries[0]->before)->toMatchArray(['stopped' => false, 'restaurant_id' => null])
        ->and($entries[0]->after)->toMatchArray(['stopped' => true])
        ->and(RestaurantStopListEntry::query()->count())->toBe(0);
});

it('shows the stop-list with both scopes of every item', function () {
    Staff::signIn(StaffRole::Kitchen);
    $product = Fx::product();

    Staff::staffStop('product', $product->id, Fx::restaurant()->id, true)->assertRedirect('/staff/stop-list');

    $item = collect(Staff::visit('/staff/stop-list')->json('props.categories'))->flatMap(fn ($c) => $c['products'])->firstWhere('id', $product->id);
    expect($item)->toMatchArray(['available' => true, 'stopped_at' => [Fx::restaurant()->id]]);
});

it('refuses an unknown item, restaurant or type: back with the field\'s message, nothing written', function () {
    Staff::signIn(StaffRole::Operator);

    Staff::staffStop('product', 999999, null, true)->assertRedirect('/staff/stop-list')->assertSessionHasErrors('id');
    Staff::staffStop('modifier', Product::query()->max('id') + Modifier::query()->max('id') + 1, null, true)->assertRedirect('/staff/stop-list')->assertSessionHasErrors('id');
    Staff::staffStop('product', Fx::product()->id, 999999, true)->assertRedirect('/staff/stop-list')->assertSessionHasErrors('restaurant_id');
    Staff::staffStop('category', 1, null, true)->assertRedirect('/staff/stop-list')->assertSessionHasErrors('type');
    Staff::send('PUT', '/staff/stop-list', ['type' => 'product', 'id' => Fx::product()->id])->assertRedirect('/staff/stop-list')->assertSessionHasErrors('stopped');

    expect(RestaurantStopListEntry::query()->count())->toBe(0)->and(StaffAuditEntry::query()->where('action', 'like', 'stop_list.%')->exists())->toBeFalse();
});
