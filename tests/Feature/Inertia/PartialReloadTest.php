<?php

use App\Inertia\Inertia;
use Illuminate\Support\Facades\Route;
use Tests\Feature\Inertia\Support\InertiaTestKit as Kit;

require_once __DIR__.'/Support/InertiaTestKit.php';

// Partial reloads: X-Inertia-Partial-Component with -Data (only) or -Except, dotted paths, optional and always props.

beforeEach(function () {
    $this->calls = [];
    Kit::routes(function () {
        Route::get('/orders', fn () => Inertia::render('account/orders', [
            'orders' => fn () => [['number' => 'SR-10001']],
            'filters' => ['status' => 'open', 'page' => 2],
            'auth' => fn () => ['authorized' => true, 'profile' => ['name' => 'Олена', 'phone' => '380501234567']],
            'stats' => Inertia::optional(function () {
                $this->calls[] = 'stats';

                return ['total' => 3];
            }),
            'notice' => Inertia::always('Kitchen closes at 23:00'),
        ]));
    });
});

it('sends only the props named in X-Inertia-Partial-Data', function () {
    $props = $this->get('/_inertia/orders', Kit::partial('account/orders', only: 'orders'))->assertOk()->json('props');

    expect(array_keys($props))->toEqualCanonicalizing(['orders', 'errors', 'notice']);
});

it('leaves out the props named in X-Inertia-Partial-Except', function () {
    $props = $this->get('/_inertia/orders', Kit::partial('account/orders', except: 'orders,auth'))->json('props');

    expect($props)->not->toHaveKeys(['orders', 'auth'])->toHaveKeys(['filters', 'notice', 'errors']);
});

it('treats a partial reload of another component as a full visit', function () {
    $props = $this->get('/_inertia/orders', Kit::partial('account/bonuses', only: 'orders'))->json('props');

    expect($props)->toHaveKeys(['orders', 'filters', 'auth', 'notice']);
});

it('sends only a nested key named with a dotted path', function () {
    $this->get('/_inertia/orders', Kit::partial('account/orders', only: 'filters.status'))
        ->assertJsonPath('props.filters', ['status' => 'open']);
});

it('sends only a nested key of a closure\'s value named with a dotted path', function () {
    $this->get('/_inertia/orders', Kit::partial('account/orders', only: 'auth.profile.name'))
        ->assertJsonPath('props.auth', ['profile' => ['name' => 'Олена']]);
});

it('leaves out a nested key named in X-Inertia-Partial-Except with a dotted path', function () {
    $this->get('/_inertia/orders', Kit::partial('account/orders', except: 'auth.profile.phone'))
        ->assertJsonPath('props.auth', ['authorized' => true, 'profile' => ['name' => 'Олена']]);
});

it('leaves an optional prop out of full visits without calling it', function () {
    $this->get('/_inertia/orders', Kit::visit())->assertJsonMissingPath('props.stats');
    $this->get('/_inertia/orders')->assertOk();

    expect($this->calls)->toBe([]);
});

it('resolves an optional prop when a partial reload names it', function () {
    $this->get('/_inertia/orders', Kit::partial('account/orders', only: 'stats'))->assertJsonPath('props.stats', ['total' => 3]);

    expect($this->calls)->toBe(['stats']);
});

it('sends an always prop with a partial reload that does not name it', function () {
    $this->get('/_inertia/orders', Kit::partial('account/orders', only: 'orders'))->assertJsonPath('props.notice', 'Kitchen closes at 23:00');
    $this->get('/_inertia/orders', Kit::partial('account/orders', except: 'notice'))->assertJsonPath('props.notice', 'Kitchen closes at 23:00');
});

it('sends the validation errors with every partial reload', function () {
    $this->get('/_inertia/orders', Kit::partial('account/orders', only: 'orders'))->assertJsonPath('props.errors', []);
});

it('ignores empty names and spaces in the partial headers', function () {
    $props = $this->get('/_inertia/orders', Kit::partial('account/orders', only: ' orders , ,'))->json('props');

    expect(array_keys($props))->toEqualCanonicalizing(['orders', 'errors', 'notice']);
});

it('answers a partial reload of a name the page does not have with the always props only', function () {
    $props = $this->get('/_inertia/orders', Kit::partial('account/orders', only: 'nothing.here'))->assertOk()->json('props');

    expect(array_keys($props))->toEqualCanonicalizing(['errors', 'notice']);
});
