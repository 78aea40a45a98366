<?php

use App\Models\Category;
use App\Models\Modifier;
use App\Models\ModifierGroup;
use App\Models\Product;
use App\Models\ProductPriceChange;
use App\Models\StaffAuditEntry;
use App\Staff\StaffRole;
use Tests\Feature\Staff\Menu\MenuFixtures as Menu;
use Tests\Feature\Staff\StaffFixtures as Staff;
use Tests\Support\SeededShop;

// The menu for managers: categories, products and modifier groups, their validation, who may change them,
// the old URL of a changed slug, and the audit trail and price history of every change.

beforeEach(function () {
    seedShop();
    \Tests\Support\TestCache::flush();
});

it('lets a manager create a product in both languages, priced in hryvnias and stored in kopiyky', function () {
    Staff::signIn(StaffRole::Manager);
    $group = Menu::seededGroup();

    $response = Menu::menuStore('/staff/menu/products', Menu::product(['modifier_groups' => [$group->id], 'related' => [SeededShop::productId('philadelphia-classic')]]))->assertRedirect()->assertSessionHasNoErrors();

    $product = Product::query()->where('slug', 'spring-set')->firstOrFail();
    expect($product->price)->toBe(34950)
        ->and($product->name)->toBe(['uk' => 'Сет Весняний', 'en' => 'Spring set'])
        ->and($product->modifierGroups()->pluck('modifier_groups.id')->all())->toBe([$group->id])
        ->and($product->related()->pluck('products.id')->all())->toBe([SeededShop::productId('philadelphia-classic')]);
    $response->assertStatus(303)->assertRedirect('/staff/menu/products/'.$product->id.'/edit');
    expect(Staff::toast())->toBe('Створено.');
    Staff::visit('/staff/menu/products/'.$product->id.'/edit')->assertJsonPath('props.product.price', '349.50');

    $this->getJson('/en/product/spring-set', ['X-Inertia' => 'true', 'X-Inertia-Version' => (string) (new \App\Http\Middleware\HandleInertiaRequests)->version(request())])
        ->assertOk()->assertJsonPath('props.product.name', 'Spring set')->assertJsonPath('props.product.price', 34950)
        ->assertJsonPath('props.product.modifier_groups.0.id', $group->id);
});

it('reads "249", "249.5" and "249,05" as kopiyky without float rounding', function (string $typed, int $kopiyky) {
    Staff::signIn(StaffRole::Manager);
    Menu::menuStore('/staff/menu/products', Menu::product(['price' => $typed]))->assertRedirect()->assertSessionHasNoErrors();

    expect(Product::query()->where('slug', 'spring-set')->value('price'))->toBe($kopiyky);
})->with([['249', 24900], ['249.5', 24950], ['249,05', 24905], ['0.29', 29], ['1234.99', 123499]]);

it('refuses a bad product form with a message on each field, in Ukrainian', function () {
    Staff::signIn(StaffRole::Manager);

    $response = Menu::menuStore('/staff/menu/products', Menu::product([
        'name' => ['uk' => '', 'en' => str_repeat('x', config('shop.menu.name_max') + 1)],
        'slug' => 'Not A Slug', 'price' => '12.345', 'weight' => 0, 'badges' => ['gold'], 'allergens' => ['fish', 'fish'],
        'category_id' => 999999999, 'modifier_groups' => [999999999],
    ]))->assertRedirect()
        ->assertSessionHasErrors(['price' => 'Вкажіть ціна у гривнях, наприклад 249 або 249.50.'])
        ->assertSessionHasErrors(['slug' => 'Поле адреса (slug) має недійсний формат.']);
    expect(Menu::fieldError('name.uk'))->toBe('Поле назва (українською) обов’язкове.');
    $response->assertSessionHasErrors(['name.en', 'weight', 'badges.0', 'allergens.0', 'category_id', 'modifier_groups.0']);
    expect(Product::query()->where('slug', 'not-a-slug')->exists())->toBeFalse();
});

