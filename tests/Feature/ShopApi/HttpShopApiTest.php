<?php

use App\ShopApi\Exceptions\NotFoundException;
use App\ShopApi\Exceptions\UnauthorizedException;
use App\ShopApi\Exceptions\UpstreamException;
use App\ShopApi\Exceptions\ValidationException;
use App\ShopApi\HttpShopApi;
use App\ShopApi\ShopApi;
use App\ShopApi\ShopContext;
use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Sleep;
use Tests\Feature\ShopApi\ShopApiFixtures;

// HttpShopApi against a faked upstream: what it sends, how it retries, and how it maps failures.

beforeEach(function () {
    config(['shop.api.url' => 'https://upstream.test', 'shop.api.connect_timeout' => 3, 'shop.api.timeout' => 5, 'shop.api.retries' => 2]);
    Http::preventStrayRequests();
    Sleep::fake();
});

it('asks for the language of the call, ua for Ukrainian', function (string $locale, string $header) {
    Http::fake(['*' => Http::response(ShopApiFixtures::optionsAnswer())]);
    app(ShopContext::class)->locale = $locale;

    ShopApiFixtures::httpApi()->settings();

    Http::assertSent(fn (Request $request) => $request->header('Accept-Language') === [$header]);
})->with([['uk', 'ua'], ['en', 'en']]);

it('sends the customer token as a bearer token', function () {
    Http::fake(['*' => Http::response(ShopApiFixtures::optionsAnswer())]);
    app(ShopContext::class)->token = '42|customer-token-abcdef';

    ShopApiFixtures::httpApi()->settings();

    Http::assertSent(fn (Request $request) => $request->header('Authorization') === ['Bearer 42|customer-token-abcdef']);
});

it('sends no Authorization header for a guest', function () {
    Http::fake(['*' => Http::response(ShopApiFixtures::optionsAnswer())]);

    ShopApiFixtures::httpApi()->settings();

    Http::assertSent(fn (Request $request) => ! $request->hasHeader('Authorization'));
});

it('calls the base URL of config shop.api.url', function () {
    config(['shop.api.url' => 'https://shop-backend.test/']);
    Http::fake(['*' => Http::response(['data' => []])]);

    ShopApiFixtures::httpApi()->popularProducts(4);

    Http::assertSent(fn (Request $request) => $request->url() === 'https://shop-backend.test/api/products/popular?limit=4');
});

it('connects within 3 seconds and gives up after 5', function () {
    $options = [];
    Http::fake(function (Request $request, array $sent) use (&$options) {
        $options = $sent;

        return Http::response(ShopApiFixtures::optionsAnswer());
    });

    ShopApiFixtures::httpApi()->settings();

    expect($options['connect_timeout'])->toBeGreaterThan(0)->toBeLessThanOrEqual(3)
        ->and($options['timeout'])->toBeGreaterThan(0)->toBeLessThanOrEqual(5);
});

it('retries a GET on a 5xx, but not beyond the configured retries', function () {
    Http::fake(['*' => Http::response(['message' => 'Server Error'], 502)]);

    expect(fn () => ShopApiFixtures::httpApi()->settings())->toThrow(UpstreamException::class);
    Http::assertSentCount(3);
});

it('retries a GET after a connection failure and takes the next answer', function () {
    Http::fake(['*' => Http::sequence()->pushFailedConnection()->push(ShopApiFixtures::optionsAnswer())]);

    expect(ShopApiFixtures::httpApi()->settings()->phone)->toBe('+380 44 123 45 67');
    Http::assertSentCount(2);
});

it('does not retry when no retries are configured', function () {
    config(['shop.api.retries' => 0]);
    Http::fake(['*' => Http::response('', 500)]);

    expect(fn () => ShopApiFixtures::httpApi()->settings())->toThrow(UpstreamException::class);
    Http::assertSentCount(1);
});

it('does not retry a 4xx', function () {
    Http::fake(['*' => Http::response(['message' => 'Not found.'], 404)]);

    expect(fn () => ShopApiFixtures::httpApi()->product('no-such-roll'))->toThrow(NotFoundException::class);
    Http::assertSentCount(1);
});

it('never retries a POST', function () {
    Http::fake(['*' => Http::response('', 503)]);

    expect(fn () => ShopApiFixtures::httpApi()->checkCart([['id' => 9, 'quantity' => 1]]))->toThrow(UpstreamException::class);
    Http::assertSentCount(1);
});

it('maps a 401 to UnauthorizedException', function () {
    Http::fake(['*' => Http::response(['message' => 'Unauthenticated.'], 401)]);

    expect(fn () => ShopApiFixtures::httpApi()->settings())->toThrow(UnauthorizedException::class);
});

