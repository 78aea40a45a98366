<?php

use App\Http\Controllers\Api\CatalogController;
use App\Http\Controllers\Api\DictionaryController;
use App\Http\Middleware\ApiLocale;
use Illuminate\Support\Facades\Route;

// The embedded shop backend's JSON API (docs/openapi.yaml). Answers are in the language of Accept-Language.

Route::middleware([ApiLocale::class, 'cache.headers:public;max_age=60;etag'])->group(function () {
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

Route::post('/cart/check', [CatalogController::class, 'checkCart'])->middleware(ApiLocale::class);

// Health check for load balancers, and the framework floor measured by bench/.
Route::get('/ping', fn () => response()->json(['ok' => true]))->name('api.ping');