it('refuses a bad product form with a message on each field, in English', function () {
    Staff::signIn(StaffRole::Manager);

    Menu::menuStore('/en/staff/menu/products', Menu::product(['price' => 'abc', 'old_price' => '10', 'slug' => 'philadelphia-classic']))
        ->assertRedirect()
        ->assertSessionHasErrors(['price' => 'Enter the price in hryvnias, e.g. 249 or 249.50.'])
        ->assertSessionHasErrors(['slug' => 'The address (slug) has already been taken.']);
    Menu::menuStore('/en/staff/menu/products', Menu::product(['price' => '100', 'old_price' => '90']))
        ->assertRedirect()->assertSessionHasErrors(['old_price' => 'The old price must be higher than the price.']);
    Menu::menuStore('/en/staff/menu/products', Menu::product(['price' => '100000.01']))
        ->assertRedirect()->assertSessionHasErrors(['price' => 'The price may be at most 100000.00 UAH.']);
});

it('refuses a product related to itself and more related products than the limit', function () {
    Staff::signIn(StaffRole::Manager);
    $product = Product::query()->where('slug', 'philadelphia-classic')->firstOrFail();

    Menu::menuUpdate('/en/staff/menu/products/'.$product->id, Menu::formOf($product, ['related' => [$product->id]]))
        ->assertRedirect()->assertSessionHasErrors(['related' => 'A product cannot be related to itself.']);
    $many = Product::query()->whereKeyNot($product->id)->limit(config('shop.menu.related_max') + 1)->pluck('id')->all();
    Menu::menuUpdate('/en/staff/menu/products/'.$product->id, Menu::formOf($product, ['related' => $many]))
        ->assertRedirect()->assertSessionHasErrors(['related']);
});

it('refuses a bad category and a bad modifier group with field messages in both languages', function () {
    Staff::signIn(StaffRole::Manager);

    $category = Menu::menuStore('/staff/menu/categories', Menu::category(['slug' => 'rolls', 'name' => ['uk' => 'Роли 2']]))
        ->assertRedirect()
        ->assertSessionHasErrors(['slug' => 'Таке значення поля адреса (slug) уже існує.']);
    expect(Menu::fieldError('name.en'))->toBe('Поле назва (англійською) обов’язкове.');
    $group = Menu::menuStore('/en/staff/menu/groups', Menu::group(['min' => 3, 'max' => 2, 'modifiers' => [['id' => null, 'name' => ['uk' => 'А', 'en' => ''], 'price' => '-1', 'max_quantity' => 99]]]))
        ->assertRedirect()
        ->assertSessionHasErrors(['min' => 'The minimum may not exceed the maximum.'])
        ->assertSessionHasErrors(['modifiers.0.name.en', 'modifiers.0.max_quantity']);
    expect(Menu::fieldError('modifiers.0.price'))->toBe('Enter the modifier price in hryvnias, e.g. 249 or 249.50.');
    Menu::menuStore('/staff/menu/groups', Menu::group(['max' => config('shop.ordering.max_modifiers') + 1]))
        ->assertRedirect()->assertSessionHasErrors(['max']);
});

it('refuses a modifier of another group', function () {
    Staff::signIn(StaffRole::Manager);
    $group = Menu::seededGroup();
    $foreign = Modifier::query()->where('modifier_group_id', '!=', $group->id)->firstOrFail();

    Menu::menuUpdate('/en/staff/menu/groups/'.$group->id, Menu::group(['modifiers' => [['id' => $foreign->id, 'name' => ['uk' => 'Х', 'en' => 'X'], 'price' => '1', 'max_quantity' => 1]]]))
        ->assertRedirect()->assertSessionHasErrors(['modifiers.0.id']);
    expect($foreign->refresh()->modifier_group_id)->not->toBe($group->id);
});

