<?php

use App\Http\Middleware\HandleInertiaRequests;
use Illuminate\Support\Facades\DB;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\Feature\Inertia\InertiaFixtures;
use Tests\Support\SeededShop;

// The adapter where the shop gains: dictionaries as once props, signed-in pages kept encrypted in the history,
// the history cleared at sign-out.

beforeEach(function () {
    seedShop();
    $this->version = (string) (new HandleInertiaRequests)->version(request());
    $this->visit = fn (array $headers = []) => ['X-Inertia' => 'true', 'X-Inertia-Version' => $this->version, ...$headers];
});

const DICTIONARIES = ['locales', 'settings', 'categories', 'socials', 'restaurants', 'regions'];

it('lists the shared dictionaries as once props of the page language, kept as long as the server caches them', function (string $path, string $locale) {
    $this->travelTo(now()->startOfSecond());
    $page = $this->get($path, ($this->visit)())->assertOk()->json();

    foreach (DICTIONARIES as $name) {
        expect($page['onceProps']["$name:$locale"])->toBe(['prop' => $name, 'expiresAt' => now()->addSeconds((int) config('shop.cache.ttl'))->getTimestamp() * 1000])
            ->and($page['props'])->toHaveKey($name);
    }
})->with([['/menu', 'uk'], ['/en/menu', 'en']]);

it('leaves out the dictionaries a browser already holds, without reading them', function () {
    $this->get('/en/menu', ($this->visit)())->assertOk(); // warms the cache

    DB::enableQueryLog();
    $page = $this->get('/en/contacts', ($this->visit)(['X-Inertia-Except-Once-Props' => InertiaFixtures::dictionaryKeys('en').',limits']))->assertOk()->json();

    expect($page['props'])->not->toHaveKeys([...DICTIONARIES, 'limits'])->toHaveKeys(['locale', 'auth', 'alerts', 'alternates', 'errors'])
        ->and(array_keys($page['onceProps']))->toEqualCanonicalizing([...explode(',', InertiaFixtures::dictionaryKeys('en')), 'limits'])
        ->and(DB::getQueryLog())->toBe([]);
});

it('sends the dictionaries of the other language after a language switch', function () {
    $this->get('/en/menu', ($this->visit)(['X-Inertia-Except-Once-Props' => InertiaFixtures::dictionaryKeys('uk')]))
        ->assertJsonPath('props.categories.0.name', fn (string $name) => $name !== '')
        ->assertJsonPath('props.locale', 'en')
        ->assertJsonCount(6, 'props.regions');
});

it('sends the dictionaries with every first visit', function () {
    $this->get('/en/menu', ['X-Inertia-Except-Once-Props' => InertiaFixtures::dictionaryKeys('en')])
        ->assertInertia(fn (Assert $page) => $page->has('categories', 10)->has('restaurants', 3)->etc());
});

it('makes an Inertia visit of a browser holding the dictionaries and limits a fraction of a full one', function () {
    $full = strlen($this->get('/en/menu', ($this->visit)())->getContent());
    $lean = strlen($this->get('/en/menu', ($this->visit)(['X-Inertia-Except-Once-Props' => InertiaFixtures::dictionaryKeys('en').',limits']))->getContent());

    expect($lean)->toBeLessThan($full / 3);
});

it('keeps a guest\'s pages unencrypted in the history', function () {
    $this->get('/en/menu', ($this->visit)())->assertJsonMissingPath('encryptHistory');
});

it('keeps every page of a signed-in customer encrypted in the history', function (string $path) {
    $this->withUnencryptedCookie('auth_token', SeededShop::customerToken())->get($path, ($this->visit)())
        ->assertOk()
        ->assertJsonPath('encryptHistory', true)
        ->assertJsonPath('props.auth.authorized', true);
})->with(['/menu', '/en/account/profile', '/account/orders']);

it('clears the browser history on the first page after a sign-out, once', function (string $prefix) {
    config(['session.driver' => 'cookie']);
    $token = SeededShop::customerToken();
    $this->withUnencryptedCookie('auth_token', $token)->get("$prefix/account/profile", ($this->visit)())->assertJsonMissingPath('clearHistory');
    app()->forgetScopedInstances(); // a new request: the signed-in customer of the last one is not remembered

    $signOut = $this->withCredentials()->withUnencryptedCookie('auth_token', $token)->postJson("$prefix/auth/logout")->assertNoContent();

    $this->unencryptedCookies = []; // the browser forgot the auth_token cookie and keeps its session cookie
    $first = $this->withUnencryptedCookies(InertiaFixtures::browserCookies($signOut))->get("$prefix/menu", ($this->visit)())
        ->assertJsonPath('clearHistory', true)
        ->assertJsonPath('props.auth.authorized', false);
    $this->withUnencryptedCookies(InertiaFixtures::browserCookies($first))->get("$prefix/menu", ($this->visit)())->assertJsonMissingPath('clearHistory');
})->with(['', '/en']);

it('clears the browser history after a sign-out on every device', function () {
    config(['session.driver' => 'cookie']);
    $signOut = $this->withCredentials()->withUnencryptedCookie('auth_token', SeededShop::customerToken())->postJson('/en/auth/logout-all')->assertNoContent();

    $this->unencryptedCookies = [];
    $this->withUnencryptedCookies(InertiaFixtures::browserCookies($signOut))->get('/en/menu', ($this->visit)())->assertJsonPath('clearHistory', true);
});

it('does not clear the history when a sign-out everywhere is refused', function () {
    config(['session.driver' => 'cookie']);
    $cookies = InertiaFixtures::browserCookies($this->withCredentials()->postJson('/en/auth/logout-all')->assertUnauthorized());
    expect($cookies)->toHaveKey(config('session.cookie'));

    $this->withUnencryptedCookies($cookies)->get('/en/menu', ($this->visit)())->assertJsonMissingPath('clearHistory');
});
