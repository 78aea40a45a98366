<?php

use App\Models\Category;
use App\Models\Product;
use App\ShopApi\CachedShopApi;
use App\ShopApi\HttpShopApi;
use App\ShopApi\LocalShopApi;
use App\ShopApi\ShopContext;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\Cache;
use Tests\Feature\Contract\KernelUpstream;
use Tests\Feature\Staff\Menu\MenuFixtures as Menu;
use Tests\Feature\Staff\StaffFixtures as Staff;
use Tests\Support\TestCache;

// A menu change reaches customers at once: each save forgets exactly the cached answers it changes, in both
// languages, in the shared cache store; everything else stays warm.

beforeEach(function () {
    seedShop();
    \Tests\Support\TestCache::flush();
});

it('forgets the edited product in both languages and keeps an unrelated product and the dictionaries warm', function () {
    Staff::signIn(StaffRole::Manager);
    $edited = Product::query()->where('slug', 'philadelphia-classic')->firstOrFail();
    $other = Product::query()->where('slug', '!=', 'philadelphia-classic')->whereNotIn('id', $edited->related()->pluck('products.id'))
        ->whereDoesntHave('related', fn ($q) => $q->whereKey($edited->id))->firstOrFail();
    foreach (['', '/en'] as $prefix) {
        $this->get($prefix.'/product/'.$edited->slug)->assertOk();
        $this->get($prefix.'/product/'.$other->slug)->assertOk();
    }
    $generation = Cache::get('shopapi:generation');
    expect(Cache::has(Menu::cachedKey('uk', 'product:'.$edited->slug)))->toBeTrue()->and(Cache::has(Menu::cachedKey('en', 'settings')))->toBeTrue();

    Menu::saveProduct($edited, ['price' => '777.00']);

    expect(Cache::get('shopapi:generation'))->toBe($generation)
        ->and(Cache::has(Menu::cachedKey('uk', 'product:'.$edited->slug)))->toBeFalse()
        ->and(Cache::has(Menu::cachedKey('en', 'product:'.$edited->slug)))->toBeFalse()
        ->and(Cache::has(Menu::cachedKey('uk', 'product:'.$other->slug)))->toBeTrue(TestCache::cacheState())
        ->and(Cache::has(Menu::cachedKey('en', 'product:'.$other->slug)))->toBeTrue(TestCache::cacheState())
        ->and(Cache::has(Menu::cachedKey('uk', 'settings')))->toBeTrue(TestCache::cacheState())
        ->and(Cache::has(Menu::cachedKey('en', 'categories')))->toBeTrue(TestCache::cacheState());
    $this->get('/en/product/'.$edited->slug)->assertInertia(fn ($page) => $page->where('product.price', 77700)->etc());
    $this->get('/product/'.$edited->slug)->assertInertia(fn ($page) => $page->where('product.price', 77700)->etc());
});

it('forgets the category pages, the popular list and the pages that show the product as related', function () {
    Staff::signIn(StaffRole::Manager);
    $pair = \Illuminate\Support\Facades\DB::table('product_related')->orderBy('product_id')->first();
    $edited = Product::query()->findOrFail($pair->related_id);
    $relating = Product::query()->findOrFail($pair->product_id);
    $this->get('/en')->assertOk();
    $this->get('/menu/'.$edited->category->slug)->assertOk();
    $this->get('/product/'.$relating->slug)->assertOk();
    $untouched = Category::query()->whereKeyNot($edited->category_id)->whereDoesntHave('products', fn ($q) => $q->whereKey($edited->related()->pluck('products.id')))->firstOrFail();
    $this->get('/menu/'.$untouched->slug)->assertOk();

    Menu::saveProduct($edited, ['name' => ['uk' => 'Нова назва', 'en' => 'New name']]);

    expect(Cache::has(Menu::cachedKey('uk', 'category:'.$edited->category->slug)))->toBeFalse()
        ->and(Cache::has(Menu::cachedKey('en', 'popular:8')))->toBeFalse()
        ->and(Cache::has(Menu::cachedKey('uk', 'product:'.$relating->slug)))->toBeFalse()
        ->and(Cache::has(Menu::cachedKey('uk', 'category:'.$untouched->slug)))->toBeTrue();
    $this->get('/en/menu/'.$edited->category->slug)->assertInertia(fn ($page) => $page->where('category.products', fn ($products) => collect($products)->contains('name', 'New name'))->etc());
});

