<?php

use App\Models\Product;
use App\Models\Review;
use App\Shop\Ordering\PaymentType;
use App\ShopApi\Data\PromotionRecord;
use App\ShopApi\Exceptions\NotFoundException;
use App\ShopApi\HttpShopApi;
use App\ShopApi\LocalShopApi;
use App\ShopApi\ShopApi;
use App\ShopApi\ShopContext;
use Illuminate\Support\Facades\Http;
use Tests\Feature\Contract\ContractFixtures;
use Tests\Feature\Contract\KernelUpstream;
use Tests\Support\SeededShop;

// One suite, two adapters: LocalShopApi in-process, and HttpShopApi talking to this app's own /api
// through the test kernel. Each case asserts facts of the seeded shop and equality with the embedded backend.

beforeEach(function () {
    seedShop();
    config(['shop.api.url' => 'http://upstream.test']);
});

dataset('adapters', [
    'LocalShopApi' => fn () => app(LocalShopApi::class),
    'HttpShopApi' => function () {
        KernelUpstream::fake($this);

        return app(HttpShopApi::class);
    },
]);

dataset('languages', ['uk', 'en']);

it('answers the settings', function (ShopApi $api, string $locale) {
    ContractFixtures::answerIn($locale);

    expect($api->settings())->toEqual(ContractFixtures::embeddedShopApi()->settings())
        ->and($api->settings()->phone)->toBe(ContractFixtures::seededDictionaries()['settings']['phone'])
        ->and($api->settings()->emailAdmin)->toBe(ContractFixtures::seededDictionaries()['settings']['email_admin']);
})->with('adapters')->with('languages');

it('answers the alerts in the language of the call', function (ShopApi $api, string $locale) {
    ContractFixtures::answerIn($locale);

    expect($api->alerts())->toEqual(ContractFixtures::embeddedShopApi()->alerts())
        ->and($api->alerts()->alertMessage)->toBe(ContractFixtures::seededDictionaries()['options']['alert_message'][$locale]);
})->with('adapters')->with('languages');

it('answers the socials in order', function (ShopApi $api, string $locale) {
    ContractFixtures::answerIn($locale);

    expect($api->socials())->toEqual(ContractFixtures::embeddedShopApi()->socials())
        ->and(array_map(fn ($s) => $s->key, $api->socials()))->toBe(['instagram', 'facebook', 'telegram', 'viber']);
})->with('adapters')->with('languages');

it('answers the delivery regions with money in minor units', function (ShopApi $api, string $locale) {
    ContractFixtures::answerIn($locale);
    $regions = $api->regions();

    expect($regions)->toEqual(ContractFixtures::embeddedShopApi()->regions())->toHaveCount(6)
        ->and($regions[0]->name)->toBe(ContractFixtures::seededDictionaries()['regions'][0]['name'][$locale])
        ->and($regions[0]->minOrder)->toBe(40000);
})->with('adapters')->with('languages');

it('answers the restaurants with seven days of hours', function (ShopApi $api, string $locale) {
    ContractFixtures::answerIn($locale);
    $restaurants = $api->restaurants();

    expect($restaurants)->toEqual(ContractFixtures::embeddedShopApi()->restaurants())->toHaveCount(3)
        ->and(array_map(fn ($r) => count($r->hours), $restaurants))->toBe([7, 7, 7])
        ->and($restaurants[2]->pickup)->toBeFalse()
        ->and($restaurants[0]->address)->toBe(ContractFixtures::seededDictionaries()['restaurants'][0]['address'][$locale]);
})->with('adapters')->with('languages');

it('answers the payment types', function (ShopApi $api, string $locale) {
    ContractFixtures::answerIn($locale);

    expect($api->paymentTypes())->toEqual(ContractFixtures::embeddedShopApi()->paymentTypes())
        ->and(array_map(fn ($t) => [$t->code, $t->online], $api->paymentTypes()))->toBe([[PaymentType::CardOnline->value, true], ['card-courier', false], ['cash', false]]);
})->with('adapters')->with('languages');

