<?php

use App\Http\Controllers\Staff\AuditController;
use App\Http\Controllers\Staff\BoardController;
use App\Http\Controllers\Staff\IngredientStopController;
use App\Http\Controllers\Staff\NoticesController;
use App\Http\Controllers\Staff\OpeningHoursController;
use App\Http\Controllers\Staff\OrderActionController;
use App\Http\Controllers\Staff\OrderController;
use App\Http\Controllers\Staff\OrderCorrectionController;
use App\Http\Controllers\Staff\OrderRestaurantController;
use App\Http\Controllers\Staff\OverviewController;
use App\Http\Controllers\Staff\PhoneOrderController;
use App\Http\Controllers\Staff\ReportController;
use App\Http\Controllers\Staff\RestaurantBusyController;
use App\Http\Controllers\Staff\RestaurantPauseController;
use App\Http\Controllers\Staff\SignInController;
use App\Http\Controllers\Staff\StaffAccountController;
use App\Http\Controllers\Staff\StopListController;
use App\Http\Middleware\Staff\AuthenticateStaff;
use App\Http\Middleware\Staff\ThrottleSignIn;
use App\Staff\StaffRoutes;
use Illuminate\Support\Facades\Route;

// The staff area's route list, registered once per language by routes/web.php (/staff, /en/staff). Pages are
// Inertia pages; editors and actions are Inertia form visits to resource routes (PUT/PATCH/DELETE, Laravel's names):
// a FormRequest validates, the controller redirects back with a flash toast (docs/staff-forms.md). The board's quick
// moves stay JSON (see their routes).

Route::get('/login', [SignInController::class, 'show'])->name('login');
// The sign-in form is an Inertia form: a wrong pair goes back with the email field's message, the right one on to the
// board (or the staff page asked for first); over the limit the wait is the field's message (ThrottleSignIn).
Route::post('/login', [SignInController::class, 'store'])->middleware(ThrottleSignIn::using('staff-sign-in'))->name('login.store');

