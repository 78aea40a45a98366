<?php

use App\Http\Controllers\Staff\KitchenRestaurantsController;
use App\Http\Controllers\Staff\ReviewController;
use Illuminate\Support\Facades\Route;

// Inside the staff area's signed-in group of routes/staff.php: the queue of customers' reviews
// (operators and managers) and the restaurants of a kitchen account (managers, by the account policy). Resource routes:
// PUT/PATCH update, answered by a redirect back with a flash message.

Route::middleware('can:staff.reviews')->group(function () {
    Route::resource('reviews', ReviewController::class)->only(['index', 'update'])->whereNumber('review');
});

Route::singleton('accounts.restaurants', KitchenRestaurantsController::class)->only(['update'])->where(['account' => '[0-9]+']);
