<?php

use App\Http\Controllers\Staff\Shop\ShopController;
use Illuminate\Support\Facades\Route;

// Restaurants, delivery regions and shop settings for managers (the staff.menu gate), inside the staff area's signed-in
// group of routes/staff.php.

Route::middleware('can:staff.menu')->prefix('shop')->name('shop')->group(function () {
    Route::get('/', [ShopController::class, 'index'])->name('');
    Route::get('/restaurants/new', [ShopController::class, 'createRestaurant'])->name('.restaurants.create');
    Route::post('/restaurants', [ShopController::class, 'storeRestaurant'])->name('.restaurants.store');
    Route::get('/restaurants/{restaurant}', [ShopController::class, 'editRestaurant'])->whereNumber('restaurant')->name('.restaurants.edit');
    Route::post('/restaurants/{restaurant}', [ShopController::class, 'updateRestaurant'])->whereNumber('restaurant')->name('.restaurants.update');
    Route::get('/regions/new', [ShopController::class, 'createRegion'])->name('.regions.create');
    Route::post('/regions', [ShopController::class, 'storeRegion'])->name('.regions.store');
    Route::get('/regions/{region}', [ShopController::class, 'editRegion'])->whereNumber('region')->name('.regions.edit');
    Route::post('/regions/{region}', [ShopController::class, 'updateRegion'])->whereNumber('region')->name('.regions.update');
    Route::post('/types', [ShopController::class, 'updateTypes'])->name('.types');
    Route::post('/settings', [ShopController::class, 'updateSettings'])->name('.settings');
    Route::post('/socials', [ShopController::class, 'updateSocials'])->name('.socials');
    Route::post('/slots', [ShopController::class, 'updateSlots'])->name('.slots');
});