Route::middleware([AuthenticateStaff::class, 'throttle:staff'])->group(function () {
    Route::get('/', fn (\Illuminate\Http\Request $request) => redirect()->route(StaffRoutes::name(($request->user('staff') ?? abort(403))->role->home())))->name('home');
    // Signing out is an Inertia POST visit that lands on the sign-in page (a JSON call gets {redirect}).
    Route::post('/logout', [SignInController::class, 'logout'])->name('logout');
    Route::post('/me/sign-out-everywhere', [SignInController::class, 'signOutEverywhere'])->name('me.sign-out-everywhere');
    Route::put('/me/password', [SignInController::class, 'changePassword'])->name('me.password.update');

    Route::get('/board', [BoardController::class, 'show'])->name('board');
    Route::get('/board/feed', [BoardController::class, 'feed'])->name('board.feed');

    Route::get('/orders', [OrderController::class, 'index'])->name('orders.index');
    // An order taken by phone (operators and managers): the storefront's rules, an Idempotency-Key from the form.
    Route::resource('orders', PhoneOrderController::class)->only(['create', 'store'])->middleware('can:create,App\Models\Order');
    Route::get('/orders/{order:number}', [OrderController::class, 'show'])->name('orders.show');
    // Correcting an order before cooking starts (operators and managers): its lines, address and time, repriced by the
    // storefront's rules (App\Staff\Orders\OrderCorrections); the kitchen gets 403.
    Route::get('/orders/{order:number}/edit', [OrderCorrectionController::class, 'edit'])->name('orders.edit');
    Route::put('/orders/{order:number}', [OrderCorrectionController::class, 'update'])->name('orders.update');
    // The board's quick moves stay JSON: an optimistic move must not reload the board (a page visit would drop the
    // other tickets' state and the live feed's place), and a stale move answers 409 with whose change won. Cancel, paid
    // and refund answer the same ticket JSON (409/422/502, 202 while a refund is being checked) to the board and the order page.
    Route::post('/orders/{order:number}/move', [OrderActionController::class, 'move'])->name('orders.move');
    Route::post('/orders/{order:number}/cancel', [OrderActionController::class, 'cancel'])->name('orders.cancel');
    Route::post('/orders/{order:number}/paid', [OrderActionController::class, 'paid'])->name('orders.paid');
    Route::post('/orders/{order:number}/refund', [OrderActionController::class, 'refund'])->name('orders.refund');
    // The order's restaurant, a singleton part of the order: an Inertia form visit from the order page (a FormRequest,
    // back with a toast); the policy's moveRestaurant lets operators and managers (a kitchen gets 403, or 404 for
    // another restaurant's order).
    Route::put('/orders/{order:number}/restaurant', [OrderRestaurantController::class, 'update'])->name('orders.restaurant.update');

    // A customer's account deleted on their written request (managers; audited): App\Shop\Privacy\AccountDeletion.
    Route::delete('/customers/{customer}', [\App\Http\Controllers\Staff\CustomerDataController::class, 'destroy'])
        ->whereNumber('customer')->middleware('can:staff.customer-data')->name('customers.destroy');

    // Every restaurant at a glance, with the accept alarm: operators and managers. The feed is polled with an ETag.
    Route::middleware('can:staff.overview')->group(function () {
        Route::get('/overview', [OverviewController::class, 'show'])->name('overview');
        Route::get('/overview/feed', [OverviewController::class, 'feed'])->name('overview.feed');
        // A money alarm of the overview marked done (App\Staff\Overview\MoneyAlarms; an Inertia visit, back with a toast).
        Route::delete('/overview/money-alarms/{alarm}', [\App\Http\Controllers\Staff\MoneyAlarmController::class, 'destroy'])
            ->whereNumber('alarm')->name('money-alarms.destroy');
    });

    // Busy mode and pause, one tap from the board (Inertia forms: redirect back with a flash message).
    Route::middleware('can:staff.restaurant-load')->group(function () {
        Route::singleton('restaurants.busy', RestaurantBusyController::class)->destroyable()->only(['update', 'destroy']);
        Route::singleton('restaurants.pause', RestaurantPauseController::class)->destroyable()->only(['update', 'destroy']);
    });

    Route::middleware('can:staff.stop-list')->group(function () {
        Route::get('/stop-list', [StopListController::class, 'show'])->name('stop-list');
        Route::put('/stop-list', [StopListController::class, 'update'])->name('stop-list.update');
        // Ingredients out: a stop of an ingredient is created (POST) and removed (DELETE); they end on their own too.
        Route::get('/ingredients', [IngredientStopController::class, 'index'])->name('ingredients');
        Route::resource('ingredients.stops', IngredientStopController::class)->only(['store', 'destroy'])->whereNumber(['ingredient', 'stop']);
    });

    Route::middleware('can:staff.notices')->group(function () {
        Route::get('/notices', [NoticesController::class, 'show'])->name('notices');
        Route::put('/notices', [NoticesController::class, 'update'])->name('notices.update');
        Route::resource('hours', OpeningHoursController::class)->only(['store', 'destroy'])->parameters(['hours' => 'override']);
    });

    Route::middleware('can:staff.reports')->group(function () {
        Route::get('/reports', [ReportController::class, 'show'])->name('reports');
        Route::get('/reports/orders.csv', [ReportController::class, 'csv'])->name('reports.csv');
    });

    Route::get('/accounts', [StaffAccountController::class, 'index'])->name('accounts');
    Route::resource('accounts', StaffAccountController::class)->only(['store', 'update'])->whereNumber('account');
    Route::put('/accounts/{account}/password', [StaffAccountController::class, 'updatePassword'])->whereNumber('account')->name('accounts.password.update');
    Route::delete('/accounts/{account}/sessions', [StaffAccountController::class, 'destroySessions'])->whereNumber('account')->name('accounts.sessions.destroy');

    Route::get('/audit', [AuditController::class, 'index'])->middleware('can:staff.audit')->name('audit');

    require __DIR__.'/staff-menu.php';
    require __DIR__.'/staff-shop.php';
    require __DIR__.'/staff-reviews.php';
    require __DIR__.'/staff-couriers.php';
});
