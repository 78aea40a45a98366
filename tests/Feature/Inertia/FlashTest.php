<?php

use App\Inertia\Inertia;
use Illuminate\Support\Facades\Route;
use Tests\Feature\Inertia\Support\InertiaTestKit as Kit;
use Tests\Feature\Inertia\Support\TestInertiaMiddleware;

require_once __DIR__.'/Support/InertiaTestKit.php';

// Flash data: a page object's "flash", shown on one page and never again.

beforeEach(function () {
    Kit::routes(function () {
        Route::get('/menu', fn () => Inertia::render('menu/index'));
        Route::get('/favorite', function () {
            Inertia::flash('toast', 'Added to favorites');

            return redirect('/_inertia/menu');
        });
        Route::get('/now', fn () => Inertia::render('menu/index')->flash(['highlight' => 7]));
    });
});

it('sends flashed data with the page after the redirect', function () {
    $this->get('/_inertia/favorite', Kit::visit())->assertRedirect('/_inertia/menu');

    $this->get('/_inertia/menu', Kit::visit())->assertJsonPath('flash', ['toast' => 'Added to favorites']);
});

it('sends flashed data once', function () {
    $this->get('/_inertia/favorite', Kit::visit());
    $this->get('/_inertia/menu', Kit::visit())->assertJsonPath('flash.toast', 'Added to favorites');

    $this->get('/_inertia/menu', Kit::visit())->assertJsonMissingPath('flash');
});

it('sends data flashed on the response itself with that response only', function () {
    $this->get('/_inertia/now', Kit::visit())->assertJsonPath('flash', ['highlight' => 7]);

    $this->get('/_inertia/menu', Kit::visit())->assertJsonMissingPath('flash');
});

it('keeps flashed data through the full reload of a stale client', function () {
    $this->get('/_inertia/favorite', Kit::visit());

    $this->get('/_inertia/menu', Kit::visit(['X-Inertia-Version' => 'old-build']))->assertStatus(409);
    $page = Kit::pageOfHtml($this->get('/_inertia/menu'));

    expect($page['flash'] ?? null)->toBe(['toast' => 'Added to favorites'])
        ->and(TestInertiaMiddleware::VERSION)->not->toBe('old-build');
});
