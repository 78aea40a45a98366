<?php

use App\Inertia\Inertia;
use Illuminate\Support\Facades\Route;
use Tests\Feature\Inertia\Support\InertiaTestKit as Kit;

require_once __DIR__.'/Support/InertiaTestKit.php';

// Deferred props: left out of the first answer, listed by group in deferredProps, loaded by a partial reload.

beforeEach(function () {
    $this->calls = [];
    Kit::routes(function () {
        $defer = fn (string $name, mixed $value, string $group = 'default') => Inertia::defer(function () use ($name, $value) {
            $this->calls[] = $name;

            return $value;
        }, $group);

        Route::get('/account', fn () => Inertia::render('account/bonuses', [
            'rules' => ['percent' => 5],
            'bonuses' => $defer('bonuses', ['balance' => 10630]),
            'friends' => $defer('friends', [['name' => 'Андрій']], 'social'),
            'rewards' => $defer('rewards', 10000, 'social'),
            'wrapped' => fn () => $defer('wrapped', 'late'),
        ]));
    });
});

it('leaves deferred props out of a first visit without calling them and lists them by group', function () {
    $page = Kit::pageOfHtml($this->get('/_inertia/account')->assertOk());

    expect($page['props'])->toHaveKey('rules')->not->toHaveKeys(['bonuses', 'friends', 'rewards'])
        ->and($page['deferredProps'])->toBe(['default' => ['bonuses', 'wrapped'], 'social' => ['friends', 'rewards']])
        ->and($this->calls)->toBe([]);
});

it('leaves deferred props out of an Inertia visit too', function () {
    $this->get('/_inertia/account', Kit::visit())
        ->assertJsonMissingPath('props.bonuses')
        ->assertJsonPath('deferredProps.default', ['bonuses', 'wrapped']);

    expect($this->calls)->toBe([]);
});

it('defers a prop whose closure answers Inertia::defer()', function () {
    $this->get('/_inertia/account', Kit::visit())->assertJsonMissingPath('props.wrapped');
});

it('resolves one group in the partial reload the client makes for it, without listing groups again', function () {
    $response = $this->get('/_inertia/account', Kit::partial('account/bonuses', only: 'friends,rewards'))
        ->assertJsonPath('props.friends.0.name', 'Андрій')
        ->assertJsonPath('props.rewards', 10000)
        ->assertJsonMissingPath('props.bonuses')
        ->assertJsonMissingPath('deferredProps');

    expect($this->calls)->toBe(['friends', 'rewards']);
});
