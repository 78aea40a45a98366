<?php

use App\Models\Order;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;
use Illuminate\Validation\Validator;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Security\SecurityFixtures;

// Every list of a request is counted before its elements are validated, scalars given as lists (and lists given
// as scalars) are 422 field errors, text that is not UTF-8 is refused before the app reads it, and bodies over
// shop.limits.max_body_bytes are 413: bad input costs milliseconds and never reaches a 500 or a half-written order.

/** A validator that notes every attribute a rule was evaluated on. */
final class RecordingValidator extends Validator
{
    /** @var list<string> */
    public static array $attributes = [];

    protected function validateAttribute($attribute, $rule)
    {
        self::$attributes[] = $attribute;

        parent::validateAttribute($attribute, $rule);
    }
}

beforeEach(function () {
    seedShop();
    Mail::fake();
    $this->travelTo(Fx::noon());
    $this->orders = Order::query()->count();
    RecordingValidator::$attributes = [];
    app('validator')->resolver(fn ($translator, $data, $rules, $messages, $attributes) => new RecordingValidator($translator, $data, $rules, $messages, $attributes));
});

dataset('cart routes', ['api cart check', 'api quote', 'api order', 'storefront cart.check', 'storefront checkout.quote', 'storefront checkout.place']);

dataset('huge carts', [
    '5,000 lines' => [5000, false],
    '20,000 lines with modifiers' => [20000, true],
]);

it('refuses a huge cart with 422 on items before anything walks it, the database is asked or a rule runs', function (string $route, int $lines, bool $modifiers) {
    // The list bound holds on its own, whatever the body limit: raised here so that the bound, not the 413, answers.
    config(['shop.limits.max_body_bytes' => 8 * 1024 * 1024]);
    $body = str_starts_with($route, 'api') || str_contains($route, 'checkout') ? Fx::delivery(['items' => SecurityFixtures::hugeCart($lines, $modifiers)]) : ['items' => SecurityFixtures::hugeCart($lines, $modifiers)];

    [$response, $queries] = SecurityFixtures::sendCounted($route, $body);

    $response->assertUnprocessable()->assertExactJson([
        'message' => 'A list holds at most 200 items.',
        'errors' => ['items' => ['A list holds at most 200 items.']],
    ]);
    expect(RecordingValidator::$attributes)->toBe([])
        ->and($queries)->toBe(0)
        ->and(Order::query()->count())->toBe($this->orders);
})->with('cart routes')->with('huge carts');

it('refuses a cart over the line limit but under the list cap with 422 on items before any line is validated', function (string $route) {
    [$response, $queries] = SecurityFixtures::sendCounted($route, Fx::delivery(['items' => SecurityFixtures::hugeCart(150, true)]));

    $response->assertUnprocessable()->assertExactJson([
        'message' => 'An order holds at most 50 lines.',
        'errors' => ['items' => ['An order holds at most 50 lines.']],
    ]);
    expect(SecurityFixtures::elementAttributes())->toBe([])
        ->and($queries)->toBe(0)
        ->and(Order::query()->count())->toBe($this->orders);
})->with('cart routes');

it('names the line limit in the language of the request', function (string $route, string $language, string $message) {
    SecurityFixtures::sendCounted($route, Fx::delivery(['items' => SecurityFixtures::hugeCart(51)]), $language)[0]->assertUnprocessable()->assertJsonPath('errors.items', [$message]);
})->with(['api quote', 'storefront checkout.quote'])->with([
    'uk' => ['uk', 'У замовленні щонайбільше 50 позицій.'],
    'en' => ['en', 'An order holds at most 50 lines.'],
]);

it('names the list cap in the language of the request', function (string $route, string $language, string $message) {
    SecurityFixtures::sendCounted($route, ['items' => SecurityFixtures::hugeCart(201)], $language)[0]->assertUnprocessable()->assertExactJson(['message' => $message, 'errors' => ['items' => [$message]]]);
})->with(['api cart check', 'storefront cart.check'])->with([
    'uk' => ['uk', 'У списку щонайбільше 200 елементів.'],
    'en' => ['en', 'A list holds at most 200 items.'],
]);

it('refuses a line with too many modifiers with 422 on that line before any modifier is validated', function (string $route) {
    $body = Fx::delivery(['items' => [['id' => Fx::product()->id, 'quantity' => 1, 'modifiers' => SecurityFixtures::hugeCart(50)]]]);

    SecurityFixtures::sendCounted($route, $body)[0]->assertUnprocessable()->assertExactJson([
        'message' => 'A dish takes a list of at most 20 extras.',
        'errors' => ['items.0.modifiers' => ['A dish takes a list of at most 20 extras.']],
    ]);

    expect(array_filter(RecordingValidator::$attributes, fn (string $a) => str_starts_with($a, 'items.0.modifiers.')))->toBe([]);
})->with('cart routes');

