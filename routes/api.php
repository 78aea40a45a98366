<?php

use App\Http\Controllers\Api\AccountController as CustomerAccountController;
use App\Http\Controllers\Api\CatalogController;
use App\Http\Controllers\Api\CheckoutController;
use App\Http\Controllers\Api\CustomerAuthController;
use App\Http\Controllers\Api\DictionaryController;
use App\Http\Controllers\Api\GeocoderController;
use App\Http\Controllers\Api\OrderController;
use App\Http\Controllers\Api\OrderReviewController;
use App\Http\Controllers\Api\PaymentController;
use App\Http\Controllers\Api\PersonalDataController;
use App\Http\Middleware\ApiLocale;
use Illuminate\Support\Facades\Route;

// The embedded shop backend's JSON API (docs/openapi.yaml). Answers are in the language of Accept-Language.

Route::middleware([ApiLocale::class, 'cache.headers:public;max_age=60;etag', 'throttle:catalog'])->group(function () {
    Route::get('/get-options', [DictionaryController::class, 'options']);
    Route::get('/important-update-date', [DictionaryController::class, 'importantUpdateDate']);
    Route::get('/dictionaries/social-and-messenger', [DictionaryController::class, 'socials']);
    Route::get('/get-regions', [DictionaryController::class, 'regions']);
    Route::get('/get-restaurants', [DictionaryController::class, 'restaurants']);
    Route::get('/dictionaries/payment-types', [DictionaryController::class, 'paymentTypes']);
    Route::get('/dictionaries/order-types', [DictionaryController::class, 'orderTypes']);
    Route::get('/get-categories-without-products', [DictionaryController::class, 'categories']);

    Route::get('/categories/{slug}', [CatalogController::class, 'category']);
    Route::get('/products', [CatalogController::class, 'products']);
    Route::get('/products/popular', [CatalogController::class, 'popular']);
    Route::get('/products/{slug}', [CatalogController::class, 'product']);
    Route::get('/products/{slug}/reviews', [CatalogController::class, 'reviews']);
    Route::get('/promotions', [CatalogController::class, 'promotions']);
    Route::get('/promotions/{slug}', [CatalogController::class, 'promotion']);
    Route::get('/search', [CatalogController::class, 'search']);
});

Route::post('/cart/check', [CatalogController::class, 'checkCart'])->middleware([ApiLocale::class, 'throttle:cart']);

// Checkout and orders: a bearer token names the customer (guests may order); an order is named by its number
// (its customer only) or its token. POST /orders needs an Idempotency-Key header.
Route::middleware(ApiLocale::class)->group(function () {
    Route::post('/checkout/quote', [CheckoutController::class, 'quote'])->middleware('throttle:checkout');
    Route::get('/checkout/slots', [CheckoutController::class, 'slots'])->middleware('throttle:checkout');
    Route::get('/geocoder/streets', [GeocoderController::class, 'streets'])->middleware('throttle:geocoder');
    Route::post('/orders', [OrderController::class, 'store'])->middleware('throttle:orders');
    Route::get('/orders', [OrderController::class, 'index'])->middleware('throttle:order-reads');
    Route::get('/orders/{reference}/version', [OrderController::class, 'version'])->where('reference', '[A-Za-z0-9]{32}')->middleware('throttle:tracking');
    Route::get('/orders/{reference}', [OrderController::class, 'show'])->where('reference', '[A-Za-z0-9-]{1,40}')->middleware('throttle:order-reads');
    Route::post('/orders/{reference}/payment', [OrderController::class, 'pay'])->where('reference', '[A-Za-z0-9-]{1,40}')->middleware('throttle:payments');
    Route::post('/orders/{reference}/payment-type', [OrderController::class, 'changePaymentType'])->where('reference', '[A-Za-z0-9-]{1,40}')->middleware('throttle:payments');
    Route::get('/orders/{reference}/reviews', [OrderReviewController::class, 'index'])->where('reference', '[A-Za-z0-9-]{1,40}')->middleware('throttle:order-reads');
    Route::post('/orders/{reference}/reviews', [OrderReviewController::class, 'store'])->where('reference', '[A-Za-z0-9-]{1,40}')->middleware('throttle:reviews');
    Route::post('/payments/viva/confirm', [PaymentController::class, 'confirm'])->middleware('throttle:payment-confirm');
});

// Viva's webhook: GET answers the verification key, POST receives events 1796 and 1798.
Route::middleware('throttle:payment-webhook')->group(function () {
    Route::get('/payments/viva/webhook', [PaymentController::class, 'webhookKey']);
    Route::post('/payments/viva/webhook', [PaymentController::class, 'webhook']);
});

// Customers: sign-in by SMS code (phone, then code, then a bearer token), the profile, and the account (bonuses, favorites, referral).
Route::middleware(ApiLocale::class)->group(function () {
    Route::post('/via-phone-number', [CustomerAuthController::class, 'viaPhoneNumber'])->middleware('throttle:sign-in');
    Route::post('/sms-code-check', [CustomerAuthController::class, 'smsCodeCheck'])->middleware('throttle:sign-in');
    Route::get('/referrers/{code}', [CustomerAuthController::class, 'referrer'])->middleware('throttle:referrers');

    Route::middleware(['auth:sanctum', 'throttle:account'])->group(function () {
        Route::get('/get-profile', [CustomerAuthController::class, 'profile']);
        Route::post('/update-profile', [CustomerAuthController::class, 'updateProfile']);
        Route::post('/logout', [CustomerAuthController::class, 'logout']);
        Route::post('/logout-all', [CustomerAuthController::class, 'logoutAll']);
        Route::get('/bonuses', [CustomerAccountController::class, 'bonuses']);
        Route::get('/favorites', [CustomerAccountController::class, 'favorites']);
        Route::put('/favorites', [CustomerAccountController::class, 'mergeFavorites']);
        Route::put('/favorites/{product}', [CustomerAccountController::class, 'addFavorite'])->where('product', '[1-9][0-9]{0,9}');
        Route::delete('/favorites/{product}', [CustomerAccountController::class, 'removeFavorite'])->where('product', '[1-9][0-9]{0,9}');
        Route::get('/referral', [CustomerAccountController::class, 'referral']);
    });
    // The customer's data: a copy of all of it, and the deletion of the account (a fresh SMS code confirms it).
    Route::middleware('auth:sanctum')->group(function () {
        Route::get('/account/export', [PersonalDataController::class, 'export'])->middleware('throttle:data-export');
        Route::post('/account/delete/code', [PersonalDataController::class, 'code'])->middleware('throttle:sign-in');
        Route::post('/account/delete', [PersonalDataController::class, 'destroy'])->middleware('throttle:sign-in');
    });
});

// Health check for load balancers, and the framework floor measured by bench/ (both unthrottled).
Route::get('/ping', \App\Http\Controllers\Api\PingController::class)->name('api.ping');
// The balancer's and monitors' health check (App\Support\Health\Health; unthrottled, like /ping): 503 only when the node
// cannot serve, the public body ok/fail, the detail with X-Health-Token.
Route::get('/health', \App\Http\Controllers\Api\HealthController::class)->name('api.health');
