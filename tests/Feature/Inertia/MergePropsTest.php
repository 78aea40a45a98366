<?php

use App\Inertia\Inertia;
use Illuminate\Support\Facades\Route;
use Tests\Feature\Inertia\Support\InertiaTestKit as Kit;

require_once __DIR__.'/Support/InertiaTestKit.php';

// Merge props: the page object lists how the client merges them (mergeProps, prependProps, deepMergeProps, matchPropsOn).

beforeEach(function () {
    Kit::routes(function () {
        Route::get('/feed', fn () => Inertia::render('account/orders', [
            'orders' => Inertia::merge(fn () => [['number' => 'SR-10002']]),
            'news' => Inertia::merge(['n2'])->prepend(),
            'filters' => Inertia::deepMerge(['status' => ['open' => true]]),
            'reviews' => Inertia::merge(['data' => [['id' => 1]], 'meta' => ['page' => 2]])->append('data', 'id'),
            'products' => Inertia::merge([['id' => 5]])->matchOn('id'),
            'more' => Inertia::defer(fn () => ['m'])->merge(),
            'plain' => 'not merged',
        ]));
    });
});

it('lists appended, prepended and deep-merged props with their match keys', function () {
    $page = $this->get('/_inertia/feed', Kit::visit())->json();

    expect($page['mergeProps'])->toEqualCanonicalizing(['orders', 'reviews.data', 'products', 'more'])
        ->and($page['prependProps'])->toBe(['news'])
        ->and($page['deepMergeProps'])->toBe(['filters'])
        ->and($page['matchPropsOn'])->toEqualCanonicalizing(['reviews.data.id', 'products.id'])
        ->and($page['props']['orders'])->toBe([['number' => 'SR-10002']]);
});

it('lists a deferred merge prop on the first visit while leaving its value out', function () {
    $page = $this->get('/_inertia/feed', Kit::visit())->json();

    expect($page['mergeProps'])->toContain('more')->and($page['props'])->not->toHaveKey('more');
});

it('lists only the merge props a partial reload asks for', function () {
    $this->get('/_inertia/feed', Kit::partial('account/orders', only: 'orders'))
        ->assertJsonPath('mergeProps', ['orders'])
        ->assertJsonMissingPath('deepMergeProps');
});

it('leaves a prop named in X-Inertia-Reset out of the merge lists, so the client replaces it', function () {
    $page = $this->get('/_inertia/feed', Kit::partial('account/orders', only: 'orders,filters', headers: ['X-Inertia-Reset' => 'orders']))->json();

    expect($page)->not->toHaveKey('mergeProps')->and($page['deepMergeProps'])->toBe(['filters'])
        ->and($page['props']['orders'])->toBe([['number' => 'SR-10002']]);
});

it('sends no merge lists for a page without merge props', function () {
    Kit::routes(fn () => Route::get('/flat', fn () => Inertia::render('delivery', ['a' => 1])));

    expect($this->get('/_inertia/flat', Kit::visit())->json())->not->toHaveKeys(['mergeProps', 'prependProps', 'deepMergeProps', 'matchPropsOn', 'deferredProps', 'onceProps']);
});
