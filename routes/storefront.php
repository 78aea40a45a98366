<?php

use App\Http\Caching\GuestPages;
use App\Http\Controllers\AccountController;
use App\Http\Controllers\AuthController;
use App\Http\Controllers\CartController;
use App\Http\Controllers\CheckoutController;
use App\Http\Controllers\ContactsController;
use App\Http\Controllers\DeliveryController;
use App\Http\Controllers\FavoritesController;
use App\Http\Controllers\HomeController;
use App\Http\Controllers\IconsController;
use App\Http\Controllers\LegacyRedirectController;
use App\Http\Controllers\MenuController;
use App\Http\Controllers\OrderAfterController;
use App\Http\Controllers\PaymentLandingController;
use App\Http\Controllers\PaymentLinkController;
use App\Http\Controllers\PersonalDataController;
use App\Http\Controllers\ProductController;
use App\Http\Controllers\PromotionController;
use App\Http\Controllers\SandboxPaymentController;
use App\Http\Controllers\StreetController;
use App\Http\Controllers\TrackingController;
use App\Http\Middleware\NoIndex;
use App\Http\Middleware\ThrottleJson;
use Illuminate\Support\Facades\Route;

// The storefront's route list, registered once per language by routes/web.php.

// The catalog's pages are guest pages: the same HTML for every guest, cached in front of the app (GuestPages).
Route::middleware(GuestPages::MIDDLEWARE)->group(function () {
    Route::get('/', HomeController::class)->middleware('locale.root')->name('home');
    Route::get('/menu', [MenuController::class, 'index'])->name('menu');
    Route::get('/menu/{category}', [MenuController::class, 'show'])->name('menu.category');
    Route::get('/product/{product}', ProductController::class)->name('product');
    Route::get('/promotions', [PromotionController::class, 'index'])->name('promotions');
    Route::get('/promotions/{promotion}', [PromotionController::class, 'show'])->name('promotions.show');
    Route::get('/contacts', ContactsController::class)->name('contacts');
    Route::get('/delivery', DeliveryController::class)->name('delivery');
});
Route::get('/favorites', FavoritesController::class)->name('favorites');

Route::post('/cart/check', CartController::class)->middleware(ThrottleJson::using('cart'))->name('cart.check');

Route::get('/checkout', [CheckoutController::class, 'show'])->name('checkout');
Route::get('/checkout/payment-success', [CheckoutController::class, 'paymentSuccess'])->name('checkout.payment-success');
Route::get('/checkout/payment-failure', [CheckoutController::class, 'paymentFailure'])->name('checkout.payment-failure');
Route::get('/checkout/success', [CheckoutController::class, 'success'])->middleware('order.placed')->name('checkout.success');
Route::post('/checkout', [CheckoutController::class, 'place'])->middleware(ThrottleJson::using('orders'))->name('checkout.place');
Route::post('/checkout/quote', [CheckoutController::class, 'quote'])->middleware(ThrottleJson::using('checkout'))->name('checkout.quote');
Route::get('/checkout/slots', [CheckoutController::class, 'slots'])->middleware(ThrottleJson::using('checkout'))->name('checkout.slots');
Route::get('/checkout/streets', [StreetController::class, 'index'])->middleware(ThrottleJson::using('geocoder'))->name('checkout.streets');
Route::post('/checkout/pay-again', [CheckoutController::class, 'payAgain'])->middleware(ThrottleJson::using('payments'))->name('checkout.pay-again');
Route::post('/checkout/pay-offline', [CheckoutController::class, 'payOffline'])->middleware(ThrottleJson::using('payments'))->name('checkout.pay-offline');
Route::get('/checkout/sandbox-payment', [SandboxPaymentController::class, 'show'])->name('checkout.sandbox');
Route::post('/checkout/sandbox-payment', [SandboxPaymentController::class, 'complete'])->middleware('throttle:payments')->name('checkout.sandbox.complete');

