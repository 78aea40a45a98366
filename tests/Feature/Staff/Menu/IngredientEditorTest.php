<?php

use App\Models\Ingredient;
use App\Models\IngredientStop;
use App\Models\Modifier;
use App\Models\StaffAuditEntry;
use App\Staff\StaffRole;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Staff\StaffFixtures as Staff;

// Managers keep the ingredients: names, and which dishes and modifiers are made with each (what the ingredient
// stop-list makes unavailable).

beforeEach(function () {
    seedShop();
    $this->travelTo(Fx::noon());
});

it('creates an ingredient with its dishes and extras, audited, and edits it', function () {
    Staff::signIn(StaffRole::Manager);
    $dish = Fx::product('poke-salmon');
    $extra = Modifier::query()->where('key', 'wok-extra-cashew')->firstOrFail();

    Staff::send('POST', '/en/staff/menu/ingredients', ['name' => ['uk' => 'Манго', 'en' => 'Mango'], 'slug' => 'mango', 'products' => [$dish->id], 'modifiers' => [$extra->id]], '/en/staff/menu/ingredients/create')
        ->assertStatus(303)->assertSessionHasNoErrors();
    $ingredient = Ingredient::query()->where('slug', 'mango')->sole();
    expect(Staff::toast())->toBe('Created.')
        ->and($ingredient->products->pluck('id')->all())->toBe([$dish->id])
        ->and($ingredient->modifiers->pluck('id')->all())->toBe([$extra->id])
        ->and(StaffAuditEntry::query()->where('action', 'ingredient.create')->count())->toBe(1);

    Staff::visit("/staff/menu/ingredients/{$ingredient->id}/edit")->assertOk()
        ->assertJsonPath('props.ingredient.products', [$dish->id])->assertJsonPath('props.ingredient.name.uk', 'Манго');
    Staff::send('PUT', "/staff/menu/ingredients/{$ingredient->id}", ['name' => ['uk' => 'Манго', 'en' => 'Mango'], 'slug' => 'mango', 'products' => [], 'modifiers' => []])
        ->assertStatus(303)->assertSessionHasNoErrors();
    expect($ingredient->products()->count())->toBe(0)
        ->and(StaffAuditEntry::query()->where('action', 'ingredient.update')->count())->toBe(1);
});

it('refuses an ingredient it cannot save with each field\'s message and writes nothing', function () {
    Staff::signIn(StaffRole::Manager);
    $count = Ingredient::query()->count();

    Staff::send('POST', '/en/staff/menu/ingredients', ['name' => ['uk' => '', 'en' => 'X'], 'slug' => 'salmon', 'products' => [999999], 'modifiers' => 'all'], '/en/staff/menu/ingredients/create')
        ->assertStatus(302);
    expect(Staff::error('name.uk'))->not->toBeNull()
        ->and(Staff::error('slug'))->not->toBeNull()
        ->and(Staff::error('products.0'))->not->toBeNull()
        ->and(Staff::error('modifiers'))->not->toBeNull()
        ->and(Ingredient::query()->count())->toBe($count);
});

it('deletes an ingredient with its stops', function () {
    Staff::signIn(StaffRole::Manager);
    $eel = Ingredient::query()->where('slug', 'eel')->sole();
    IngredientStop::query()->create(['ingredient_id' => $eel->id, 'restaurant_id' => null, 'until' => null, 'created_at' => now()]);

    Staff::send('DELETE', "/staff/menu/ingredients/{$eel->id}", [], '/staff/menu/ingredients/'.$eel->id.'/edit')->assertStatus(303)->assertRedirect('/staff/ingredients');
    expect(Ingredient::query()->whereKey($eel->id)->exists())->toBeFalse()
        ->and(IngredientStop::query()->count())->toBe(0)
        ->and($this->postJson('/cart/check', ['items' => Fx::items(1, 'philadelphia-eel'), 'restaurant_id' => Fx::restaurant()->id])->json('data.lines.0.orderable'))->toBeTrue();
});

it('keeps the ingredients editor to managers', function (StaffRole $role) {
    Staff::signIn($role);
    $salmon = Ingredient::query()->where('slug', 'salmon')->sole();

    Staff::visit('/staff/menu/ingredients/create')->assertForbidden();
    Staff::send('PUT', "/staff/menu/ingredients/{$salmon->id}", ['name' => ['uk' => 'Х', 'en' => 'X'], 'slug' => 'x', 'products' => [], 'modifiers' => []])->assertForbidden();
    expect(Staff::visit('/staff/ingredients')->json('props.can.menu'))->toBeFalse()
        ->and($salmon->products()->count())->toBeGreaterThan(0);
})->with([StaffRole::Operator, StaffRole::Kitchen]);
