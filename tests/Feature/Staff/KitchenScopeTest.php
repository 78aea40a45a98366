<?php

use App\Models\Product;
use App\Models\Restaurant;
use App\Models\RestaurantStopListEntry;
use App\Models\StaffAuditEntry;
use App\Shop\Ordering\OrderStatus;
use App\Staff\Board\BoardVersion;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\DB;
use Tests\Feature\Staff\StaffFixtures as Staff;

// Kitchens see their own: a kitchen account assigned to restaurants sees only their board, live orders and stop-list
// (none assigned: nothing); another restaurant's order, and a closed order's phone and address, are not found. Managers and operators see every restaurant and filter by one.

beforeEach(function () {
    $this->podil = Restaurant::factory()->create();
    $this->obolon = Restaurant::factory()->create();
    $this->podilOrder = Staff::order(OrderStatus::Accepted, ['restaurant_id' => $this->podil->id]);
    $this->obolonOrder = Staff::order(OrderStatus::Accepted, ['restaurant_id' => $this->obolon->id]);
});

it('shows a kitchen the board of its restaurants only', function () {
    Staff::podilKitchen();

    expect(Staff::boardNumbers())->toBe([$this->podilOrder->number])
        ->and(Staff::boardNumbers(['restaurant' => $this->obolon->id]))->toBe([]);
    Staff::visit('/staff/board')->assertJsonPath('props.restaurants', [['id' => $this->podil->id, 'name' => $this->podil->translate('name', 'uk')]])
        ->assertJsonCount(1, 'props.tickets');
});

it('finds only its restaurants\' orders for a kitchen', function () {
    Staff::podilKitchen();

    Staff::visit('/staff/orders')->assertOk()->assertJsonCount(1, 'props.orders')->assertJsonPath('props.orders.0.number', $this->podilOrder->number)
        ->assertJsonCount(1, 'props.restaurants');
    Staff::visit('/staff/orders?q='.$this->obolonOrder->number)->assertJsonCount(0, 'props.orders');
});

it('does not find another restaurant\'s order for a kitchen: its page and every action are 404', function () {
    Staff::podilKitchen();
    $number = $this->obolonOrder->number;

    Staff::visit("/staff/orders/{$this->podilOrder->number}")->assertOk();
    Staff::visit("/staff/orders/$number")->assertNotFound();
    $this->withHeaders(Staff::json())->postJson("/staff/orders/$number/move", ['from' => 'accepted', 'to' => 'cooking'])->assertNotFound();
    $this->withHeaders(Staff::json())->postJson("/staff/orders/$number/cancel", ['reason' => 'other', 'seen' => 'accepted'])->assertNotFound();
    $this->withHeaders(Staff::json())->postJson("/staff/orders/$number/paid", ['seen' => 'unpaid'])->assertNotFound();
    $this->withHeaders(Staff::json())->postJson("/staff/orders/$number/refund", ['lines' => []])->assertNotFound();

    expect($this->obolonOrder->refresh()->status)->toBe(OrderStatus::Accepted);
    $this->withHeaders(Staff::json())->postJson("/staff/orders/{$this->podilOrder->number}/move", ['from' => 'accepted', 'to' => 'cooking'])->assertOk();
});

it('keeps a kitchen\'s stop-list to its restaurants: another restaurant or "everywhere" is 403', function () {
    seedShop();
    Staff::podilKitchen();
    $product = Product::query()->where('slug', 'philadelphia-classic')->firstOrFail();
    RestaurantStopListEntry::query()->create(['restaurant_id' => $this->obolon->id, 'item_type' => 'product', 'item_id' => $product->id, 'created_at' => now()]);

    $page = Staff::visit('/staff/stop-list')->assertOk()->assertJsonPath('props.everywhere', false)->assertJsonCount(1, 'props.restaurants');
    $item = collect($page->json('props.categories'))->flatMap(fn ($c) => $c['products'])->firstWhere('id', $product->id);
    expect($item['stopped_at'])->toBe([]); // another restaurant's entry is not the kitchen's business

    $stop = fn (?int $restaurant) => Staff::send('PUT', '/staff/stop-list', ['type' => 'product', 'id' => $product->id, 'restaurant_id' => $restaurant, 'stopped' => true]);
    $stop($this->obolon->id)->assertForbidden();
    $stop(null)->assertForbidden();
    expect($product->refresh()->available)->toBeTrue();

    $stop($this->podil->id)->assertStatus(303)->assertSessionHasNoErrors();
    expect(RestaurantStopListEntry::query()->where('restaurant_id', $this->podil->id)->where('item_id', $product->id)->exists())->toBeTrue();
});