Route::middleware('payment.redirect')->group(function () {
    Route::get('/api/success-viva-redirect-url', [PaymentLandingController::class, 'success'])->name('payment.viva.success');
    Route::get('/api/fail-viva-redirect-url', [PaymentLandingController::class, 'failure'])->name('payment.viva.failure');
});

// An order's tracking page, for whoever holds its link (the token is the key: no sign-in), and the feed it polls.
Route::middleware(NoIndex::class)->where(['token' => '[A-Za-z0-9]{32}'])->group(function () {
    Route::get('/track/{token}', [TrackingController::class, 'show'])->middleware('throttle:order-reads')->name('track');
    // The payment link of a card order taken by phone (texted by App\Shop\Ordering\PaymentLinks): the order and a Pay
    // button (GET, safe for link previews); the POST starts the card payment and leaves for the provider's page.
    Route::get('/pay/{token}', [PaymentLinkController::class, 'show'])->middleware('throttle:order-reads')->name('pay');
    Route::post('/pay/{token}', [PaymentLinkController::class, 'pay'])->middleware('throttle:payments')->name('pay.start');
    Route::get('/track/{token}/feed', [TrackingController::class, 'feed'])->middleware(ThrottleJson::using('tracking'))->name('track.feed');
});

Route::middleware('customer')->prefix('account')->name('account')->group(function () {
    Route::get('/', [AccountController::class, 'index'])->name('');
    Route::get('/orders', [AccountController::class, 'orders'])->name('.orders');
    Route::get('/orders/{order}', [AccountController::class, 'order'])->name('.orders.show');
    Route::get('/bonuses', [AccountController::class, 'bonuses'])->name('.bonuses');
    Route::get('/favorites', [AccountController::class, 'favorites'])->name('.favorites');
    Route::get('/profile', [AccountController::class, 'profile'])->name('.profile');
    Route::get('/referral', [AccountController::class, 'referral'])->name('.referral');
});

// Sign-in modals and the account's favorites: JSON routes (answers, including 401/404/422/429, are JSON).
Route::middleware(ThrottleJson::using('sign-in'))->prefix('auth')->name('auth.')->group(function () {
    Route::post('/phone', [AuthController::class, 'phone'])->name('phone');
    Route::post('/code', [AuthController::class, 'code'])->name('code');
    Route::post('/profile', [AuthController::class, 'profile'])->name('profile');
    Route::post('/logout', [AuthController::class, 'logout'])->name('logout');
    Route::post('/logout-all', [AuthController::class, 'logoutAll'])->name('logout-all');
});
// After the order: repeat an order of the account into the cart; rate the dishes of a delivered order (by its number
// for its customer, or by its token, so a tracking page can mount the same form).
Route::post('/account/orders/{order}/repeat', [OrderAfterController::class, 'repeat'])
    ->middleware(ThrottleJson::using('cart'))->name('account.orders.repeat');
Route::get('/orders/{order}/reviews', [OrderAfterController::class, 'reviews'])
    ->middleware(ThrottleJson::using('order-reads'))->name('orders.reviews.index');
Route::post('/orders/{order}/reviews', [OrderAfterController::class, 'review'])
    ->middleware(ThrottleJson::using('reviews'))->name('orders.reviews.store');
// The customer's data (JSON routes): download a copy, and delete the account with a fresh SMS code.
Route::get('/account/data', [PersonalDataController::class, 'export'])->middleware(ThrottleJson::using('data-export'))->name('account.data');
Route::post('/account/delete/code', [PersonalDataController::class, 'code'])->middleware(ThrottleJson::using('sign-in'))->name('account.delete.code');
Route::post('/account/delete', [PersonalDataController::class, 'destroy'])->middleware(ThrottleJson::using('sign-in'))->name('account.delete');
Route::post('/account/favorites/toggle', [AccountController::class, 'toggleFavorite'])
    ->middleware(ThrottleJson::using('account'))->name('account.favorites.toggle');

Route::get('/_icons', IconsController::class)->name('icons');

Route::get('/tproduct/{path}', LegacyRedirectController::class)->where('path', '.*')->name('legacy.tproduct');