it('keeps the menu from operators and kitchen staff', function (StaffRole $role, string $method, string $url) {
    Staff::signIn($role);
    $product = Product::query()->firstOrFail();
    $url = str_replace(['{product}', '{category}', '{group}'], [$product->id, $product->category_id, Menu::seededGroup()->id], $url);
    $before = Product::query()->count();

    $response = $method === 'GET' ? Staff::visit($url) : Staff::send($method, $url, Menu::product());

    $response->assertForbidden();
    expect(Product::query()->count())->toBe($before)->and(StaffAuditEntry::query()->count())->toBe(0);
})->with([StaffRole::Operator, StaffRole::Kitchen])->with([
    ['GET', '/staff/menu'], ['GET', '/staff/menu/products/{product}/edit'], ['GET', '/staff/menu/categories/{category}/edit'], ['GET', '/staff/menu/groups/create'],
    ['POST', '/staff/menu/products'], ['PUT', '/staff/menu/products/{product}'], ['PUT', '/staff/menu/products/{product}/photo'], ['POST', '/staff/menu/categories'],
    ['PUT', '/staff/menu/categories/{category}'], ['PATCH', '/staff/menu/categories/{category}/position'], ['POST', '/staff/menu/groups'], ['PUT', '/staff/menu/groups/{group}'],
]);

it('shows the Menu entry to managers only', function () {
    Staff::signIn(StaffRole::Manager);
    Staff::visit('/staff/board')->assertJsonPath('props.can.menu', true);
    Staff::signIn(StaffRole::Operator);
    Staff::visit('/staff/board')->assertJsonPath('props.can.menu', false);
});

it('opens the menu pages in both languages', function (string $prefix) {
    Staff::signIn(StaffRole::Manager);
    $product = Product::query()->where('slug', 'philadelphia-classic')->firstOrFail();

    Staff::visit($prefix.'/staff/menu')->assertOk()->assertJsonPath('component', 'staff/menu/index')
        ->assertJsonPath('props.categories.0.slug', 'sets');
    Staff::visit($prefix.'/staff/menu/products/'.$product->id.'/edit')->assertOk()->assertJsonPath('component', 'staff/menu/product')
        ->assertJsonPath('props.product.price', number_format($product->price / 100, 2, '.', ''));
    Staff::visit($prefix.'/staff/menu/products/create')->assertOk()->assertJsonPath('props.product', null);
    Staff::visit($prefix.'/staff/menu/categories/'.$product->category_id.'/edit')->assertOk()->assertJsonPath('component', 'staff/menu/category');
    Staff::visit($prefix.'/staff/menu/groups/'.Menu::seededGroup()->id.'/edit')->assertOk()->assertJsonPath('component', 'staff/menu/group');
    Staff::visit($prefix.'/staff/menu/products/999999999/edit')->assertNotFound();
    // The old address of the edit page takes no GET (405, the staff error page, never a 500).
    Staff::visit($prefix.'/staff/menu/products/'.$product->id)->assertStatus(405);
})->with(['', '/en']);

it('answers an old product slug with a 301 to the new one, in both languages, keeping the query', function () {
    Staff::signIn(StaffRole::Manager);
    $product = Product::query()->where('slug', 'philadelphia-classic')->firstOrFail();
    $this->get('/product/philadelphia-classic')->assertOk(); // cached under the old slug

    Menu::menuUpdate('/staff/menu/products/'.$product->id, Menu::formOf($product, ['slug' => 'philadelphia-original']))->assertRedirect()->assertSessionHasNoErrors();

    $this->get('/product/philadelphia-classic?utm_source=x')->assertStatus(301)->assertRedirect('/product/philadelphia-original?utm_source=x');
    $this->get('/en/product/philadelphia-classic')->assertStatus(301)->assertRedirect('/en/product/philadelphia-original');
    $this->get('/product/philadelphia-original')->assertOk();
});

