<?php

use App\Models\Ingredient;
use App\Models\IngredientStop;
use App\Models\Product;
use App\Models\Restaurant;
use App\Models\RestaurantStopListEntry;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\PaymentType;
use App\Staff\StaffRole;
use Carbon\CarbonImmutable;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\Feature\Overview\OverviewFixtures;
use Tests\Feature\Staff\StaffFixtures as Staff;

// The overview of every restaurant (/staff/overview): operators and managers only; per restaurant the orders waiting
// to be accepted (oldest first, by number), late, cooking and out, busy or paused, what is stopped there; a feed with
// an ETag (304 while nothing moved); and the accept alarm's settings on the overview and on the board.

beforeEach(function () {
    $this->travelTo(CarbonImmutable::parse('2026-11-25 12:00:00', 'Europe/Kyiv'));
    $this->podil = Restaurant::factory()->create(['name' => ['uk' => 'Sunrise Поділ', 'en' => 'Sunrise Podil'], 'sort' => 1]);
    $this->pechersk = Restaurant::factory()->create(['name' => ['uk' => 'Sunrise Печерськ', 'en' => 'Sunrise Pechersk'], 'sort' => 2]);
});

it('shows operators and managers every restaurant, in both languages', function (StaffRole $role, string $prefix, string $name) {
    Staff::signIn($role);

    $page = Staff::visit("$prefix/staff/overview")->assertOk()->assertJsonPath('component', 'staff/overview')
        ->assertJsonPath('props.alarm', ['acceptMinutes' => 3, 'beepSeconds' => 5])
        ->assertJsonPath('props.feed.url', "$prefix/staff/overview/feed")
        ->assertJsonPath('props.can.overview', true);
    expect(collect($page->json('props.branches'))->pluck('name')->all())->toBe([$name, $prefix === '' ? 'Sunrise Печерськ' : 'Sunrise Pechersk']);
})->with([
    'operator, uk' => [StaffRole::Operator, '', 'Sunrise Поділ'],
    'manager, en' => [StaffRole::Manager, '/en', 'Sunrise Podil'],
]);

it('is not for the kitchen: 403 for the page and its feed, and no nav entry', function (bool $scoped) {
    $kitchen = Staff::member(StaffRole::Kitchen);
    if ($scoped) {
        $kitchen->restaurants()->attach($this->podil->id);
    }
    Staff::signIn($kitchen);

    Staff::visit('/staff/overview')->assertForbidden();
    $this->withHeaders(Staff::json())->getJson('/en/staff/overview/feed')->assertForbidden();
    Staff::visit('/staff/board')->assertOk()->assertJsonPath('props.can.overview', false);
})->with(['assigned to a restaurant' => true, 'every restaurant' => false]);

it('counts each restaurant\'s waiting, late, cooking and out orders and names the oldest waiting ones', function () {
    Staff::signIn(StaffRole::Operator);
    $oldest = OverviewFixtures::overviewOrder($this->podil, OrderStatus::New, 12);
    $newer = OverviewFixtures::overviewOrder($this->podil, OrderStatus::New, 1);
    OverviewFixtures::overviewOrder($this->podil, OrderStatus::Accepted, 40, -5);              // accepted, past its ETA: late
    OverviewFixtures::overviewOrder($this->podil, OrderStatus::Cooking, 20);
    OverviewFixtures::overviewOrder($this->podil, OrderStatus::OnTheWay, 50, -1);              // on the way, past its ETA: late
    OverviewFixtures::overviewOrder($this->podil, OrderStatus::Completed, 90, -60);            // finished: nowhere
    OverviewFixtures::overviewOrder($this->podil, OrderStatus::New, 30, 20, ['payment_type' => PaymentType::CardOnline->value, 'payment_status' => PaymentStatus::Pending]); // still paying
    $slot = OverviewFixtures::overviewOrder($this->pechersk, OrderStatus::Cooking, 5, 60);
    $slot->forceFill(['asap' => false, 'slot_at' => now()->subMinute()])->save(); // its slot has passed

    $page = Staff::visit('/staff/overview')->assertOk();
    $podil = OverviewFixtures::overviewBranch($page, $this->podil);
    expect($podil['counts'])->toBe(['waiting' => 2, 'late' => 2, 'cooking' => 2, 'out' => 1])
        ->and(array_column($podil['waiting'], 'number'))->toBe([$oldest->number, $newer->number])
        ->and($podil['waiting'][0]['placed_at'])->toBe(now()->subMinutes(12)->setTimezone('Europe/Kyiv')->toIso8601String())
        ->and(OverviewFixtures::overviewBranch($page, $this->pechersk)['counts'])->toBe(['waiting' => 0, 'late' => 1, 'cooking' => 1, 'out' => 0]);
});

