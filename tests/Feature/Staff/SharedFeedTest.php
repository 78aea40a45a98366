<?php

use App\Models\Restaurant;
use App\Shop\Ordering\OrderStatus;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\DB;
use Tests\Feature\Staff\StaffFixtures as Staff;

// The live feeds' bodies are built once per version and shared (App\Staff\Feeds\SharedFeed): by everyone who would be
// shown the same one, never across roles or a kitchen's restaurants, and never older than the board's version.

beforeEach(function () {
    $this->podil = Restaurant::factory()->create();
    $this->obolon = Restaurant::factory()->create();
    $this->podilOrder = Staff::order(OrderStatus::Accepted, ['restaurant_id' => $this->podil->id]);
    $this->obolonOrder = Staff::order(OrderStatus::Accepted, ['restaurant_id' => $this->obolon->id]);
});

/** The board feed's ticket numbers for whoever is signed in, and how many queries read the orders table for it. */
function sharedBoard(): array
{
    DB::flushQueryLog();
    DB::enableQueryLog();
    $numbers = collect(test()->withHeaders(Staff::json())->getJson('/staff/board/feed')->assertOk()->json('tickets'))->pluck('number')->sort()->values()->all();
    $reads = collect(DB::getQueryLog())->filter(fn (array $q) => preg_match('/from "orders"/', $q['query']) === 1)->count();
    DB::disableQueryLog();

    return [$numbers, $reads];
}

it('builds the board feed once for two operators and again once an order moved', function () {
    Staff::signIn(StaffRole::Operator);
    [$first, $reads] = sharedBoard();
    expect($first)->toContain($this->podilOrder->number, $this->obolonOrder->number)->and($reads)->toBeGreaterThan(0);

    Staff::signIn(StaffRole::Operator);
    expect(sharedBoard())->toBe([$first, 0]);

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
    expect(sharedBoard()[0])->toBe([$this->podilOrder->number]);
    Staff::signIn($obolon);
    expect(sharedBoard()[0])->toBe([$this->obolonOrder->number]);

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