it('follows a chain of slug changes to the current slug, and a slug taken back is live again', function () {
    Staff::signIn(StaffRole::Manager);
    $product = Product::query()->where('slug', 'philadelphia-classic')->firstOrFail();

    Menu::menuUpdate('/staff/menu/products/'.$product->id, Menu::formOf($product, ['slug' => 'phila-two']))->assertRedirect()->assertSessionHasNoErrors();
    Menu::menuUpdate('/staff/menu/products/'.$product->id, Menu::formOf($product->refresh(), ['slug' => 'phila-three']))->assertRedirect()->assertSessionHasNoErrors();
    $this->get('/product/philadelphia-classic')->assertRedirect('/product/phila-three');
    $this->get('/product/phila-two')->assertRedirect('/product/phila-three');

    Menu::menuUpdate('/staff/menu/products/'.$product->id, Menu::formOf($product->refresh(), ['slug' => 'philadelphia-classic']))->assertRedirect()->assertSessionHasNoErrors();
    $this->get('/product/philadelphia-classic')->assertOk();
    $this->get('/product/phila-three')->assertRedirect('/product/philadelphia-classic');
});

it('answers an old category slug with a 301 to the new one', function () {
    Staff::signIn(StaffRole::Manager);
    $category = Category::query()->where('slug', 'rolls')->firstOrFail();
    $this->get('/menu/rolls')->assertOk();

    Menu::menuUpdate('/staff/menu/categories/'.$category->id, Menu::category(['name' => $category->name, 'slug' => 'all-rolls']))->assertRedirect()->assertSessionHasNoErrors();

    $this->get('/menu/rolls')->assertStatus(301)->assertRedirect('/menu/all-rolls');
    $this->get('/en/menu/rolls')->assertStatus(301)->assertRedirect('/en/menu/all-rolls');
    $this->get('/menu/all-rolls')->assertOk();
});

it('hides a hidden product from the menu, its page, search and the cart check', function () {
    Staff::signIn(StaffRole::Manager);
    $product = Product::query()->where('slug', 'philadelphia-classic')->firstOrFail();

    Menu::menuUpdate('/staff/menu/products/'.$product->id, Menu::formOf($product, ['visible' => false]))->assertRedirect()->assertSessionHasNoErrors();

    $this->get('/product/philadelphia-classic')->assertNotFound();
    $this->getJson('/api/categories/'.$product->category->slug)->assertOk()->assertJsonMissing(['slug' => 'philadelphia-classic']);
    $this->postJson('/cart/check', ['items' => [['id' => $product->id, 'quantity' => 1]]])->assertOk()->assertJsonPath('data.lines.0.problems', ['not_found']);
});

it('moves a category up and down with the arrows', function () {
    Staff::signIn(StaffRole::Manager);
    $rolls = Category::query()->where('slug', 'rolls')->firstOrFail();

    $move = fn (string $prefix, string $direction) => Staff::send('PATCH', $prefix.'/staff/menu/categories/'.$rolls->id.'/position', ['direction' => $direction], $prefix.'/staff/menu');

    $move('', 'up')->assertStatus(303)->assertRedirect('/staff/menu')->assertSessionHasNoErrors();
    Staff::visit('/staff/menu')->assertJsonPath('props.categories.0.slug', 'rolls')->assertJsonPath('props.categories.1.slug', 'sets');
    $this->getJson('/api/get-categories-without-products')->assertJsonPath('data.0.slug', 'rolls');
    $move('', 'up')->assertRedirect('/staff/menu')->assertSessionHasNoErrors();
    Staff::visit('/staff/menu')->assertJsonPath('props.categories.0.slug', 'rolls');
    $move('/en', 'sideways')->assertRedirect('/en/staff/menu')->assertSessionHasErrors(['direction']);
    Staff::visit('/staff/menu')->assertJsonPath('props.categories.0.slug', 'rolls')->assertJsonPath('props.categories.1.slug', 'sets');
});

it('records every change in the audit trail with before and after', function () {
    $manager = Staff::signIn(StaffRole::Manager);
    $product = Product::query()->where('slug', 'philadelphia-classic')->firstOrFail();
    $oldPrice = $product->price;

    Menu::menuUpdate('/staff/menu/products/'.$product->id, Menu::formOf($product, ['price' => '999.00', 'weight' => 321]))->assertRedirect()->assertSessionHasNoErrors();
    Menu::menuStore('/staff/menu/groups', Menu::group())->assertRedirect()->assertSessionHasNoErrors();

    $entry = StaffAuditEntry::query()->where('action', 'product.update')->sole();
    expect($entry->staff_member_id)->toBe($manager->id)->and($entry->subject_id)->toBe((string) $product->id)
        ->and($entry->before['price'])->toBe($oldPrice)->and($entry->after['price'])->toBe(99900)
        ->and($entry->before['weight'])->toBe($product->weight)->and($entry->after['weight'])->toBe(321);
    $group = StaffAuditEntry::query()->where('action', 'modifier_group.create')->sole();
    expect($group->before)->toBeNull()->and($group->after['modifiers'][0]['price'])->toBe(2500);
});

