<?php

use App\Http\Middleware\CaptureMarketingParams;
use App\Http\Middleware\HandleInertiaRequests;
use App\Http\Middleware\ResolveCustomer;
use App\Http\Middleware\Staff\HandleStaffInertiaRequests;
use App\Http\Middleware\Staff\StaffArea;
use App\Support\Locales;
use Illuminate\Support\Facades\Route;

// Every storefront route exists once per language: uk without a prefix (names "x"), en under /en (names "en.x").
foreach (Locales::all() as $locale) {
    Route::middleware("locale:$locale")
        ->prefix(Locales::prefix($locale))
        ->name(Locales::routeNamePrefix($locale))
        ->group(base_path('routes/storefront.php'));
}

// The staff area (routes/staff.php) in both languages: /staff (names "staff.x"), /en/staff ("en.staff.x"), with its own
// Inertia props and guard. It belongs to the node that owns the shop's data: a storefront node (SHOP_API=http) has none.
if (config('shop.api.driver') === 'local') {
    foreach (Locales::all() as $locale) {
        Route::middleware([StaffArea::class.':'.$locale, HandleStaffInertiaRequests::class])
            ->withoutMiddleware([HandleInertiaRequests::class, ResolveCustomer::class, CaptureMarketingParams::class])
            ->prefix(ltrim(Locales::prefix($locale).'/staff', '/'))
            ->name(Locales::routeNamePrefix($locale).'staff.')
            ->group(base_path('routes/staff.php'));
    }
}
