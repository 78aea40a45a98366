<?php

use App\Inertia\Inertia;
use App\Inertia\Testing\AssertableInertia as Assert;
use Illuminate\Support\Facades\Route;
use PHPUnit\Framework\AssertionFailedError;
use Tests\Feature\Inertia\Support\InertiaTestKit as Kit;

require_once __DIR__.'/Support/InertiaTestKit.php';

// assertInertia() and its assertable: component (and its file), url, version, reloads, deferred props, flash.

beforeEach(function () {
    Kit::routes(function () {
        Route::get('/bonuses', fn () => Inertia::render('account/bonuses', [
            'rules' => ['percent' => 5],
            'ledger' => Inertia::defer(fn () => ['balance' => 10630]),
            'friends' => Inertia::defer(fn () => ['Андрій'], 'social'),
            'hint' => Inertia::optional(fn () => 'optional'),
            'cookie' => fn () => request()->cookie('auth_token'),
        ]));
        Route::get('/missing', fn () => Inertia::render('nowhere/page'));
        Route::get('/toast', fn () => Inertia::render('delivery')->flash('toast', 'Saved'));
        Route::get('/json', fn () => response()->json(['component' => 'x']));
    });
});

it('asserts the component, url and version of a first visit and of an Inertia visit', function () {
    $this->get('/_inertia/bonuses')->assertInertia(fn (Assert $page) => $page->component('account/bonuses')->url('/_inertia/bonuses')->version('test-build-1')->has('rules'));
    $this->get('/_inertia/bonuses', Kit::visit())->assertInertia(fn (Assert $page) => $page->component('account/bonuses')->where('rules.percent', 5));
});

it('fails a component whose page file does not exist under resources/js/pages', function () {
    $this->get('/_inertia/missing')->assertInertia(fn (Assert $page) => $page->component('nowhere/page'));
})->throws(AssertionFailedError::class, 'Inertia page component file [nowhere/page] does not exist.');

it('skips the page file check with inertia.testing.ensure_pages_exist off', function () {
    config(['inertia.testing.ensure_pages_exist' => false]);

    $this->get('/_inertia/missing')->assertInertia(fn (Assert $page) => $page->component('nowhere/page'));
});

it('fails a response that is not an Inertia page', function () {
    $this->get('/_inertia/json')->assertInertia();
})->throws(AssertionFailedError::class, 'Not a valid Inertia response.');

it('loads every deferred group with loadDeferredProps', function () {
    $this->get('/_inertia/bonuses')->assertInertia(fn (Assert $page) => $page
        ->missing('ledger')
        ->loadDeferredProps(fn (Assert $reload) => $reload->where('ledger.balance', 10630)->where('friends', ['Андрій'])));
});

it('loads one deferred group with loadDeferredProps', function () {
    $this->get('/_inertia/bonuses')->assertInertia(fn (Assert $page) => $page
        ->loadDeferredProps('social', fn (Assert $reload) => $reload->has('friends')->missing('ledger')));
});

it('fails loadDeferredProps for a group the page does not defer', function () {
    $this->get('/_inertia/bonuses')->assertInertia(fn (Assert $page) => $page->loadDeferredProps('nope', fn () => null));
})->throws(AssertionFailedError::class, 'The page has no deferred group [nope].');

it('reloads only the named props with reloadOnly', function () {
    $this->get('/_inertia/bonuses')->assertInertia(fn (Assert $page) => $page
        ->reloadOnly('hint', fn (Assert $reload) => $reload->where('hint', 'optional')->missing('rules')));
});

it('reloads without the named props with reloadExcept', function () {
    $this->get('/_inertia/bonuses')->assertInertia(fn (Assert $page) => $page
        ->reloadExcept('rules', fn (Assert $reload) => $reload->has('hint')->has('ledger')));
});

it('sends the plain cookies of the first request with a reload', function () {
    $this->withUnencryptedCookie('auth_token', '7|secret')->get('/_inertia/bonuses')->assertInertia(fn (Assert $page) => $page
        ->where('cookie', '7|secret')
        ->reloadOnly('cookie', fn (Assert $reload) => $reload->where('cookie', '7|secret')));
});

it('asserts flash data with hasFlash and missingFlash', function () {
    $this->get('/_inertia/toast', Kit::visit())->assertInertia(fn (Assert $page) => $page->hasFlash('toast', 'Saved')->missingFlash('error'));
});

it('gives the page object with inertiaPage() and props with inertiaProps()', function () {
    $response = $this->get('/_inertia/bonuses', Kit::visit());

    expect($response->inertiaPage())->toMatchArray(['component' => 'account/bonuses', 'deferredProps' => ['default' => ['ledger'], 'social' => ['friends']]])
        ->and($response->inertiaProps('rules.percent'))->toBe(5);
});

it('asserts the history flags', function () {
    $this->get('/_inertia/bonuses', Kit::visit())->assertInertia(fn (Assert $page) => $page->encryptsHistory(false)->clearsHistory(false));
});
