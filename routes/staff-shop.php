<?php

use App\Http\Controllers\Staff\Shop\RegionController;
use App\Http\Controllers\Staff\Shop\RestaurantController;
use App\Http\Controllers\Staff\Shop\ShopController;
use Illuminate\Support\Facades\Route;

// Restaurants, delivery regions and shop settings for managers (the staff.menu gate), inside the staff area's signed-in
// group of routes/staff.php: resource routes for the records, one PUT for each of the shop's single settings.

Route::middleware('can:staff.menu')->prefix('shop')->group(function () {
    Route::get('/', [ShopController::class, 'index'])->name('shop');

    Route::name('shop.')->group(function () {
        $editors = ['create', 'store', 'edit', 'update'];
        Route::resource('restaurants', RestaurantController::class)->only($editors)->whereNumber('restaurant');
        Route::resource('regions', RegionController::class)->only($editors)->whereNumber('region');
        Route::put('/types', [ShopController::class, 'updateTypes'])->name('types.update');
        Route::put('/settings', [ShopController::class, 'updateSettings'])->name('settings.update');
        Route::put('/socials', [ShopController::class, 'updateSocials'])->name('socials.update');
        Route::put('/slots', [ShopController::class, 'updateSlots'])->name('slots.update');
    });
});