it('refuses a line with 5,000 modifiers with 422 on that line before anything walks them', function (string $route) {
    $body = Fx::delivery(['items' => [['id' => Fx::product()->id, 'quantity' => 1, 'modifiers' => SecurityFixtures::hugeCart(5000)]]]);

    SecurityFixtures::sendCounted($route, $body)[0]->assertUnprocessable()->assertJsonPath('errors', ['items.0.modifiers' => ['A list holds at most 200 items.']]);

    expect(RecordingValidator::$attributes)->toBe([]);
})->with('cart routes');

it('accepts a cart at every bound: 50 lines of 20 modifiers each', function () {
    $line = ['id' => Fx::product()->id, 'quantity' => 1, 'modifiers' => array_fill(0, 20, ['id' => \App\Models\Modifier::query()->value('id'), 'quantity' => 1])];

    $this->postJson('/api/cart/check', ['items' => array_fill(0, 50, $line)])->assertOk()->assertJsonCount(50, 'data.lines');
});

it('takes its line and modifier limits from config/shop.php', function () {
    config(['shop.ordering.max_lines' => 3, 'shop.ordering.max_modifiers' => 1]);
    $line = ['id' => Fx::product()->id, 'quantity' => 1];

    $this->postJson('/en/cart/check', ['items' => array_fill(0, 4, $line)])->assertUnprocessable()->assertJsonPath('errors.items', ['An order holds at most 3 lines.']);
    $this->postJson('/en/cart/check', ['items' => [$line + ['modifiers' => SecurityFixtures::hugeCart(2)]]])->assertUnprocessable()->assertJsonPath('errors', ['items.0.modifiers' => ['A dish takes a list of at most 1 extras.']]);
    $this->postJson('/en/cart/check', ['items' => array_fill(0, 3, $line)])->assertOk();
});

it('refuses favorites to merge over the limit with 422 on ids before any id is validated', function (int $count) {
    SecurityFixtures::sendCounted('api favorites merge', ['ids' => range(1, $count)])[0]->assertUnprocessable()->assertJsonValidationErrors('ids');

    expect(SecurityFixtures::elementAttributes())->toBe([]);
})->with(['150 (over favorites_merge_max)' => 150, '5,000 (over the list cap)' => 5000]);

it('refuses guest favorites at sign-in over the limit with 422 on favorites before the code is checked', function (int $count) {
    [$response, $queries] = SecurityFixtures::sendCounted('storefront auth.code favorites', ['phone' => '380501234567', 'code' => '1234', 'favorites' => range(1, $count)]);

    $response->assertUnprocessable()->assertJsonValidationErrors('favorites');
    expect(array_keys($response->json('errors')))->toBe(['favorites'])
        ->and(SecurityFixtures::elementAttributes())->toBe([])
        ->and($queries)->toBe(0);
})->with(['150 (over favorites_merge_max)' => 150, '5,000 (over the list cap)' => 5000]);

it('refuses 5,000 product ids in a query with 422 on ids before any id is validated', function () {
    $this->getJson('/api/products?ids='.implode(',', range(1, 5000)))->assertUnprocessable()->assertJsonValidationErrors('ids');

    expect(SecurityFixtures::elementAttributes())->toBe([]);
});

it('refuses long lists in a query string and too many fields with the list cap', function () {
    config(['shop.limits.max_list_items' => 5]);

    $this->getJson('/api/search?q=ab&x[]=1&x[]=2&x[]=3&x[]=4&x[]=5&x[]=6')->assertUnprocessable()->assertJsonPath('errors', ['x' => ['A list holds at most 5 items.']]);
    $this->postJson('/api/cart/check', ['items' => [], 'a' => 1, 'b' => 2, 'c' => 3, 'd' => 4, 'e' => 5])->assertStatus(400)->assertExactJson(['message' => 'The request has too many fields: at most 5.']);
    $this->get('/en/menu?x[]=1&x[]=2&x[]=3&x[]=4&x[]=5&x[]=6')->assertStatus(400)->assertInertia(fn ($page) => $page->component('error')->where('message', 'A list holds at most 5 items.'));
});