it('shows each restaurant\'s busy or pause state and what is stopped there', function () {
    Staff::signIn(StaffRole::Manager);
    $this->podil->update(['paused_until' => now()->addHour()]);
    $this->pechersk->update(['busy_minutes' => 30, 'busy_until' => now()->addHour()]);
    $dish = Product::factory()->create(['name' => ['uk' => 'Дракон', 'en' => 'Dragon roll']]);
    RestaurantStopListEntry::query()->create(['restaurant_id' => $this->podil->id, 'item_type' => 'product', 'item_id' => $dish->id, 'created_at' => now()]);
    $avocado = Ingredient::factory()->create(['name' => ['uk' => 'Авокадо', 'en' => 'Avocado']]);
    $salmon = Ingredient::factory()->create(['name' => ['uk' => 'Лосось', 'en' => 'Salmon']]);
    IngredientStop::query()->create(['ingredient_id' => $avocado->id, 'restaurant_id' => $this->podil->id, 'until' => now()->addHours(2), 'created_at' => now()]);
    IngredientStop::query()->create(['ingredient_id' => $salmon->id, 'restaurant_id' => null, 'until' => null, 'created_at' => now()]);

    $page = Staff::visit('/en/staff/overview')->assertOk();
    $podil = OverviewFixtures::overviewBranch($page, $this->podil);
    $pechersk = OverviewFixtures::overviewBranch($page, $this->pechersk);

    expect($podil['load']['paused_until'])->toBe(now()->addHour()->setTimezone('Europe/Kyiv')->toIso8601String())
        ->and($pechersk['load']['busy_minutes'])->toBe(30)
        ->and($podil['stops']['dishes'])->toBe(['Dragon roll'])
        ->and($podil['stops']['ingredients'])->toBe([
            ['name' => 'Avocado', 'until' => now()->addHours(2)->setTimezone('Europe/Kyiv')->toIso8601String(), 'everywhere' => false],
            ['name' => 'Salmon', 'until' => null, 'everywhere' => true],
        ])
        ->and($pechersk['stops'])->toBe(['dishes' => [], 'ingredients' => [['name' => 'Salmon', 'until' => null, 'everywhere' => true]]]);
});

it('answers its feed 304 while nothing moved, and again in full after an order, a stop or the minute changes', function () {
    Staff::signIn(StaffRole::Operator);
    $feed = fn (?string $etag = null) => $this->withHeaders(Staff::json() + ($etag ? ['If-None-Match' => $etag] : []))->get('/staff/overview/feed');
    $etag = Staff::visit('/staff/overview')->json('props.feed.etag');

    $feed($etag)->assertStatus(304);

    $order = OverviewFixtures::overviewOrder($this->podil, OrderStatus::New, 0);
    $moved = $feed($etag)->assertOk();
    expect(collect($moved->json('branches'))->firstWhere('id', $this->podil->id)['waiting'][0]['number'])->toBe($order->number);
    $etag = $moved->headers->get('ETag');
    $feed($etag)->assertStatus(304);

    RestaurantStopListEntry::query()->create(['restaurant_id' => $this->podil->id, 'item_type' => 'product', 'item_id' => Product::factory()->create()->id, 'created_at' => now()]);
    $etag2 = $feed($etag)->assertOk()->headers->get('ETag');
    $this->podil->update(['paused_until' => now()->addHour()]);
    $this->travel(1)->seconds();
    $etag3 = $feed($etag2)->assertOk()->headers->get('ETag');
    $feed($etag3)->assertStatus(304);

    $this->travel(1)->minutes();
    $feed($etag3)->assertOk();
});

it('gives the board the accept alarm\'s settings, read from the configuration', function () {
    config(['shop.staff.alarm.accept_minutes' => 5]);
    Staff::signIn(StaffRole::Kitchen);

    Staff::visit('/en/staff/board')->assertOk()->assertJsonPath('props.alarm', ['acceptMinutes' => 5, 'beepSeconds' => 5]);
});

it('renders the overview page server-side for a full visit', function () {
    Staff::signIn(StaffRole::Operator);
    OverviewFixtures::overviewOrder($this->podil, OrderStatus::New, 10);

    $this->get('/staff/overview')->assertOk()->assertInertia(fn (Assert $page) => $page->component('staff/overview')->has('branches', 2)
        ->where('branches.0.counts.waiting', 1));
});
