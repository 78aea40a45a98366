<?php

use App\Inertia\Inertia;
use App\Inertia\Testing\AssertableInertia as Assert;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Route;
use Tests\Feature\Inertia\Support\InertiaTestKit as Kit;

require_once __DIR__.'/Support/InertiaTestKit.php';

// Validation errors from the session as the "errors" prop: what <Form> and useForm read after a failed submit.

beforeEach(function () {
    Kit::routes(function () {
        Route::get('/form', fn () => Inertia::render('account/profile'));
        Route::post('/form', function (Request $request) {
            $request->validate(['name' => 'required', 'email' => ['required', 'email']]);

            return back();
        });
        Route::put('/form', function (Request $request) {
            $request->validateWithBag('profile', ['name' => 'required']);

            return back();
        });
    });
    $this->withoutMiddleware(\Illuminate\Foundation\Http\Middleware\ValidateCsrfToken::class);
    // The messages in the app's language, as the validator words them.
    $this->messages = validator(['email' => 'nope'], ['name' => 'required', 'email' => ['required', 'email']])->errors();
});

it('shares no errors as an empty object', function () {
    expect($this->get('/_inertia/form', Kit::visit())->getContent())->toContain('"errors":{}');
});

it('redirects a failed Inertia submit back and shares the first message of each field', function () {
    $this->from('/_inertia/form')->post('/_inertia/form', ['email' => 'nope'], Kit::visit())->assertRedirect('/_inertia/form');

    $this->get('/_inertia/form', Kit::visit())->assertInertia(fn (Assert $page) => $page
        ->where('errors.name', $this->messages->first('name'))
        ->where('errors.email', $this->messages->first('email')));
});

it('nests the default bag under the form\'s X-Inertia-Error-Bag', function () {
    $this->from('/_inertia/form')->post('/_inertia/form', [], Kit::visit());

    $this->get('/_inertia/form', Kit::visit(['X-Inertia-Error-Bag' => 'signup']))
        ->assertJsonPath('props.errors.signup.name', $this->messages->first('name'));
});

it('nests a named error bag under its name', function () {
    $this->from('/_inertia/form')->put('/_inertia/form', [], Kit::visit())->assertStatus(303);

    $this->get('/_inertia/form', Kit::visit())->assertJsonPath('props.errors.profile.name', $this->messages->first('name'));
});

it('shares the errors once: the next page is clean', function () {
    $this->from('/_inertia/form')->post('/_inertia/form', [], Kit::visit());
    $this->get('/_inertia/form', Kit::visit())->assertJsonPath('props.errors.name', $this->messages->first('name'));

    expect($this->get('/_inertia/form', Kit::visit())->getContent())->toContain('"errors":{}');
});
