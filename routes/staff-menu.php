<?php

use App\Http\Controllers\Staff\Menu\CategoryController;
use App\Http\Controllers\Staff\Menu\IngredientController;
use App\Http\Controllers\Staff\Menu\MenuController;
use App\Http\Controllers\Staff\Menu\ModifierGroupController;
use App\Http\Controllers\Staff\Menu\ProductController;
use App\Http\Controllers\Staff\Menu\PromoCodeController;
use App\Http\Controllers\Staff\Menu\PromotionController;
use Illuminate\Support\Facades\Route;

// The menu for managers (the staff.menu gate), inside the staff area's signed-in group of routes/staff.php: resource
// routes (create, store, edit, update; PUT updates), saved by Inertia forms that come back with a toast.

Route::middleware('can:staff.menu')->prefix('menu')->group(function () {
    Route::get('/', [MenuController::class, 'index'])->name('menu');

    Route::name('menu.')->group(function () {
        $editors = ['create', 'store', 'edit', 'update'];
        Route::resource('categories', CategoryController::class)->only($editors)->whereNumber('category');
        Route::patch('/categories/{category}/position', [CategoryController::class, 'move'])->whereNumber('category')->name('categories.move');
        Route::resource('products', ProductController::class)->only($editors)->whereNumber('product');
        Route::put('/products/{product}/photo', [ProductController::class, 'updatePhoto'])->whereNumber('product')->name('products.photo.update');
        Route::resource('groups', ModifierGroupController::class)->only($editors)->whereNumber('group');
        Route::resource('ingredients', IngredientController::class)->only([...$editors, 'destroy'])->whereNumber('ingredient');

        Route::resource('promotions', PromotionController::class)->only(['index', ...$editors])->whereNumber('promotion');
        Route::put('/promotions/{promotion}/photo', [PromotionController::class, 'updatePhoto'])->whereNumber('promotion')->name('promotions.photo.update');
        Route::resource('promo-codes', PromoCodeController::class)->only($editors)->parameters(['promo-codes' => 'code'])->names('codes')->whereNumber('code');
    });
});
