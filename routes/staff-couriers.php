<?php

use App\Http\Controllers\Staff\CourierCashController;
use App\Http\Controllers\Staff\CourierFiguresController;
use App\Http\Controllers\Staff\CourierShiftController;
use App\Http\Controllers\Staff\DeliveryController;
use App\Http\Controllers\Staff\OrderCourierController;
use Illuminate\Support\Facades\Route;

// Couriers (issue 33, App\Staff\Couriers). The courier of an order, a singleton of the order given and taken back by
// operators and managers (JSON: 409 naming who has it). The courier's phone screen, its feed (the board's ETag), their
// shift (an Inertia form) and their taps (JSON, retried by the page, idempotent).
Route::put('/orders/{order:number}/courier', [OrderCourierController::class, 'update'])->name('orders.courier.update');
Route::delete('/orders/{order:number}/courier', [OrderCourierController::class, 'destroy'])->name('orders.courier.destroy');

Route::middleware('can:staff.deliveries')->group(function () {
    Route::get('/deliveries', [DeliveryController::class, 'index'])->name('deliveries');
    Route::get('/deliveries/feed', [DeliveryController::class, 'feed'])->name('deliveries.feed');
    Route::put('/deliveries/run', [DeliveryController::class, 'run'])->name('deliveries.run');
    Route::singleton('deliveries/shift', CourierShiftController::class)->destroyable()->only(['update', 'destroy'])->names(['update' => 'deliveries.shift.update', 'destroy' => 'deliveries.shift.destroy']);
    Route::post('/deliveries/orders/{order:number}/take', [DeliveryController::class, 'take'])->name('deliveries.take');
    Route::post('/deliveries/{delivery}/picked-up', [DeliveryController::class, 'pickedUp'])->whereNumber('delivery')->name('deliveries.picked-up');
    Route::post('/deliveries/{delivery}/delivered', [DeliveryController::class, 'delivered'])->whereNumber('delivery')->name('deliveries.delivered');
    Route::post('/deliveries/{delivery}/failed', [DeliveryController::class, 'failed'])->whereNumber('delivery')->name('deliveries.failed');
});

// A manager's "cash to hand over": each courier's day, closed with the amount received (audited).
Route::middleware('can:staff.reports')->group(function () {
    Route::get('/couriers/cash', [CourierCashController::class, 'index'])->name('couriers.cash');
    Route::post('/couriers/cash', [CourierCashController::class, 'store'])->name('couriers.cash.store');
    Route::get('/reports/couriers.csv', [CourierFiguresController::class, 'csv'])->name('reports.couriers-csv');
});
