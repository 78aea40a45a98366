<?php

use App\Models\Ingredient;
use App\Models\IngredientStop;
use App\Models\Modifier;
use App\Models\Product;
use App\Models\Restaurant;
use App\Models\RestaurantStopListEntry;
use App\Models\StaffAuditEntry;
use App\Shop\Ordering\OpeningHours;
use App\Staff\Floor\IngredientStops;
use App\Staff\Floor\StopList;
use App\Staff\StaffRole;
use Carbon\CarbonImmutable;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Staff\StaffFixtures as Staff;

// An ingredient out at one restaurant or everywhere makes exactly the dishes and modifiers made with it unavailable
// there (cart check, checkout, the product page's restaurants), and comes back on its own at closing time, at a
// chosen time, or when put back; a dish stopped at one restaurant ends at closing unless pinned.

beforeEach(function () {
    seedShop();
    $this->travelTo(Fx::noon()); // a Wednesday, 12:00 in Kyiv; Podil is open 10:00–22:00
    // An operator works for every restaurant and may stop an ingredient everywhere (a kitchen only at its own).
    Staff::signIn(StaffRole::Operator);
});

it('links the demo menu\'s dishes and modifiers to their ingredients, sets through their rolls', function () {
    $salmon = Staff::ingredientNamed('salmon')->products->pluck('slug');

    expect($salmon)->toContain('philadelphia-classic', 'set-philadelphia', 'nigiri-salmon', 'wok-salmon')
        ->not->toContain('wok-chicken', 'maki-cucumber', 'coca-cola')
        ->and(Staff::ingredientNamed('prawns')->modifiers->pluck('key')->all())->toEqualCanonicalizing(['wok-extra-shrimp', 'soup-extra-shrimp'])
        ->and(Staff::ingredientNamed('udon')->products)->toBeEmpty();
});

it('stops exactly the salmon dishes at exactly that restaurant until closing time', function () {
    $podil = Fx::restaurant();
    $other = Restaurant::query()->whereKeyNot($podil->id)->firstOrFail();

    $stop = app(IngredientStops::class)->stop(Staff::ingredientNamed('salmon'), $podil->id, IngredientStops::UNTIL_CLOSING, null, CarbonImmutable::now());

    expect($stop->until?->equalTo(Staff::kyivAt('22:00')))->toBeTrue()
        ->and(Staff::orderableAt($podil->id, ['philadelphia-classic', 'set-philadelphia', 'miso-soup', 'maki-cucumber']))
        ->toBe(['philadelphia-classic' => false, 'set-philadelphia' => false, 'miso-soup' => true, 'maki-cucumber' => true])
        ->and(Staff::orderableAt($other->id, ['philadelphia-classic', 'set-philadelphia']))->toBe(['philadelphia-classic' => true, 'set-philadelphia' => true]);
    // The checkout for Podil refuses it; the product page names Podil.
    $this->postJson('/checkout/quote', Fx::pickup())->assertOk()->assertJsonPath('data.problems', fn ($problems) => isset(((array) $problems)['items.0']));
    expect(app(\App\Shop\Catalog\RestaurantStopList::class)->restaurantsStopping(Fx::product()->id))->toBe([$podil->id])
        ->and(StaffAuditEntry::query()->where('action', 'ingredient.stop')->count())->toBe(1);

    // Still out a minute before closing; back at closing, before shop:end-stops even runs; then the row is gone.
    $this->travelTo(Staff::kyivAt('21:59'));
    expect(Staff::orderableAt($podil->id, ['philadelphia-classic'])['philadelphia-classic'])->toBeFalse();
    $this->travelTo(Staff::kyivAt('22:00'));
    expect(Staff::orderableAt($podil->id, ['philadelphia-classic'])['philadelphia-classic'])->toBeTrue();
    $this->artisan('shop:end-stops')->assertSuccessful();
    expect(IngredientStop::query()->count())->toBe(0);
});

