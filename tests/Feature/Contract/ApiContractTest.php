<?php

use App\Models\Category;
use App\Models\Product;
use App\Models\Promotion;
use App\Models\Region;
use App\Models\Restaurant;
use Tests\Feature\Contract\ContractFixtures;
use Tests\Feature\Contract\OpenApi;
use Tests\Support\SeededShop;

// Every answer of the shop API (routes/api.php) against docs/openapi.yaml, in both languages.

beforeEach(fn () => seedShop());

dataset('api languages', ['ua', 'en']);

it('documents every route of routes/api.php and no route that does not exist', function () {
    $sort = fn (array $operations) => collect($operations)->map(fn ($o) => implode(' ', $o))->sort()->values()->all();

    expect($sort(OpenApi::document()->operations()))->toBe($sort(ContractFixtures::apiRoutes()));
});

it('resolves every $ref of the document', function () {
    $refs = [];
    $document = json_decode(json_encode(OpenApi::document()->raw()), true);
    array_walk_recursive($document, function ($value, $key) use (&$refs) {
        if ($key === '$ref') {
            $refs[] = $value;
        }
    });

    expect($refs)->not->toBeEmpty()
        ->and(array_filter(array_unique($refs), fn (string $ref) => OpenApi::document()->node($ref) === null))->toBe([]);
});

it('compiles every schema of the document', function () {
    foreach (array_keys(get_object_vars(OpenApi::document()->raw()->components->schemas)) as $name) {
        expect(OpenApi::document()->schemaErrors(null, $name))->toBeArray();
    }
});

it('keeps the fields of the larger records in step with the records they extend', function (string $small, string $large) {
    $schemas = OpenApi::document()->raw()->components->schemas;
    $fields = fn (string $name) => array_keys(get_object_vars($schemas->{$name}->properties));

    expect(array_diff($fields($small), $fields($large)))->toBe([])
        ->and(array_diff($schemas->{$small}->required, $schemas->{$large}->required))->toBe([]);
})->with([
    ['ProductCard', 'Product'],
    ['Category', 'CategoryPage'],
    ['PromotionSummary', 'Promotion'],
]);

it('answers the dictionary calls as documented', function (string $path, string $language) {
    ContractFixtures::assertDocumentedGet($path, $language);
})->with([
    '/api/get-options',
    '/api/important-update-date',
    '/api/dictionaries/social-and-messenger',
    '/api/get-regions',
    '/api/get-restaurants',
    '/api/dictionaries/payment-types',
    '/api/dictionaries/order-types',
    '/api/get-categories-without-products',
])->with('api languages');

it('answers every category page as documented', function (string $language) {
    foreach (Category::query()->where('visible', true)->pluck('slug') as $slug) {
        ContractFixtures::assertDocumentedGet("/api/categories/$slug", $language);
    }
})->with('api languages');

it('answers every product page as documented', function (string $language) {
    foreach (Product::query()->pluck('slug') as $slug) {
        ContractFixtures::assertDocumentedGet("/api/products/$slug", $language);
    }
})->with('api languages');

it('answers the reviews of every product as documented', function (string $language) {
    foreach (Product::query()->has('reviews')->pluck('slug') as $slug) {
        ContractFixtures::assertDocumentedGet("/api/products/$slug/reviews", $language);
    }
})->with('api languages');

it('answers every running promotion as documented', function (string $language) {
    foreach (Promotion::query()->active()->pluck('slug') as $slug) {
        ContractFixtures::assertDocumentedGet("/api/promotions/$slug", $language);
    }
})->with('api languages');

it('answers the product lists as documented', function (string $path, string $language) {
    ContractFixtures::assertDocumentedGet($path, $language);
})->with([
    '/api/products?ids=9,1,9,53,999999',
    '/api/products/popular',
    '/api/products/popular?limit=48',
    '/api/promotions',
    '/api/search?q=філа',
    '/api/search?q=roll',
    '/api/search?q=no-such-dish',
    '/api/ping',
])->with('api languages');

it('answers a cart check as documented, with found, unavailable, repriced and unknown lines', function (string $language) {
    $wok = Product::query()->where('slug', 'wok-chicken')->with('modifierGroups.modifiers')->firstOrFail();
    Product::query()->where('slug', 'miso-soup')->update(['available' => false]);

    ContractFixtures::assertDocumentedCartCheck(['items' => [
        ['id' => SeededShop::productId('philadelphia-classic'), 'quantity' => 2, 'currentPrice' => 1],
        ['id' => $wok->id, 'quantity' => 1, 'modifiers' => $wok->modifierGroups->map(fn ($g) => ['id' => $g->modifiers->first()->id, 'quantity' => 1])->all()],
        ['id' => Product::query()->where('slug', 'miso-soup')->value('id'), 'quantity' => 1],
        ['id' => 999999, 'quantity' => 3],
    ]], $language);
})->with('api languages');

it('answers an empty cart check as documented', function () {
    ContractFixtures::assertDocumentedCartCheck(['items' => []], 'ua');
});

it('answers 404 as documented for unknown records', function (string $path, string $language) {
    ContractFixtures::assertDocumentedGet($path, $language, 404);
})->with([
    '/api/categories/no-such-category',
    '/api/products/no-such-roll',
    '/api/products/no-such-roll/reviews',
    '/api/promotions/no-such-offer',
    'ended promotion' => '/api/promotions/summer-poke',
])->with('api languages');