it('answers the order types', function (ShopApi $api, string $locale) {
    ContractFixtures::answerIn($locale);

    expect($api->orderTypes())->toEqual(ContractFixtures::embeddedShopApi()->orderTypes())
        ->and(array_map(fn ($t) => $t->code, $api->orderTypes()))->toBe(['delivery', 'pickup']);
})->with('adapters')->with('languages');

it('answers the categories without products', function (ShopApi $api, string $locale) {
    ContractFixtures::answerIn($locale);
    $categories = $api->categories();

    expect($categories)->toEqual(ContractFixtures::embeddedShopApi()->categories())->toHaveCount(10)
        ->and($categories[1]->name)->toBe(['uk' => 'Роли', 'en' => 'Rolls'][$locale]);
})->with('adapters')->with('languages');

it('answers a category with its products', function (ShopApi $api, string $locale) {
    ContractFixtures::answerIn($locale);
    $page = $api->category('wok');

    expect($page)->toEqual(ContractFixtures::embeddedShopApi()->category('wok'))
        ->and($page->category->name)->toBe(['uk' => 'Вок', 'en' => 'Wok'][$locale])
        ->and($page->products)->not->toBeEmpty()
        ->and(array_unique(array_map(fn ($p) => $p->categoryId, $page->products)))->toBe([$page->category->id]);
})->with('adapters')->with('languages');

it('answers a product with its modifier groups, related products and rating', function (ShopApi $api, string $locale) {
    ContractFixtures::answerIn($locale);
    $product = $api->product('philadelphia-classic');
    $reviews = Review::query()->where('product_id', $product->card->id)->where('published', true);

    expect($product)->toEqual(ContractFixtures::embeddedShopApi()->product('philadelphia-classic'))
        ->and($product->modifierGroups)->not->toBeEmpty()
        ->and($product->modifierGroups[0]->modifiers)->not->toBeEmpty()
        ->and($product->related)->not->toBeEmpty()
        ->and($product->rating)->toBe(['average' => round((float) $reviews->avg('rating'), 1), 'count' => $reviews->count()]);
})->with('adapters')->with('languages');

it('answers the products asked for by id, in order, without unknown ids', function (ShopApi $api, string $locale) {
    ContractFixtures::answerIn($locale);
    $known = [SeededShop::productId('wok-chicken'), SeededShop::productId('philadelphia-classic'), SeededShop::productId('set-sunrise')];
    $ids = [$known[0], $known[1], 999999, $known[2]];

    expect($api->productsByIds($ids))->toEqual(ContractFixtures::embeddedShopApi()->productsByIds($ids))
        ->and(array_map(fn ($p) => $p->id, $api->productsByIds($ids)))->toBe($known)
        ->and($api->productsByIds([]))->toBe([]);
})->with('adapters')->with('languages');

it('answers the popular products, most popular first', function (ShopApi $api, string $locale) {
    ContractFixtures::answerIn($locale);
    $popular = $api->popularProducts(5);
    $popularity = array_map(fn ($p) => $p->popularity, $popular);

    expect($popular)->toEqual(ContractFixtures::embeddedShopApi()->popularProducts(5))->toHaveCount(5)
        ->and($popularity)->toBe(collect($popularity)->sortDesc()->values()->all());
})->with('adapters')->with('languages');

it('answers the running promotions without the ended summer-poke', function (ShopApi $api, string $locale) {
    ContractFixtures::answerIn($locale);
    $slugs = array_map(fn (PromotionRecord $p) => $p->slug, $api->promotions());

    expect($api->promotions())->toEqual(ContractFixtures::embeddedShopApi()->promotions())
        ->and($slugs)->toContain('happy-hours', 'birthday-roll')
        ->and($slugs)->not->toContain('summer-poke');
})->with('adapters')->with('languages');

