<?php

use App\Models\BonusTransaction;
use App\Models\Customer;
use App\Models\Product;
use App\Shop\Loyalty\Bonuses;
use Database\Seeders\CustomerSeeder;
use Tests\Feature\Account\AccountFixtures;
use Tests\Support\SeededShop;

// The account calls of the shop API: GET /api/bonuses, GET/PUT/DELETE /api/favorites, GET /api/referral.

beforeEach(function () {
    seedShop();
    $this->olena = Customer::query()->where('phone', CustomerSeeder::PHONE)->sole();
    $this->headers = ['Authorization' => 'Bearer '.SeededShop::customerToken(), 'Accept-Language' => 'ua'];
});

it('answers the balance and the ledger, newest first', function () {
    $this->getJson('/api/bonuses', AccountFixtures::ledgerCustomer())->assertOk()
        ->assertJsonPath('data.balance', 10630)
        ->assertJsonPath('data.total', 4)
        ->assertJsonPath('data.page', 1)
        ->assertJsonPath('data.items.0.amount', 2150)
        ->assertJsonPath('data.items.0.reason', 'order_accrual')
        ->assertJsonPath('data.items.1.amount', -3000)
        ->assertJsonPath('data.items.1.reason', 'order_spend')
        ->assertJsonStructure(['data' => ['balance', 'items' => [['id', 'amount', 'reason', 'created_at']], 'page', 'per_page', 'total', 'last_page']]);
});

it('pages the ledger', function () {
    config(['shop.account.bonuses_per_page' => 3]);

    $this->getJson('/api/bonuses?page=2', AccountFixtures::ledgerCustomer())->assertOk()
        ->assertJsonPath('data.page', 2)
        ->assertJsonPath('data.last_page', 2)
        ->assertJsonCount(1, 'data.items')
        ->assertJsonPath('data.items.0.amount', 1480);
});

it('reads a malformed page number as the first page', function (string $page) {
    $this->getJson('/api/bonuses?page='.$page, $this->headers)->assertOk()->assertJsonPath('data.page', 1);
})->with(['0', '-3', 'abc', '99999999999999999999']);

it('answers the customer\'s favorites, newest first', function () {
    $ids = Product::query()->whereIn('slug', ['set-philadelphia', 'philadelphia-classic'])->orderBy('id')->pluck('id')->all();

    expect($this->getJson('/api/favorites', $this->headers)->assertOk()->json('data'))->toEqualCanonicalizing($ids);
});

it('adds a favorite and answers the list', function () {
    $id = Product::query()->where('slug', 'set-dragon')->value('id');
    $this->travel(1)->seconds();

    $this->putJson("/api/favorites/$id", [], $this->headers)->assertOk()->assertJsonPath('data.0', $id)->assertJsonCount(3, 'data');
});

it('adds a favorite only once', function () {
    $id = Product::query()->where('slug', 'set-dragon')->value('id');

    $this->putJson("/api/favorites/$id", [], $this->headers);
    $this->putJson("/api/favorites/$id", [], $this->headers)->assertOk()->assertJsonCount(3, 'data');
});

it('answers 404 for a favorite that is not on the menu', function () {
    $this->putJson('/api/favorites/999999', [], $this->headers)->assertNotFound()->assertJsonStructure(['message']);
});

it('removes a favorite and answers the list', function () {
    $id = Product::query()->where('slug', 'set-philadelphia')->value('id');

    $this->deleteJson("/api/favorites/$id", [], $this->headers)->assertOk()->assertJsonCount(1, 'data')->assertJsonMissingExact(['data' => [$id]]);
});

it('merges a list of favorites, ignoring ids not on the menu', function () {
    $new = Product::query()->whereIn('slug', ['set-dragon', 'set-hot'])->pluck('id')->all();

    $ids = $this->putJson('/api/favorites', ['ids' => [...$new, 999999]], $this->headers)->assertOk()->json('data');

    expect($ids)->toHaveCount(4)->toContain(...$new)->not->toContain(999999);
});

it('refuses a merge that is not a list of ids', function (mixed $ids) {
    $this->putJson('/api/favorites', ['ids' => $ids], $this->headers)->assertStatus(422)->assertJsonStructure(['errors']);
})->with(['x', [['a']], [range(1, 101)]]);

it('keeps at most the configured number of favorites', function () {
    config(['shop.account.favorites_max' => 3]);
    $more = Product::query()->whereNotIn('slug', ['set-philadelphia', 'philadelphia-classic'])->limit(5)->pluck('id')->all();

    $this->putJson('/api/favorites', ['ids' => $more], $this->headers)->assertOk()->assertJsonCount(3, 'data');
});

it('answers the referral: code, link, friends with first names and whether they ordered, rewards', function () {
    config(['shop.referral.link_base' => 'https://sunrise.example']);

    $this->getJson('/api/referral', $this->headers)->assertOk()
        ->assertJsonPath('data.code', $this->olena->referral_code)
        ->assertJsonPath('data.link', 'https://sunrise.example/?referral='.$this->olena->referral_code)
        ->assertJsonPath('data.friends.0.name', 'Андрій')
        ->assertJsonPath('data.friends.0.ordered', true)
        ->assertJsonPath('data.rewards_total', 10000)
        ->assertJsonMissingPath('data.friends.0.surname')
        ->assertJsonMissingPath('data.friends.0.phone');
});

it('shows a friend who has not ordered yet', function () {
    Customer::query()->create(['phone' => '380505550000', 'name' => 'Марта', 'referrer_id' => $this->olena->id]);

    $friends = collect($this->getJson('/api/referral', $this->headers)->json('data.friends'));

    expect($friends->firstWhere('name', 'Марта')['ordered'])->toBeFalse();
});

it('counts only referral rewards as rewards', function () {
    $before = $this->getJson('/api/referral', $this->headers)->json('data.rewards_total');
    app(Bonuses::class)->credit($this->olena, 700, 'order_accrual', 'test:extra');

    $this->getJson('/api/referral', $this->headers)->assertJsonPath('data.rewards_total', $before);
    expect($before)->toBe((int) BonusTransaction::query()->where('customer_id', $this->olena->id)->where('reason', 'referral')->sum('amount'));
});

it('answers 404, not an error, for a product id out of range', function (string $method) {
    $this->json($method, '/api/favorites/999999999999999999999999999', [], $this->headers)->assertNotFound()->assertJsonStructure(['message']);
})->with(['PUT', 'DELETE']);
