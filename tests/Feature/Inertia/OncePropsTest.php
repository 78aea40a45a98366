<?php

use App\Inertia\Inertia;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\Route;
use Tests\Feature\Inertia\Support\InertiaTestKit as Kit;
use Tests\Feature\Inertia\Support\TestInertiaMiddleware;

require_once __DIR__.'/Support/InertiaTestKit.php';

// Once props: sent once, listed in onceProps; a client that holds them names them in X-Inertia-Except-Once-Props.

beforeEach(function () {
    $this->calls = [];
    $this->track = function (string $name, mixed $value): Closure {
        return function () use ($name, $value) {
            $this->calls[] = $name;

            return $value;
        };
    };
    Kit::routes(function () {
        Route::get('/menu', fn () => Inertia::render('menu/index', [
            'plans' => Inertia::once(($this->track)('plans', ['basic', 'pro'])),
            'roles' => Inertia::once(($this->track)('roles', ['admin']))->as('roles:uk'),
            'rates' => Inertia::once(($this->track)('rates', ['uah' => 1]))->until(60),
            'fresh' => Inertia::once(($this->track)('fresh', 'always new'))->fresh(),
            'permissions' => Inertia::defer(($this->track)('permissions', ['edit']))->once(),
            'title' => 'Меню',
        ]));
    });
});

it('sends a once prop and lists it in onceProps under its name or custom key', function () {
    Carbon::setTestNow('2026-11-10 12:00:00');
    $page = $this->get('/_inertia/menu', Kit::visit())->json();

    expect($page['props']['plans'])->toBe(['basic', 'pro'])
        ->and($page['onceProps']['plans'])->toBe(['prop' => 'plans', 'expiresAt' => null])
        ->and($page['onceProps']['roles:uk'])->toBe(['prop' => 'roles', 'expiresAt' => null])
        ->and($page['onceProps']['rates'])->toBe(['prop' => 'rates', 'expiresAt' => Carbon::parse('2026-11-10 12:01:00')->getTimestamp() * 1000]);
});

it('leaves out, without resolving, the once props the client names in X-Inertia-Except-Once-Props', function () {
    $page = $this->get('/_inertia/menu', Kit::visit(['X-Inertia-Except-Once-Props' => 'plans,roles:uk,rates']))->json();

    expect($page['props'])->not->toHaveKeys(['plans', 'roles', 'rates'])->toHaveKey('title')
        ->and($this->calls)->not->toContain('plans')->not->toContain('roles')->not->toContain('rates');
});

it('still lists the once props it left out, so the client carries its copies over', function () {
    $page = $this->get('/_inertia/menu', Kit::visit(['X-Inertia-Except-Once-Props' => 'plans,roles:uk']))->json();

    expect($page['onceProps'])->toHaveKeys(['plans', 'roles:uk']);
});

it('matches a once prop with a custom key by that key, not by the prop name', function () {
    $page = $this->get('/_inertia/menu', Kit::visit(['X-Inertia-Except-Once-Props' => 'roles']))->json();

    expect($page['props']['roles'])->toBe(['admin']);
});

it('sends a once prop marked fresh even when the client holds it', function () {
    $this->get('/_inertia/menu', Kit::visit(['X-Inertia-Except-Once-Props' => 'fresh']))->assertJsonPath('props.fresh', 'always new');
});

it('resolves a once prop the client holds when a partial reload asks for it', function () {
    $this->get('/_inertia/menu', Kit::partial('menu/index', only: 'plans', headers: ['X-Inertia-Except-Once-Props' => 'plans']))
        ->assertJsonPath('props.plans', ['basic', 'pro'])
        ->assertJsonPath('onceProps', ['plans' => ['prop' => 'plans', 'expiresAt' => null]]);
});

it('sends every once prop on a first visit, whatever the header says', function () {
    $page = Kit::pageOfHtml($this->get('/_inertia/menu', ['X-Inertia-Except-Once-Props' => 'plans']));

    expect($page['props']['plans'])->toBe(['basic', 'pro']);
});

it('defers a deferred once prop until the client holds it, then stops listing it as deferred', function () {
    $this->get('/_inertia/menu', Kit::visit())
        ->assertJsonPath('deferredProps.default', ['permissions'])
        ->assertJsonPath('onceProps.permissions.prop', 'permissions');

    $page = $this->get('/_inertia/menu', Kit::visit(['X-Inertia-Except-Once-Props' => 'permissions']))->json();
    expect($page)->not->toHaveKey('deferredProps')->and($page['onceProps'])->toHaveKey('permissions');
    expect($this->calls)->not->toContain('permissions');
});

it('shares once props from the middleware\'s shareOnce(), wrapping plain closures', function () {
    TestInertiaMiddleware::$sharedOnce = [
        'countries' => fn () => ['UA'],
        'currency' => Inertia::once(fn () => 'UAH')->as('currency:v2'),
    ];

    $this->get('/_inertia/menu', Kit::visit())
        ->assertJsonPath('props.countries', ['UA'])
        ->assertJsonPath('onceProps.countries', ['prop' => 'countries', 'expiresAt' => null])
        ->assertJsonPath('onceProps', fn (array $once) => isset($once['currency:v2']));
    $this->get('/_inertia/menu', Kit::visit(['X-Inertia-Except-Once-Props' => 'countries,currency:v2']))
        ->assertJsonMissingPath('props.countries')
        ->assertJsonMissingPath('props.currency');
});

it('shares a once prop with Inertia::shareOnce()', function () {
    Kit::routes(fn () => Route::get('/share-once', function () {
        Inertia::shareOnce('flags', fn () => ['beta' => true])->until(120);

        return Inertia::render('delivery');
    }));

    $this->get('/_inertia/share-once', Kit::visit())
        ->assertJsonPath('props.flags', ['beta' => true])
        ->assertJsonPath('onceProps.flags.prop', 'flags');
});