it('maps a 404 to NotFoundException', function () {
    Http::fake(['*' => Http::response(['message' => 'Not found.'], 404)]);

    expect(fn () => ShopApiFixtures::httpApi()->category('no-such-category'))->toThrow(NotFoundException::class);
});

it('maps a 422 to ValidationException with the field errors', function () {
    Http::fake(['*' => Http::response(['message' => 'The q field must be at least 2 characters.', 'errors' => ['q' => ['The q field must be at least 2 characters.']]], 422)]);

    try {
        ShopApiFixtures::httpApi()->search('xyz');
        $this->fail('No ValidationException was thrown.');
    } catch (ValidationException $e) {
        expect($e->getMessage())->toBe('The q field must be at least 2 characters.')
            ->and($e->errors)->toBe(['q' => ['The q field must be at least 2 characters.']]);
    }
});

it('maps a failed or malformed answer to UpstreamException', function (Closure $call, Closure $answer) {
    Http::fake(['*' => $answer()]);

    expect(fn () => $call(ShopApiFixtures::httpApi()))->toThrow(UpstreamException::class);
})->with([
    'a 500' => [fn (ShopApi $api) => $api->settings(), fn () => Http::response(['message' => 'Server Error'], 500)],
    'an HTML page' => [fn (ShopApi $api) => $api->settings(), fn () => Http::response('<html><body>502 Bad Gateway</body></html>', 200, ['Content-Type' => 'text/html'])],
    'malformed JSON' => [fn (ShopApi $api) => $api->settings(), fn () => Http::response('{"settings": {"phone": ', 200, ['Content-Type' => 'application/json'])],
    'JSON without the expected object' => [fn (ShopApi $api) => $api->settings(), fn () => Http::response(['data' => []])],
    'JSON without the expected list' => [fn (ShopApi $api) => $api->regions(), fn () => Http::response(['data' => 'none'])],
    'a list with a record that is not an object' => [fn (ShopApi $api) => $api->regions(), fn () => Http::response(['data' => [ShopApiFixtures::regionRecord(1), 7]])],
    'a list with a record without its id' => [fn (ShopApi $api) => $api->regions(), fn () => Http::response(['data' => [ShopApiFixtures::regionRecord(1), array_diff_key(ShopApiFixtures::regionRecord(2), ['id' => 0])]])],
    'a record with a field of the wrong type' => [fn (ShopApi $api) => $api->restaurants(), fn () => Http::response(['data' => [['id' => 1, 'slug' => 'podil', 'name' => 'Поділ', 'address' => 'вул. Сагайдачного, 25', 'phone' => '+380441234501', 'lat' => 50.46, 'lng' => 30.52, 'pickup' => true, 'hours' => 'daily']]])],
    'a product with a malformed modifier group' => [fn (ShopApi $api) => $api->product('philadelphia-classic'), fn () => Http::response(['data' => ['id' => 9, 'slug' => 'philadelphia-classic', 'category_id' => 2, 'name' => 'Філадельфія', 'price' => 32900, 'weight' => 270, 'available' => true, 'category' => ['id' => 2, 'slug' => 'rolls', 'name' => 'Роли'], 'modifier_groups' => ['roll-extras']]])],
    'a timeout' => [fn (ShopApi $api) => $api->settings(), fn () => Http::failedConnection('cURL error 28: Operation timed out after 5001 milliseconds')],
    'a refused connection' => [fn (ShopApi $api) => $api->categories(), fn () => Http::failedConnection('cURL error 7: Failed to connect to upstream.test port 443')],
]);

it('keeps the cause of a malformed record', function () {
    Http::fake(['*' => Http::response(['data' => [array_diff_key(ShopApiFixtures::regionRecord(1), ['id' => 0])]])]);

    try {
        ShopApiFixtures::httpApi()->regions();
        $this->fail('No UpstreamException was thrown.');
    } catch (UpstreamException $e) {
        expect($e->getMessage())->toContain('malformed record')
            ->and($e->getPrevious())->toBeInstanceOf(ErrorException::class);
    }
});

it('reads a bare list as well as a {"data": [...]} answer', function () {
    Http::fake(['*' => Http::response([ShopApiFixtures::regionRecord(1), ShopApiFixtures::regionRecord(2)])]);

    expect(array_map(fn ($r) => $r->slug, ShopApiFixtures::httpApi()->regions()))->toBe(['zone-1', 'zone-2']);
});

it('asks nothing for an empty id list or a one-letter search', function () {
    Http::fake();

    expect(ShopApiFixtures::httpApi()->productsByIds([]))->toBe([])
        ->and(ShopApiFixtures::httpApi()->search(' a '))->toBe([]);
    Http::assertNothingSent();
});