it('lets a Viva webhook event with all of its fields through the list cap', function () {
    $event = ['EventTypeId' => 1796, 'EventData' => ['TransactionId' => (string) Str::uuid(), 'OrderCode' => 1234567890123456]];
    for ($i = 0; $i < 90; $i++) {
        $event['EventData']["Field$i"] = $i;
    }

    $this->postJson('/api/payments/viva/webhook', $event)->assertOk();
});

it('keeps the list cap above every list a route takes', function (string $request) {
    $bounds = (fn () => $this->listBounds())->call(new $request);

    expect(max($bounds))->toBeLessThanOrEqual((int) config('shop.limits.max_list_items'));
})->with([
    \App\Http\Requests\CartCheckRequest::class, \App\Http\Requests\CheckoutQuoteRequest::class, \App\Http\Requests\PlaceOrderRequest::class,
    \App\Http\Requests\Api\FavoriteIdsRequest::class, \App\Http\Requests\Auth\CodeRequest::class, \App\Http\Requests\Api\ProductsByIdsRequest::class,
]);

it('refuses lists given as scalars with 422 on the field', function (string $uri, array $body, string $field) {
    $this->postJson($uri, $body)->assertUnprocessable()->assertJsonValidationErrors($field);
})->with([
    'items as text' => ['/api/cart/check', ['items' => 'all of them'], 'items'],
    'a line as text' => ['/api/cart/check', ['items' => ['one roll']], 'items.0'],
    'modifiers as text' => ['/en/cart/check', ['items' => [['id' => 1, 'quantity' => 1, 'modifiers' => 'ginger']]], 'items.0.modifiers'],
    'a modifier as a number' => ['/en/cart/check', ['items' => [['id' => 1, 'quantity' => 1, 'modifiers' => [7]]]], 'items.0.modifiers.0'],
    'favorites as text' => ['/auth/code', ['phone' => '380501234567', 'code' => '1234', 'favorites' => '1,2,3'], 'favorites'],
]);

it('refuses scalars sent as lists on the sign-in, favorites and payment routes with 422 on the field', function (string $method, string $uri, array $body, string $field) {
    $this->json($method, $uri, $body)->assertUnprocessable()->assertJsonValidationErrors($field);
})->with([
    'auth.phone' => ['POST', '/auth/phone', ['phone' => ['380501234567']], 'phone'],
    'auth.code' => ['POST', '/en/auth/code', ['phone' => '380501234567', 'code' => ['1234']], 'code'],
    'auth.profile' => ['POST', '/auth/profile', ['name' => ['Olena'], 'surname' => 'Koval'], 'name'],
    'account.favorites.toggle' => ['POST', '/account/favorites/toggle', ['id' => [1], 'favorite' => true], 'id'],
    'api sms-code-check' => ['POST', '/api/sms-code-check', ['phone' => ['380501234567'], 'code' => '1234'], 'phone'],
    'api payment confirm' => ['POST', '/api/payments/viva/confirm', ['transaction_id' => [(string) Str::uuid()], 'order_code' => '1234567890123456'], 'transaction_id'],
    'api payment type' => ['POST', '/api/orders/abcdefgh/payment-type', ['payment_type' => ['cash']], 'payment_type'],
    'api slots' => ['GET', '/api/checkout/slots?order_type[]=pickup', [], 'order_type'],
    'api search' => ['GET', '/api/search?q[]=roll', [], 'q'],
    'storefront pay-offline' => ['POST', '/checkout/pay-offline', ['payment_type' => ['cash']], 'payment_type'],
]);

it('refuses a phone sent as a list to the line-header sign-in without a 500', function () {
    $status = $this->postJson('/api/via-phone-number', ['phone' => ['380501234567']], ['X-Line-Header' => str_repeat('a', 64)])->status();

    expect($status)->toBeIn([403, 422]);
});

dataset('order routes', [
    'api quote' => ['/api/checkout/quote', []],
    'api order' => ['/api/orders', ['Idempotency-Key' => 'bounded-inputs-1']],
    'storefront checkout.quote' => ['/checkout/quote', []],
    'storefront checkout.place' => ['/en/checkout', ['Idempotency-Key' => 'bounded-inputs-2']],
]);

it('refuses a phone sent as a list with 422 on phone, placing nothing', function (string $uri, array $headers) {
    $this->postJson($uri, Fx::delivery(['phone' => ['+380', '501234567']]), $headers)
        ->assertUnprocessable()->assertJsonValidationErrors('phone');

    expect(Order::query()->count())->toBe($this->orders);
})->with('order routes');