it('stops a modifier made with the ingredient, and the line that carries it', function () {
    $podil = Fx::restaurant();
    $wok = Fx::product('wok-chicken');
    $shrimp = Modifier::query()->where('key', 'wok-extra-shrimp')->firstOrFail();
    // What every wok needs: one of each required group (a noodle base, a sauce).
    $required = $wok->modifierGroups()->where('required', true)->with('modifiers')->get()->map(fn ($group) => $group->modifiers->first())->all();

    app(IngredientStops::class)->stop(Staff::ingredientNamed('prawns'), $podil->id, IngredientStops::UNTIL_BACK, null, CarbonImmutable::now());

    $line = fn (array $modifiers) => ['id' => $wok->id, 'quantity' => 1, 'modifiers' => array_map(fn (Modifier $m) => ['id' => $m->id, 'quantity' => 1], $modifiers)];
    $lines = $this->postJson('/cart/check', ['items' => [$line([...$required, $shrimp]), $line($required)], 'restaurant_id' => $podil->id])->assertOk()->json('data.lines');

    expect(array_column($lines, 'orderable'))->toBe([false, true]);
});

it('stops everywhere: every restaurant refuses the dish and the product page names them all', function () {
    app(IngredientStops::class)->stop(Staff::ingredientNamed('eel'), null, IngredientStops::UNTIL_BACK, null, CarbonImmutable::now());

    foreach (Restaurant::query()->pluck('id') as $id) {
        expect(Staff::orderableAt($id, ['philadelphia-eel', 'philadelphia-classic']))->toBe(['philadelphia-eel' => false, 'philadelphia-classic' => true]);
    }
    expect(app(\App\Shop\Catalog\RestaurantStopList::class)->restaurantsStopping(Fx::product('philadelphia-eel')->id))
        ->toBe(Restaurant::query()->orderBy('id')->pluck('id')->map(fn ($id) => (int) $id)->all());
});

it('keeps a stop until a chosen time, or until someone puts it back', function () {
    $podil = Fx::restaurant();
    $stops = app(IngredientStops::class);
    $stops->stop(Staff::ingredientNamed('avocado'), $podil->id, IngredientStops::UNTIL_TIME, Staff::kyivAt('15:30'), CarbonImmutable::now());
    $stops->stop(Staff::ingredientNamed('tuna'), $podil->id, IngredientStops::UNTIL_BACK, null, CarbonImmutable::now());

    $this->travelTo(Staff::kyivAt('15:30'));
    $this->artisan('shop:end-stops')->assertSuccessful();
    expect(IngredientStop::query()->pluck('ingredient_id')->all())->toBe([Staff::ingredientNamed('tuna')->id]);

    // Past closing and into the next day: still out until put back.
    $this->travelTo(Staff::kyivAt('23:00')->addDay());
    $this->artisan('shop:end-stops')->assertSuccessful();
    expect(Staff::orderableAt($podil->id, ['nigiri-tuna'])['nigiri-tuna'])->toBeFalse();

    $stops->resume(Staff::ingredientNamed('tuna'), $podil->id);
    expect(Staff::orderableAt($podil->id, ['nigiri-tuna'])['nigiri-tuna'])->toBeTrue()
        ->and(StaffAuditEntry::query()->where('action', 'ingredient.resume')->count())->toBe(1);
});

it('replaces a restaurant\'s stop of an ingredient instead of adding a second', function () {
    $podil = Fx::restaurant();
    $stops = app(IngredientStops::class);
    $stops->stop(Staff::ingredientNamed('rice'), $podil->id, IngredientStops::UNTIL_CLOSING, null, CarbonImmutable::now());
    $stops->stop(Staff::ingredientNamed('rice'), $podil->id, IngredientStops::UNTIL_BACK, null, CarbonImmutable::now());

    expect(IngredientStop::query()->where('ingredient_id', Staff::ingredientNamed('rice')->id)->get(['restaurant_id', 'until'])->toArray())
        ->toBe([['restaurant_id' => $podil->id, 'until' => null]]);
});