it('answers a promotion with its text, products and categories', function (ShopApi $api, string $locale) {
    ContractFixtures::answerIn($locale);

    expect($api->promotion('birthday-roll'))->toEqual(ContractFixtures::embeddedShopApi()->promotion('birthday-roll'))
        ->and($api->promotion('birthday-roll')->body)->not->toBeEmpty()
        ->and(ContractFixtures::cardSlugs($api->promotion('birthday-roll')->products))->toBe(['philadelphia-classic'])
        ->and(array_map(fn ($c) => $c->slug, $api->promotion('happy-hours')->categories))->toBe(['rolls', 'baked-rolls']);
})->with('adapters')->with('languages');

it('finds products by a name in either language', function (ShopApi $api, string $locale) {
    ContractFixtures::answerIn($locale);

    expect($api->search('філа'))->toEqual(ContractFixtures::embeddedShopApi()->search('філа'))
        ->and(ContractFixtures::cardSlugs($api->search('філа')))->toContain('philadelphia-classic')
        ->and(ContractFixtures::cardSlugs($api->search('phila')))->toBe(ContractFixtures::cardSlugs($api->search('філа')));
})->with('adapters')->with('languages');

it('finds nothing for a one-letter search', function (ShopApi $api) {
    expect($api->search('ф'))->toBe([]);
})->with('adapters');

it('answers the reviews of a product', function (ShopApi $api, string $locale) {
    ContractFixtures::answerIn($locale);

    expect($api->reviews('philadelphia-classic'))->toEqual(ContractFixtures::embeddedShopApi()->reviews('philadelphia-classic'))
        ->and($api->reviews('philadelphia-classic'))->not->toBeEmpty();
})->with('adapters')->with('languages');

it('prices a cart from the catalog', function (ShopApi $api, string $locale) {
    ContractFixtures::answerIn($locale);
    $classic = SeededShop::productId('philadelphia-classic');
    $items = [['id' => $classic, 'quantity' => 2, 'currentPrice' => 1], ['id' => 999999, 'quantity' => 1]];
    $quote = $api->checkCart($items);

    expect($quote)->toEqual(ContractFixtures::embeddedShopApi()->checkCart($items))
        ->and($quote->subtotal)->toBe(2 * Product::query()->findOrFail($classic)->price)
        ->and($quote->lines[0]['problems'])->toBe(['price_changed'])
        ->and($quote->lines[1]['problems'])->toBe(['not_found']);
})->with('adapters')->with('languages');

it('reads a product made by the factories like the seeded ones', function (ShopApi $api, string $locale) {
    ContractFixtures::answerIn($locale);
    $made = Product::factory()->discounted()->withModifiers()->create();
    $product = $api->product($made->slug);

    expect($product)->toEqual(ContractFixtures::embeddedShopApi()->product($made->slug))
        ->and($product->card->name)->toBe($made->name[$locale])
        ->and($product->card->oldPrice)->toBeGreaterThan($product->card->price)
        ->and($product->modifierGroups[0]->modifiers)->toHaveCount(3);
})->with('adapters')->with('languages');

it('throws NotFoundException for an unknown record', function (ShopApi $api, string $method, string $slug) {
    expect(fn () => $api->{$method}($slug))->toThrow(NotFoundException::class);
})->with('adapters')->with([
    'unknown category' => ['category', 'no-such-category'],
    'unknown product' => ['product', 'no-such-roll'],
    'reviews of an unknown product' => ['reviews', 'no-such-roll'],
    'unknown promotion' => ['promotion', 'no-such-offer'],
    'ended promotion' => ['promotion', 'summer-poke'],
]);

it('sends the HttpShopApi over HTTP to the /api routes of the configured upstream', function () {
    KernelUpstream::fake($this);

    app(HttpShopApi::class)->settings();

    Http::assertSent(fn ($request) => $request->url() === 'http://upstream.test/api/get-options');
});