it('refuses every other text or number field of the checkout sent as a list with 422 on that field', function (string $field) {
    $form = $field === 'restaurant_id' ? Fx::pickup([$field => [1]]) : Fx::delivery([$field => ['x']]);

    $this->postJson('/api/orders', $form, ['Idempotency-Key' => (string) Str::uuid()])
        ->assertUnprocessable()->assertJsonValidationErrors($field);

    expect(Order::query()->count())->toBe($this->orders);
})->with(['order_type', 'region_id', 'street', 'house', 'entrance', 'floor', 'apartment', 'courier_comment', 'restaurant_id',
    'slot', 'name', 'persons', 'comment', 'payment_type', 'change_from', 'promo_code', 'bonuses', 'expected_total']);

it('refuses an Idempotency-Key header of any length but 8 to 100 safe characters', function (string $key) {
    $this->postJson('/api/orders', Fx::delivery(), ['Idempotency-Key' => $key])->assertUnprocessable()->assertJsonValidationErrors('idempotency_key');
})->with(['short' => 'abc', 'long' => str_repeat('k', 101), 'unsafe' => 'key with spaces']);

it('refuses order fields that are not UTF-8 with 422 on the field, placing nothing', function (string $uri, array $headers, string $message) {
    $form = Fx::delivery(['name' => "Ol\xFFena", 'comment' => "\xC3\x28"]);

    $response = test()->call('POST', $uri, $form, [], [], $headers + ['HTTP_IDEMPOTENCY_KEY' => (string) Str::uuid(), 'HTTP_ACCEPT' => 'application/json'])->assertUnprocessable();

    expect($response->json('errors'))->toBe(['name' => [$message], 'comment' => [$message]])
        ->and(Order::query()->count())->toBe($this->orders);
})->with([
    'api order' => ['/api/orders', ['HTTP_ACCEPT_LANGUAGE' => 'en'], 'The text must be valid UTF-8.'],
    'api quote' => ['/api/checkout/quote', ['HTTP_ACCEPT_LANGUAGE' => 'ua'], 'Текст має бути в кодуванні UTF-8.'],
    'storefront checkout.place' => ['/checkout', [], 'Текст має бути в кодуванні UTF-8.'],
    'storefront checkout.quote' => ['/en/checkout/quote', [], 'The text must be valid UTF-8.'],
]);

it('refuses a field whose name is not UTF-8 with 422', function () {
    test()->call('POST', '/api/cart/check', ["it\xFFems" => 'x', 'items' => []], [], [], ['HTTP_ACCEPT' => 'application/json'])
        ->assertUnprocessable()->assertJsonPath('errors', ['it?ems' => ['The text must be valid UTF-8.']]);
});

it('refuses a JSON body that is not UTF-8 with 400, placing nothing', function (string $uri) {
    $body = '{"items":[],"name":"Ol'."\xFF".'ena","phone":"+380501234567"}';

    test()->call('POST', $uri, [], [], [], ['CONTENT_TYPE' => 'application/json', 'HTTP_ACCEPT' => 'application/json', 'HTTP_IDEMPOTENCY_KEY' => (string) Str::uuid()], $body)
        ->assertStatus(400)->assertJsonStructure(['message']);

    expect(Order::query()->count())->toBe($this->orders);
})->with(['/api/orders', '/api/checkout/quote', '/api/cart/check', '/cart/check', '/checkout/quote', '/checkout', '/auth/code']);

it('refuses a query that is not UTF-8 with 422 on the API and the 400 page on the storefront', function () {
    $this->getJson('/api/search?q=%FF%FE')->assertUnprocessable()->assertJsonPath('errors.q', ['The text must be valid UTF-8.']);
    $this->get('/en/menu?utm_source=%FF')->assertStatus(400)->assertInertia(fn ($page) => $page->component('error')->where('status', 400)->where('message', 'The text must be valid UTF-8.'));
});

it('answers a path that is not UTF-8 with 400, as JSON under /api', function () {
    $this->get('/api/orders/%FF')->assertStatus(400)->assertJsonStructure(['message']);
    $this->get('/menu/%FF')->assertStatus(400)->assertInertia(fn ($page) => $page->component('error')->where('status', 400));
});