it('ends a dish stopped at one restaurant at closing time, unless pinned', function () {
    $podil = Fx::restaurant();
    app(StopList::class)->set(RestaurantStopListEntry::PRODUCT, Fx::product('nigiri-eel')->id, $podil->id, true);
    app(StopList::class)->set(RestaurantStopListEntry::PRODUCT, Fx::product('maki-eel')->id, $podil->id, true, pinned: true);

    $this->travelTo(Staff::kyivAt('22:00'));
    expect(Staff::orderableAt($podil->id, ['nigiri-eel', 'maki-eel']))->toBe(['nigiri-eel' => true, 'maki-eel' => false]);
    $this->artisan('shop:end-stops')->assertSuccessful();
    expect(RestaurantStopListEntry::query()->pluck('item_id')->all())->toBe([Fx::product('maki-eel')->id]);
});

it('finds the end of the current service: a closing past midnight, "23:59" as midnight, the next day when closed', function () {
    $hours = app(OpeningHours::class);
    $late = Restaurant::factory()->create(['hours' => array_fill_keys(range(1, 7), ['18:00', '02:00'])]);
    $midnight = Restaurant::factory()->create(['hours' => array_fill_keys(range(1, 7), ['10:00', '23:59'])]);
    $closedToday = Restaurant::factory()->create(['hours' => [4 => ['10:00', '20:00']]]); // Thursdays only

    expect($hours->nextClosing($late, Staff::kyivAt('12:00'))?->equalTo(Staff::kyivAt('02:00')->addDay()))->toBeTrue()
        ->and($hours->nextClosing($late, Staff::kyivAt('01:00'))?->equalTo(Staff::kyivAt('02:00')))->toBeTrue() // yesterday's night
        ->and($hours->nextClosing($midnight, Staff::kyivAt('12:00'))?->equalTo(Staff::kyivAt('00:00')->addDay()))->toBeTrue()
        ->and($hours->nextClosing($closedToday, Staff::kyivAt('12:00'))?->equalTo(Staff::kyivAt('20:00')->addDay()))->toBeTrue()
        ->and($hours->nextClosing(Restaurant::factory()->create(['hours' => []]), Staff::kyivAt('12:00')))->toBeNull();
});

it('marks an ingredient out and puts it back from the staff page, with a toast in the staff member\'s language', function () {
    $podil = Fx::restaurant();
    $salmon = Staff::ingredientNamed('salmon');

    $page = Staff::visit('/staff/ingredients')->assertOk()->json('props');
    expect($page['everywhere'])->toBeTrue()
        ->and(collect($page['ingredients'])->firstWhere('id', $salmon->id))->toMatchArray(['name' => 'Лосось', 'stops' => []])
        ->and(collect($page['ingredients'])->firstWhere('id', $salmon->id)['dishes'])->toContain('Філадельфія класична');

    Staff::send('POST', "/en/staff/ingredients/{$salmon->id}/stops", ['restaurant_id' => $podil->id, 'until' => 'time', 'time' => '18:30'], '/en/staff/ingredients')
        ->assertStatus(303)->assertRedirect('/en/staff/ingredients')->assertSessionHasNoErrors();
    expect(Staff::toast())->toBe('Stopped: Salmon.');
    $stop = IngredientStop::query()->sole();
    expect($stop->until?->equalTo(Staff::kyivAt('18:30')))->toBeTrue()
        ->and(collect(Staff::visit('/staff/ingredients')->json('props.ingredients'))->firstWhere('id', $salmon->id)['stops'])
        ->toBe([['id' => $stop->id, 'restaurant_id' => $podil->id, 'until' => Staff::kyivAt('18:30')->toIso8601String()]]);

    Staff::send('DELETE', "/staff/ingredients/{$salmon->id}/stops/{$stop->id}", [], '/staff/ingredients')->assertStatus(303)->assertSessionHasNoErrors();
    expect(Staff::toast())->toBe('Лосось знову в продажу.')
        ->and(IngredientStop::query()->count())->toBe(0);
});

