<?php

use App\Inertia\Inertia;
use Illuminate\Support\Facades\Route;
use Tests\Feature\Inertia\Support\InertiaTestKit as Kit;

require_once __DIR__.'/Support/InertiaTestKit.php';

// History encryption and clearing: encryptHistory per request or by config, clearHistory on the next response.

beforeEach(function () {
    Kit::routes(function () {
        Route::get('/plain', fn () => Inertia::render('delivery'));
        Route::get('/private', function () {
            Inertia::encryptHistory();

            return Inertia::render('account/profile');
        });
        Route::post('/sign-out', function () {
            Inertia::clearHistory();

            return response()->noContent();
        });
    });
});

it('stores pages unencrypted in the history by default', function () {
    $this->get('/_inertia/plain', Kit::visit())->assertJsonPath('encryptHistory', false);
});

it('marks a page for encrypted history with Inertia::encryptHistory()', function () {
    $this->get('/_inertia/private', Kit::visit())->assertJsonPath('encryptHistory', true);
});

it('encrypts every page with inertia.history.encrypt', function () {
    config(['inertia.history.encrypt' => true]);

    $this->get('/_inertia/plain', Kit::visit())->assertJsonPath('encryptHistory', true);
});

it('tells the client to clear its history on the response after Inertia::clearHistory(), once', function () {
    $this->get('/_inertia/plain', Kit::visit())->assertJsonPath('clearHistory', false);
    $this->withoutMiddleware(\Illuminate\Foundation\Http\Middleware\ValidateCsrfToken::class)->post('/_inertia/sign-out')->assertNoContent();

    $this->get('/_inertia/plain', Kit::visit())->assertJsonPath('clearHistory', true);
    $this->get('/_inertia/plain', Kit::visit())->assertJsonPath('clearHistory', false);
});

it('carries the clear-history mark in the cookie session between two requests', function () {
    config(['session.driver' => 'cookie']);

    $signOut = $this->withoutMiddleware(\Illuminate\Foundation\Http\Middleware\ValidateCsrfToken::class)->post('/_inertia/sign-out')->assertNoContent();
    $cookies = collect($signOut->headers->getCookies())->mapWithKeys(fn ($c) => [$c->getName() => $c->getValue()])->all();
    expect($cookies)->toHaveKey(config('session.cookie'));

    // A fresh session store: only the cookies can carry the mark.
    app('session')->forgetDrivers();
    $this->withUnencryptedCookies($cookies)
        ->get('/_inertia/plain', Kit::visit())
        ->assertJsonPath('clearHistory', true);
});
