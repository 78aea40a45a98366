<?php

namespace App\Staff\Floor;

use App\ShopApi\CachedShopApi;
use App\ShopApi\ShopApi;
use Illuminate\Support\Facades\DB;

/**
 * Tells the storefront's cache of catalog and dictionary answers that something changed: a new cache generation
 * (one key in the shared cache store, so every node reading that store stops serving the old answers at once),
 * after the change is committed.
 */
class StorefrontCache
{
    /** Forget only these cached answers (both languages), after the change is committed.
     *  @param  list<string>  $names */
    public function forget(array $names): void
    {
        DB::afterCommit(function () use ($names) {
            /** @var ShopApi $api (tests may bind the port without the cache) */
            $api = app(ShopApi::class);
            if ($api instanceof CachedShopApi) {
                $api->forget($names);
            }
        });
    }

    public function invalidate(): void
    {
        DB::afterCommit(function () {
            /** @var ShopApi $api (tests may bind the port without the cache) */
            $api = app(ShopApi::class);
            if ($api instanceof CachedShopApi) {
                $api->flush();
            }
        });
    }
}