it('shows managers and operators every restaurant, with the filter', function (StaffRole $role) {
    Staff::signIn($role);

    expect(Staff::boardNumbers())->toEqualCanonicalizing([$this->podilOrder->number, $this->obolonOrder->number])
        ->and(Staff::boardNumbers(['restaurant' => $this->obolon->id]))->toBe([$this->obolonOrder->number]);
    Staff::visit('/staff/orders?restaurant='.$this->podil->id)->assertJsonCount(1, 'props.orders')->assertJsonPath('props.filters.restaurant', $this->podil->id);
    Staff::visit("/staff/orders/{$this->obolonOrder->number}")->assertOk();
})->with([StaffRole::Operator, StaffRole::Manager]);

it('shows a kitchen without restaurants nothing (not every restaurant): no ticket, no order, no stop-list to change', function () {
    // A member made first: signed in by its role, a test's kitchen would work for every restaurant (StaffFixtures).
    $kitchen = Staff::signIn(Staff::member(StaffRole::Kitchen));
    expect($kitchen->restaurants()->count())->toBe(0);

    expect(Staff::boardNumbers())->toBe([]);
    Staff::visit('/staff/orders')->assertOk()->assertJsonCount(0, 'props.orders')->assertJsonCount(0, 'props.restaurants');
    Staff::visit('/staff/orders?q='.$this->podilOrder->phone)->assertJsonCount(0, 'props.orders');
    Staff::visit("/staff/orders/{$this->podilOrder->number}")->assertNotFound();
    Staff::visit('/staff/stop-list')->assertJsonPath('props.everywhere', false)->assertJsonCount(0, 'props.restaurants');
});

it('keeps the phones and addresses of closed orders from a kitchen: not listed, not found by phone, their pages 404', function (OrderStatus $closed) {
    $done = Staff::order($closed, ['restaurant_id' => $this->podil->id, 'phone' => '380671119301', 'name' => 'Ірина Закрита']);
    $live = Staff::order(OrderStatus::Cooking, ['restaurant_id' => $this->podil->id, 'phone' => '380671119302']);
    Staff::podilKitchen();

    $listed = Staff::visit('/staff/orders')->assertOk()->json('props.orders');
    expect(collect($listed)->pluck('number')->all())->toContain($live->number)->not->toContain($done->number)
        ->and(json_encode($listed, JSON_UNESCAPED_UNICODE))->not->toContain('380671119301')->not->toContain('Ірина Закрита');
    Staff::visit('/staff/orders?status='.$closed->value)->assertJsonCount(0, 'props.orders');
    // No search by phone at all for a kitchen (a live order's either): by number only.
    Staff::visit('/staff/orders?q=380671119301')->assertJsonCount(0, 'props.orders');
    Staff::visit('/staff/orders?q=%2B380671119302')->assertJsonCount(0, 'props.orders');
    Staff::visit('/staff/orders?q=9302')->assertJsonCount(0, 'props.orders');
    Staff::visit('/staff/orders?q='.$live->number)->assertJsonCount(1, 'props.orders');
    Staff::visit("/staff/orders/{$done->number}")->assertNotFound();
    Staff::visit("/en/staff/orders/{$done->number}")->assertNotFound();
    Staff::visit("/staff/orders/{$live->number}")->assertOk();

    // An operator still finds the closed order by its phone.
    Staff::signIn(StaffRole::Operator);
    Staff::visit('/staff/orders?q=380671119301')->assertJsonCount(1, 'props.orders')->assertJsonPath('props.orders.0.number', $done->number);
    Staff::visit("/staff/orders/{$done->number}")->assertOk();
})->with([OrderStatus::Completed, OrderStatus::Cancelled]);

it('lets a manager assign a kitchen its restaurants: audited, and open boards follow', function () {
    $kitchen = Staff::member(StaffRole::Kitchen);
    $manager = Staff::signIn(StaffRole::Manager);
    $version = app(BoardVersion::class)->current();

    $this->from('/staff/accounts')->put("/staff/accounts/{$kitchen->id}/restaurants", ['restaurant_ids' => [$this->obolon->id, $this->podil->id]])
        ->assertRedirect('/staff/accounts')->assertSessionHas('flash.success');

    expect($kitchen->restaurants()->pluck('restaurants.id')->sort()->values()->all())->toBe(collect([$this->podil->id, $this->obolon->id])->sort()->values()->all())
        ->and(app(BoardVersion::class)->current())->not->toBe($version);
    $audit = StaffAuditEntry::query()->where('action', 'staff.restaurants')->sole();
    expect($audit->staff_member_id)->toBe($manager->id)->and($audit->before)->toBe(['restaurant_ids' => []]);

    $this->patch("/en/staff/accounts/{$kitchen->id}/restaurants", ['restaurant_ids' => [$this->podil->id]])->assertRedirect()
        ->assertSessionHas('flash.success', "The restaurants of “{$kitchen->name}” are saved.");
    Staff::visit('/staff/accounts')->assertJsonPath('props.accounts', fn ($rows) => collect($rows)->firstWhere('id', $kitchen->id)['restaurant_ids'] === [$this->podil->id]);

    Staff::signIn($kitchen->refresh());
    expect(Staff::boardNumbers())->toBe([$this->podilOrder->number]);
});