it('signs the customer out on every device', function (ShopApi $api) {
    $customer = \App\Models\Customer::query()->create(['phone' => '380671119901']);
    $other = \App\Models\Customer::query()->create(['phone' => '380671119902']);
    $tokens = [$customer->createToken('phone')->plainTextToken, $customer->createToken('laptop')->plainTextToken];
    $stranger = $other->createToken('phone')->plainTextToken;
    app(ShopContext::class)->token = $tokens[0];

    $api->logoutEverywhere();
    app('auth')->forgetGuards(); // the test kernel keeps the guard's user between calls; a real request starts afresh

    expect($customer->tokens()->count())->toBe(0)
        ->and($other->tokens()->count())->toBe(1)
        ->and(fn () => $api->logoutEverywhere())->toThrow(\App\ShopApi\Exceptions\UnauthorizedException::class);
    app(ShopContext::class)->token = $stranger;
    expect($api->profile()->phone)->toBe('380671119902');
})->with('adapters');

it('refuses to sign out everywhere without a token', function (ShopApi $api) {
    app(ShopContext::class)->token = null;

    expect(fn () => $api->logoutEverywhere())->toThrow(\App\ShopApi\Exceptions\UnauthorizedException::class);
})->with('adapters');

it('answers what of an order may be rated and takes one review per dish', function (ShopApi $api, string $locale) {
    ContractFixtures::answerIn($locale);
    $order = \Tests\Feature\Account\PastOrderFixtures::order(\App\Shop\Ordering\OrderStatus::Completed, [['set-philadelphia', 1]]);
    app(ShopContext::class)->token = null;
    $dish = SeededShop::productId('set-philadelphia');

    expect($api->orderReviews($order->token))->toEqual(ContractFixtures::embeddedShopApi()->orderReviews($order->token))
        ->and($api->orderReviews($order->token)->dishes[0]['review'])->toBeNull();

    $answer = $api->reviewDish($order->token, $dish, 4, 'Good');

    expect($answer->dishes[0]['review'])->toBe(['rating' => 4, 'body' => 'Good', 'status' => 'new'])
        ->and($answer)->toEqual(ContractFixtures::embeddedShopApi()->orderReviews($order->token))
        ->and(fn () => $api->reviewDish($order->token, $dish, 5, null))->toThrow(\App\ShopApi\Exceptions\ValidationException::class)
        ->and(fn () => $api->orderReviews(str_repeat('x', 32)))->toThrow(NotFoundException::class)
        ->and(fn () => $api->reviewDish($order->number, $dish, 5, null))->toThrow(NotFoundException::class);
})->with('adapters')->with('languages');

it('prices a cart for one restaurant, marking what its own stop-list holds', function (ShopApi $api, string $locale) {
    ContractFixtures::answerIn($locale);
    $classic = SeededShop::productId('philadelphia-classic');
    $restaurant = \App\Models\Restaurant::query()->firstOrFail();
    \App\Models\RestaurantStopListEntry::query()->create(['restaurant_id' => $restaurant->id, 'item_type' => 'product', 'item_id' => $classic, 'created_at' => now()]);
    $items = [['id' => $classic, 'quantity' => 1]];

    expect($api->checkCart($items, $restaurant->id))->toEqual(ContractFixtures::embeddedShopApi()->checkCart($items, $restaurant->id))
        ->and($api->checkCart($items, $restaurant->id)->lines[0]['problems'])->toBe(['stopped_here'])
        ->and($api->checkCart($items)->lines[0]['orderable'])->toBeTrue()
        ->and($api->product('philadelphia-classic')->stoppedAt)->toBe([$restaurant->id])
        ->and($api->restaurants())->toEqual(ContractFixtures::embeddedShopApi()->restaurants())
        ->and($api->regions()[0]->restaurantId)->not->toBeNull();
})->with('adapters')->with('languages');
