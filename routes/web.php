<?php

use App\Support\Locales;
use Illuminate\Support\Facades\Route;

// Every storefront route exists once per language: uk without a prefix (names "x"), en under /en (names "en.x").
foreach (Locales::all() as $locale) {
    Route::middleware("locale:$locale")
        ->prefix(Locales::prefix($locale))
        ->name(Locales::routeNamePrefix($locale))
        ->group(base_path('routes/storefront.php'));
}