it('refuses a stop it cannot use with the field\'s message and writes nothing', function () {
    $salmon = Staff::ingredientNamed('salmon');
    $send = fn (array $body) => Staff::send('POST', "/en/staff/ingredients/{$salmon->id}/stops", $body, '/en/staff/ingredients')->assertStatus(302);

    $send(['until' => 'time']);
    expect(Staff::error('time'))->toBe('Choose the time the ingredient comes back (HH:MM).');
    $send(['until' => 'time', 'time' => '25:00']);
    expect(Staff::error('time'))->toBe('Choose the time the ingredient comes back (HH:MM).');
    $send(['until' => 'someday']);
    expect(Staff::error('until'))->not->toBeNull();
    $send(['until' => 'back', 'restaurant_id' => 999999]);
    expect(Staff::error('restaurant_id'))->not->toBeNull()
        ->and(IngredientStop::query()->count())->toBe(0);
    Staff::send('POST', '/staff/ingredients/999999/stops', ['until' => 'back'])->assertNotFound();
});

it('lets a kitchen mark ingredients out only at its own restaurants', function () {
    $podil = Fx::restaurant();
    $other = Restaurant::query()->whereKeyNot($podil->id)->firstOrFail();
    $kitchen = Staff::member(StaffRole::Kitchen);
    $kitchen->restaurants()->attach($podil->id);
    Staff::signIn($kitchen);
    $salmon = Staff::ingredientNamed('salmon');

    expect(Staff::visit('/staff/ingredients')->json('props'))->toMatchArray(['everywhere' => false, 'restaurants' => [['id' => $podil->id, 'name' => $podil->translate('name', 'uk')]]]);
    Staff::send('POST', "/staff/ingredients/{$salmon->id}/stops", ['until' => 'back'])->assertForbidden();
    Staff::send('POST', "/staff/ingredients/{$salmon->id}/stops", ['until' => 'back', 'restaurant_id' => $other->id])->assertForbidden();
    Staff::send('POST', "/staff/ingredients/{$salmon->id}/stops", ['until' => 'back', 'restaurant_id' => $podil->id])->assertStatus(303);

    // A stop everywhere (an operator's) is not the kitchen's to put back.
    $everywhere = IngredientStop::query()->create(['ingredient_id' => Staff::ingredientNamed('eel')->id, 'restaurant_id' => null, 'until' => null, 'created_at' => now()]);
    Staff::send('DELETE', '/staff/ingredients/'.Staff::ingredientNamed('eel')->id."/stops/{$everywhere->id}")->assertForbidden();
    Staff::send('DELETE', "/staff/ingredients/{$salmon->id}/stops/{$everywhere->id}")->assertNotFound();
    expect(IngredientStop::query()->count())->toBe(2);
});

it('takes the pin from the stop-list page: a pinned stop has no end, another ends at the restaurant\'s closing', function () {
    $podil = Fx::restaurant();
    $put = fn (string $slug, array $extra) => Staff::send('PUT', '/staff/stop-list', ['type' => 'product', 'id' => Fx::product($slug)->id, 'restaurant_id' => $podil->id, 'stopped' => true] + $extra)->assertStatus(303);
    $put('nigiri-eel', []);
    $put('maki-eel', ['pinned' => true]);

    $until = RestaurantStopListEntry::query()->get()->mapWithKeys(fn ($e) => [$e->item_id => $e->until])->all();
    expect(CarbonImmutable::parse($until[Fx::product('nigiri-eel')->id], 'UTC')->equalTo(Staff::kyivAt('22:00')))->toBeTrue()
        ->and($until[Fx::product('maki-eel')->id])->toBeNull();
});
