<?php

use App\Inertia\Inertia;
use Illuminate\Support\Facades\Route;
use Tests\Feature\Inertia\Support\InertiaTestKit as Kit;

require_once __DIR__.'/Support/InertiaTestKit.php';

// The asset version (409 + X-Inertia-Location), Inertia::location, 303 after PUT/PATCH/DELETE, empty answers, fragments.

beforeEach(function () {
    Kit::routes(function () {
        Route::get('/menu', fn () => Inertia::render('menu/index'));
        Route::post('/menu', fn () => Inertia::render('menu/index'));
        Route::get('/pay', fn () => Inertia::location('https://demo.vivapayments.com/web/checkout?ref=123'));
        Route::delete('/cart', fn () => redirect('/_inertia/menu'));
        Route::post('/cart', fn () => redirect('/_inertia/menu'));
        Route::get('/nothing', fn () => response(''));
        Route::get('/anchor', fn () => redirect('/_inertia/menu#rolls'));
    });
    $this->withoutMiddleware(\Illuminate\Foundation\Http\Middleware\ValidateCsrfToken::class);
});

it('answers a stale client with 409 and X-Inertia-Location of the same URL', function () {
    $this->get('/_inertia/menu?category=rolls', Kit::visit(['X-Inertia-Version' => 'old-build']))
        ->assertStatus(409)
        ->assertHeader('X-Inertia-Location', 'http://localhost/_inertia/menu?category=rolls');
});

it('treats a missing version header as stale', function () {
    $this->get('/_inertia/menu', ['X-Inertia' => 'true'])->assertStatus(409);
});

it('checks the version of GET visits only', function () {
    $this->post('/_inertia/menu', [], Kit::visit(['X-Inertia-Version' => 'old-build']))->assertOk()->assertJsonPath('component', 'menu/index');
});

it('leaves first visits alone whatever the version', function () {
    $this->get('/_inertia/menu', ['X-Inertia-Version' => 'old-build'])->assertOk();
});

it('sends Inertia visits to another site with 409 and X-Inertia-Location', function () {
    $this->get('/_inertia/pay', Kit::visit())
        ->assertStatus(409)
        ->assertHeader('X-Inertia-Location', 'https://demo.vivapayments.com/web/checkout?ref=123');
});

it('redirects a plain request of Inertia::location like any redirect', function () {
    $this->get('/_inertia/pay')->assertRedirect('https://demo.vivapayments.com/web/checkout?ref=123');
});

it('turns the 302 after a DELETE into a 303, so the client follows it with a GET', function () {
    $this->delete('/_inertia/cart', [], Kit::visit())->assertStatus(303)->assertRedirect('/_inertia/menu');
});

it('keeps the 302 after a POST', function () {
    $this->post('/_inertia/cart', [], Kit::visit())->assertStatus(302);
});

it('sends an empty answer to an Inertia visit back where it came from', function () {
    $this->from('/_inertia/menu')->get('/_inertia/nothing', Kit::visit())->assertRedirect('/_inertia/menu');
});

it('hands a redirect to a URL with a fragment to the client with 409 and X-Inertia-Redirect', function () {
    $this->get('/_inertia/anchor', Kit::visit())
        ->assertStatus(409)
        ->assertHeader('X-Inertia-Redirect', 'http://localhost/_inertia/menu#rolls');
});

it('adds X-Inertia to the Vary header of every answer', function () {
    expect($this->get('/_inertia/pay')->headers->all('vary'))->toContain('X-Inertia');
});