it('records nothing for a save that changes nothing', function () {
    Staff::signIn(StaffRole::Manager);
    $product = Product::query()->where('slug', 'philadelphia-classic')->firstOrFail();

    Menu::menuUpdate('/staff/menu/products/'.$product->id, Menu::formOf($product))->assertRedirect()->assertSessionHasNoErrors();

    expect(StaffAuditEntry::query()->count())->toBe(0)->and(ProductPriceChange::query()->count())->toBe(0);
});

it('keeps the price history of a product: when, who, old and new', function () {
    $manager = Staff::signIn(StaffRole::Manager);
    $product = Product::query()->where('slug', 'philadelphia-classic')->firstOrFail();
    $first = $product->price;

    Menu::menuUpdate('/staff/menu/products/'.$product->id, Menu::formOf($product, ['price' => '300']))->assertRedirect()->assertSessionHasNoErrors();
    Menu::menuUpdate('/staff/menu/products/'.$product->id, Menu::formOf($product->refresh(), ['price' => '280', 'old_price' => '300']))->assertRedirect()->assertSessionHasNoErrors();

    Staff::visit('/staff/menu/products/'.$product->id.'/edit')
        ->assertJsonPath('props.product.prices.0.old_price', 30000)->assertJsonPath('props.product.prices.0.new_price', 28000)
        ->assertJsonPath('props.product.prices.0.new_old_price', 30000)->assertJsonPath('props.product.prices.0.by', $manager->name)
        ->assertJsonPath('props.product.prices.1.old_price', $first)->assertJsonPath('props.product.prices.1.new_price', 30000);
});

it('edits a modifier group: renames and reprices a modifier, adds one, removes one', function () {
    Staff::signIn(StaffRole::Manager);
    $group = ModifierGroup::query()->whereHas('modifiers', null, '>=', 2)->firstOrFail();
    [$keep, $drop] = $group->modifiers()->get()->all();

    Menu::menuUpdate('/en/staff/menu/groups/'.$group->id, Menu::group([
        'modifiers' => [
            ['id' => $keep->id, 'name' => ['uk' => 'Нове', 'en' => 'New name'], 'price' => '12.30', 'max_quantity' => 2],
            ['id' => null, 'name' => ['uk' => 'Додатковий', 'en' => 'Added one'], 'price' => '5', 'max_quantity' => 1],
        ],
    ]))->assertRedirect('/en/staff/menu/groups/'.$group->id.'/edit')->assertSessionHasNoErrors();
    Staff::visit('/en/staff/menu/groups/'.$group->id.'/edit')->assertJsonPath('props.group.modifiers.0.price', '12.30');

    expect($keep->refresh()->price)->toBe(1230)->and($keep->name['en'])->toBe('New name')
        ->and(Modifier::query()->find($drop->id))->toBeNull()
        ->and($group->modifiers()->count())->toBe(2);
});

it('lists menu changes in the audit trail under their own kind', function () {
    Staff::signIn(StaffRole::Manager);
    $product = Product::query()->where('slug', 'philadelphia-classic')->firstOrFail();
    Menu::menuUpdate('/staff/menu/products/'.$product->id, Menu::formOf($product, ['weight' => 123]))->assertRedirect()->assertSessionHasNoErrors();

    Staff::visit('/en/staff/audit?kind=product')->assertOk()
        ->assertJsonPath('props.filters.kind', 'product')->assertJsonPath('props.entries.0.action', 'product.update')
        ->assertJsonCount(1, 'props.entries');
});
