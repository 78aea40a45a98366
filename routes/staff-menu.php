<?php

use App\Http\Controllers\Staff\Menu\MenuController;
use App\Http\Controllers\Staff\Menu\PromoController;
use Illuminate\Support\Facades\Route;

// The menu for managers (the staff.menu gate), inside the staff area's signed-in group of routes/staff.php.

Route::middleware('can:staff.menu')->prefix('menu')->name('menu')->group(function () {
    Route::get('/', [MenuController::class, 'index'])->name('');
    Route::get('/categories/new', [MenuController::class, 'createCategory'])->name('.categories.create');
    Route::post('/categories', [MenuController::class, 'storeCategory'])->name('.categories.store');
    Route::get('/categories/{category}', [MenuController::class, 'editCategory'])->whereNumber('category')->name('.categories.edit');
    Route::post('/categories/{category}', [MenuController::class, 'updateCategory'])->whereNumber('category')->name('.categories.update');
    Route::post('/categories/{category}/move', [MenuController::class, 'moveCategory'])->whereNumber('category')->name('.categories.move');
    Route::get('/products/new', [MenuController::class, 'createProduct'])->name('.products.create');
    Route::post('/products', [MenuController::class, 'storeProduct'])->name('.products.store');
    Route::get('/products/{product}', [MenuController::class, 'editProduct'])->whereNumber('product')->name('.products.edit');
    Route::post('/products/{product}', [MenuController::class, 'updateProduct'])->whereNumber('product')->name('.products.update');
    Route::post('/products/{product}/photo', [MenuController::class, 'storePhoto'])->whereNumber('product')->name('.products.photo');
    Route::get('/groups/new', [MenuController::class, 'createGroup'])->name('.groups.create');
    Route::post('/groups', [MenuController::class, 'storeGroup'])->name('.groups.store');
    Route::get('/groups/{group}', [MenuController::class, 'editGroup'])->whereNumber('group')->name('.groups.edit');
    Route::post('/groups/{group}', [MenuController::class, 'updateGroup'])->whereNumber('group')->name('.groups.update');

    Route::get('/promotions', [PromoController::class, 'promotions'])->name('.promotions');
    Route::get('/promotions/new', [PromoController::class, 'createPromotion'])->name('.promotions.create');
    Route::post('/promotions', [PromoController::class, 'storePromotion'])->name('.promotions.store');
    Route::get('/promotions/{promotion}', [PromoController::class, 'editPromotion'])->whereNumber('promotion')->name('.promotions.edit');
    Route::post('/promotions/{promotion}', [PromoController::class, 'updatePromotion'])->whereNumber('promotion')->name('.promotions.update');
    Route::post('/promotions/{promotion}/photo', [PromoController::class, 'storePromotionPhoto'])->whereNumber('promotion')->name('.promotions.photo');
    Route::get('/promo-codes/new', [PromoController::class, 'createCode'])->name('.codes.create');
    Route::post('/promo-codes', [PromoController::class, 'storeCode'])->name('.codes.store');
    Route::get('/promo-codes/{code}', [PromoController::class, 'editCode'])->whereNumber('code')->name('.codes.edit');
    Route::post('/promo-codes/{code}', [PromoController::class, 'updateCode'])->whereNumber('code')->name('.codes.update');
});