it('answers an unknown API path with the documented 404 message', function () {
    $body = json_decode($this->getJson('/api/no-such-call')->assertNotFound()->getContent());

    expect(OpenApi::document()->schemaErrors($body, 'Message'))->toBe([]);
});

it('answers 422 as documented for invalid input', function (string $path) {
    ContractFixtures::assertDocumentedGet($path, 'en', 422);
})->with([
    '/api/products',
    '/api/products?ids=1,abc',
    '/api/products?ids=0',
    'over 100 ids' => '/api/products?ids='.implode(',', range(1, 101)),
    '/api/products/popular?limit=0',
    '/api/products/popular?limit=49',
    '/api/search',
    '/api/search?q=a',
]);

it('answers 422 as documented for an invalid cart', function (array $body) {
    ContractFixtures::assertDocumentedCartCheck($body, 'ua', 422);
})->with([
    'no items' => [[]],
    'zero quantity' => [['items' => [['id' => 9, 'quantity' => 0]]]],
    'bad modifier' => [['items' => [['id' => 9, 'quantity' => 1, 'modifiers' => [['id' => 'x', 'quantity' => 1]]]]]],
    'over 50 lines' => [['items' => array_fill(0, 51, ['id' => 9, 'quantity' => 1])]],
]);

it('answers a matching If-None-Match with the documented bodyless 304', function () {
    $etag = $this->getJson('/api/get-regions')->assertOk()->headers->get('ETag');

    $response = $this->getJson('/api/get-regions', ['If-None-Match' => $etag])->assertStatus(304);
    OpenApi::document()->assertResponse($response, 'GET', '/api/get-regions');
});

it('names the language of the answer in Content-Language', function (string $header, string $language) {
    $this->getJson('/api/get-categories-without-products', ['Accept-Language' => $header])->assertHeader('Content-Language', $language);
})->with([['ua', 'ua'], ['uk', 'ua'], ['en', 'en']]);

it('catches a record that drifted from the document', function (string $drift) {
    $body = json_decode($this->getJson('/api/products/philadelphia-classic')->getContent());
    match ($drift) {
        'an extra field' => $body->data->secret = 1,
        'a missing field' => $body->data = (object) array_diff_key((array) $body->data, ['rating' => 1]),
        'money in major units' => $body->data->price = 329.5,
        'a price as a string' => $body->data->price = '329',
    };

    expect(OpenApi::document()->errors($body, OpenApi::document()->schemaPointer('GET', '/api/products/{slug}', 200)))->not->toBe([]);
})->with(['an extra field', 'a missing field', 'money in major units', 'a price as a string']);

it('accepts a product made by the factories', function (string $language) {
    $product = Product::factory()->discounted()->withModifiers()->create();

    ContractFixtures::assertDocumentedGet("/api/products/{$product->slug}", $language);
})->with('api languages');

it('accepts dictionaries and a menu made by the factories', function (string $language) {
    Region::factory()->count(2)->create();
    Region::factory()->alwaysPaid()->create();
    Restaurant::factory()->deliveryOnly()->create();
    $category = Category::factory()->has(Product::factory()->count(3)->withModifiers())->create();
    $promotion = Promotion::factory()->hasAttached(Product::factory()->unavailable()->for($category))->hasAttached($category)->create();
    Promotion::factory()->ended()->create();

    foreach (['/api/get-regions', '/api/get-restaurants', "/api/categories/{$category->slug}", '/api/promotions', "/api/promotions/{$promotion->slug}"] as $path) {
        ContractFixtures::assertDocumentedGet($path, $language);
    }
    $this->getJson("/api/categories/{$category->slug}")->assertJsonCount(4, 'data.products');
    $this->getJson("/api/promotions/{$promotion->slug}")->assertJsonCount(1, 'data.products')->assertJsonCount(1, 'data.categories');
})->with('api languages');

it('documents the answers of the order reviews', function (string $language) {
    $order = \Tests\Feature\Account\PastOrderFixtures::order(\App\Shop\Ordering\OrderStatus::Completed, [['set-philadelphia', 1]]);
    $path = "/api/orders/{$order->token}/reviews";

    OpenApi::document()->assertResponse(test()->getJson($path, ['Accept-Language' => $language])->assertOk(), 'GET', $path);
    $written = test()->postJson($path, ['product_id' => SeededShop::productId('set-philadelphia'), 'rating' => 5, 'body' => null], ['Accept-Language' => $language])->assertCreated();
    OpenApi::document()->assertResponse($written, 'POST', $path);
    OpenApi::document()->assertResponse(test()->postJson($path, ['product_id' => SeededShop::productId('set-philadelphia'), 'rating' => 5], ['Accept-Language' => $language])->assertUnprocessable(), 'POST', $path);
    OpenApi::document()->assertResponse(test()->getJson('/api/orders/'.str_repeat('x', 32).'/reviews', ['Accept-Language' => $language])->assertNotFound(), 'GET', '/api/orders/'.str_repeat('x', 32).'/reviews');
})->with('api languages');