it('refuses a body over shop.limits.max_body_bytes with 413 JSON in the request\'s language, before it is validated', function (string $uri, array $headers, string $message) {
    $body = json_encode(['items' => SecurityFixtures::hugeCart(20000, true)]);
    expect(strlen($body))->toBeGreaterThan((int) config('shop.limits.max_body_bytes'));

    test()->call('POST', $uri, [], [], [], $headers + ['CONTENT_TYPE' => 'application/json', 'HTTP_ACCEPT' => 'application/json', 'CONTENT_LENGTH' => (string) strlen($body)], $body)
        ->assertStatus(413)->assertExactJson(['message' => $message]);

    expect(RecordingValidator::$attributes)->toBe([]);
})->with([
    'api cart check' => ['/api/cart/check', ['HTTP_ACCEPT_LANGUAGE' => 'en'], 'The request is too large: at most 256 KB.'],
    'api order' => ['/api/orders', ['HTTP_ACCEPT_LANGUAGE' => 'ua'], 'Запит завеликий: щонайбільше 256 КБ.'],
    'storefront cart.check' => ['/cart/check', [], 'Запит завеликий: щонайбільше 256 КБ.'],
    'storefront checkout.place' => ['/en/checkout', [], 'The request is too large: at most 256 KB.'],
]);

it('takes the body limit from shop.limits.max_body_bytes and lets a body of exactly that size through', function () {
    $body = json_encode(['items' => [['id' => Fx::product()->id, 'quantity' => 1]]]);
    $send = fn () => test()->call('POST', '/api/cart/check', [], [], [], ['CONTENT_TYPE' => 'application/json', 'HTTP_ACCEPT' => 'application/json', 'CONTENT_LENGTH' => (string) strlen($body)], $body);

    config(['shop.limits.max_body_bytes' => strlen($body)]);
    $send()->assertOk();
    config(['shop.limits.max_body_bytes' => strlen($body) - 1]);
    $send()->assertStatus(413);
});

it('measures a body sent without a length', function () {
    config(['shop.limits.max_body_bytes' => 1024]);

    test()->call('POST', '/api/cart/check', [], [], [], ['CONTENT_TYPE' => 'application/json', 'HTTP_ACCEPT' => 'application/json'], json_encode(['items' => SecurityFixtures::hugeCart(100)]))
        ->assertStatus(413);
});

it('answers an oversized form post of a page with the 413 error page', function () {
    config(['shop.limits.max_body_bytes' => 1024]);
    $body = http_build_query(['ref' => '1234567890123456', 'decision' => str_repeat('pay', 1000)]);

    test()->call('POST', '/en/checkout/sandbox-payment', [], [], [], ['CONTENT_TYPE' => 'application/x-www-form-urlencoded', 'CONTENT_LENGTH' => (string) strlen($body)], $body)
        ->assertStatus(413)->assertInertia(fn ($page) => $page->component('error')->where('status', 413)->where('message', 'The request is too large: at most 1 KB.'));
});

it('answers the input refusals of the shop API as docs/openapi.yaml documents them', function (string $path) {
    $doc = \Tests\Feature\Contract\OpenApi::document();
    $json = ['CONTENT_TYPE' => 'application/json', 'HTTP_ACCEPT' => 'application/json', 'HTTP_IDEMPOTENCY_KEY' => (string) Str::uuid()];
    $big = json_encode(['items' => SecurityFixtures::hugeCart(20000, true)]);

    $doc->assertResponse(test()->call('POST', $path, [], [], [], $json + ['CONTENT_LENGTH' => (string) strlen($big)], $big)->assertStatus(413), 'POST', $path);
    $doc->assertResponse(test()->call('POST', $path, [], [], [], $json, '{"items":[],"name":"'."\xFF".'"}')->assertStatus(400), 'POST', $path);
    $doc->assertResponse(test()->postJson($path, ['items' => SecurityFixtures::hugeCart(500)], ['Idempotency-Key' => (string) Str::uuid()])->assertUnprocessable(), 'POST', $path);
    $doc->assertResponse(test()->postJson($path, ['items' => SecurityFixtures::hugeCart(51)], ['Idempotency-Key' => (string) Str::uuid()])->assertUnprocessable(), 'POST', $path);
})->with(['/api/cart/check', '/api/checkout/quote', '/api/orders']);

it('refuses an amount over shop.ordering.max_amount with 422 on the field, placing nothing', function (string $field, array $form) {
    config(['shop.ordering.max_amount' => 5000]);

    $this->postJson('/api/orders', Fx::delivery($form), ['Idempotency-Key' => (string) Str::uuid()])
        ->assertUnprocessable()->assertJsonValidationErrors($field);

    expect(Order::query()->count())->toBe($this->orders);
})->with([
    'change from' => ['change_from', ['payment_type' => 'cash', 'change_from' => 5001]],
    'bonuses' => ['bonuses', ['bonuses' => 5001]],
    'expected total' => ['expected_total', ['expected_total' => 50001]],
    'a line\'s price' => ['items.0.currentPrice', ['items' => [['id' => 0, 'quantity' => 1, 'currentPrice' => 5001]]]],
]);