it('refuses restaurants for a non-kitchen account, none at all, or an unknown one', function (Closure $body, string $role, string $field = 'restaurant_ids') {
    $account = Staff::member($role);
    Staff::signIn(StaffRole::Manager);

    $this->putJson("/staff/accounts/{$account->id}/restaurants", $body())->assertUnprocessable()->assertJsonValidationErrorFor($field);
    expect($account->restaurants()->count())->toBe(0)->and(StaffAuditEntry::query()->where('action', 'staff.restaurants')->exists())->toBeFalse();
})->with([
    'an operator' => [fn () => ['restaurant_ids' => [test()->podil->id]], 'operator'],
    'none' => [fn () => ['restaurant_ids' => []], 'kitchen'],
    'unknown' => [fn () => ['restaurant_ids' => [999999]], 'kitchen', 'restaurant_ids.0'],
    'as text' => [fn () => ['restaurant_ids' => '1,2'], 'kitchen'],
]);

it('lets only managers assign restaurants', function (StaffRole $role) {
    $kitchen = Staff::member(StaffRole::Kitchen);
    Staff::signIn($role);

    $this->putJson("/staff/accounts/{$kitchen->id}/restaurants", ['restaurant_ids' => [$this->podil->id]])->assertForbidden();
    expect($kitchen->restaurants()->count())->toBe(0);
})->with([StaffRole::Operator, StaffRole::Kitchen]);

// The live feeds' bodies are built once per version and shared (App\Staff\Feeds\SharedFeed): by everyone who would be
// shown the same one, never across roles or a kitchen's restaurants, and never older than the board's version.

it('builds the board feed once for two operators and again once an order moved', function () {
    Staff::signIn(StaffRole::Operator);
    [$first, $reads] = Staff::boardWithReads();
    expect($first)->toContain($this->podilOrder->number, $this->obolonOrder->number)->and($reads)->toBeGreaterThan(0);

    Staff::signIn(StaffRole::Operator);
    expect(Staff::boardWithReads())->toBe([$first, 0]);

    Staff::send('POST', "/staff/orders/{$this->podilOrder->number}/move", ['from' => 'accepted', 'to' => 'cooking'])->assertSessionHasNoErrors();
    $ticket = collect($this->withHeaders(Staff::json())->getJson('/staff/board/feed')->assertOk()->json('tickets'))->firstWhere('number', $this->podilOrder->number);
    expect($ticket['status'])->toBe('cooking');
});

it('never gives one kitchen the feed built for another kitchen\'s restaurants, nor a manager\'s moves to a kitchen', function () {
    $podil = Staff::member(StaffRole::Kitchen);
    $podil->restaurants()->attach($this->podil->id);
    $obolon = Staff::member(StaffRole::Kitchen);
    $obolon->restaurants()->attach($this->obolon->id);

    Staff::signIn($podil);
    expect(Staff::boardWithReads()[0])->toBe([$this->podilOrder->number]);
    Staff::signIn($obolon);
    expect(Staff::boardWithReads()[0])->toBe([$this->obolonOrder->number]);

    // The same restaurants, another role: a manager's ticket offers cancelling, a kitchen's does not.
    Staff::signIn(StaffRole::Manager);
    $manager = collect($this->withHeaders(Staff::json())->getJson('/staff/board/feed')->json('tickets'))->firstWhere('number', $this->obolonOrder->number);
    Staff::signIn($obolon);
    $kitchen = collect($this->withHeaders(Staff::json())->getJson('/staff/board/feed')->json('tickets'))->firstWhere('number', $this->obolonOrder->number);
    expect($manager['can']['cancel'])->toBeTrue()->and($kitchen['can']['cancel'])->toBeFalse();
});

it('builds the overview feed once for an operator and a manager in one language, apart per language', function () {
    Staff::signIn(StaffRole::Operator);
    $this->withHeaders(Staff::json())->getJson('/staff/overview/feed')->assertOk();

    Staff::signIn(StaffRole::Manager);
    DB::flushQueryLog();
    DB::enableQueryLog();
    $uk = $this->withHeaders(Staff::json())->getJson('/staff/overview/feed')->assertOk();
    $reads = collect(DB::getQueryLog())->filter(fn (array $q) => preg_match('/from "orders"/', $q['query']) === 1)->count();
    DB::disableQueryLog();
    $en = $this->withHeaders(Staff::json())->getJson('/en/staff/overview/feed')->assertOk();

    expect($reads)->toBe(0)
        ->and(collect($uk->json('branches'))->pluck('name')->all())->toContain($this->podil->translate('name', 'uk'))
        ->and(collect($en->json('branches'))->pluck('name')->all())->toContain($this->podil->translate('name', 'en'));
});