it('moves a product between categories and both category pages change at once', function () {
    Staff::signIn(StaffRole::Manager);
    $product = Product::query()->where('slug', 'philadelphia-classic')->firstOrFail();
    $from = $product->category->slug;
    $to = Category::query()->where('slug', 'sets')->firstOrFail();
    $this->get('/menu/'.$from)->assertOk();
    $this->get('/menu/sets')->assertOk();

    Menu::saveProduct($product, ['category_id' => $to->id]);

    $this->get('/menu/sets')->assertInertia(fn ($page) => $page->where('category.products', fn ($p) => collect($p)->contains('slug', 'philadelphia-classic'))->etc());
    $this->get('/menu/'.$from)->assertInertia(fn ($page) => $page->where('category.products', fn ($p) => ! collect($p)->contains('slug', 'philadelphia-classic'))->etc());
});

it('shows a price change at once through both ShopApi adapters, with the cache in front', function (string $adapter) {
    config(['shop.api.url' => 'http://upstream.test']);
    Staff::signIn(StaffRole::Manager);
    $product = Product::query()->where('slug', 'philadelphia-classic')->firstOrFail();
    $inner = $adapter === 'http' ? (function () {
        KernelUpstream::fake($this);

        return app(HttpShopApi::class);
    })->call($this) : app(LocalShopApi::class);
    $context = app(ShopContext::class);
    $cached = fn () => new CachedShopApi($inner, $context, Cache::store(), backoff: false);
    foreach (['uk', 'en'] as $locale) {
        $context->locale = $locale;
        expect($cached()->product('philadelphia-classic')->card->price)->toBe($product->price);
    }

    Menu::saveProduct($product, ['price' => '512.00']);

    foreach (['uk', 'en'] as $locale) {
        $context->locale = $locale;
        expect($cached()->product('philadelphia-classic')->card->price)->toBe(51200);
    }
})->with(['local', 'http']);

it('forgets the product pages of a modifier group that changed', function () {
    Staff::signIn(StaffRole::Manager);
    $group = Menu::seededGroup();
    $product = Product::query()->whereHas('modifierGroups', fn ($q) => $q->whereKey($group->id))->firstOrFail();
    $this->get('/en/product/'.$product->slug)->assertOk();
    $modifiers = $group->modifiers()->get()->map(fn ($m) => ['id' => $m->id, 'name' => $m->name, 'price' => '9.99', 'max_quantity' => $m->max_quantity])->all();

    Staff::send('PUT', '/staff/menu/groups/'.$group->id, Menu::group(['name' => $group->name, 'required' => $group->required, 'min' => $group->min, 'max' => $group->max, 'modifiers' => $modifiers]))->assertRedirect()->assertSessionHasNoErrors();

    $this->get('/en/product/'.$product->slug)->assertInertia(fn ($page) => $page->where('product.modifier_groups', fn ($groups) => collect($groups)->firstWhere('id', $group->id)['modifiers'][0]['price'] === 999)->etc());
});

it('corrects the price of a line already in a cart, with the price-changed notice', function () {
    Staff::signIn(StaffRole::Manager);
    $product = Product::query()->where('slug', 'philadelphia-classic')->firstOrFail();
    $seen = $product->price;
    $this->postJson('/cart/check', ['items' => [['id' => $product->id, 'quantity' => 1, 'currentPrice' => $seen]]])
        ->assertOk()->assertJsonPath('data.lines.0.problems', []);

    Menu::saveProduct($product, ['price' => number_format(($seen + 5000) / 100, 2, '.', '')]);

    $this->postJson('/en/cart/check', ['items' => [['id' => $product->id, 'quantity' => 2, 'currentPrice' => $seen]]])
        ->assertOk()->assertJsonPath('data.lines.0.price', $seen + 5000)->assertJsonPath('data.lines.0.problems', ['price_changed'])
        ->assertJsonPath('data.subtotal', 2 * ($seen + 5000));
});
