<?php

namespace Tests\Support;

use Mockery;

/** The seeded shop as every area's tests use it: a product's id, a customer's token, its port as a partial mock. */
final class SeededShop
{
    /** The id of a seeded product: ids differ between database backends (sequences outlive rolled-back tests), never hard-code one. */
    public static function productId(string $slug): int
    {
        return \App\Models\Product::query()->where('slug', $slug)->firstOrFail()->id;
    }

    /** A live bearer token of the seeded demo customer (or of $phone's customer, created when new). */
    public static function customerToken(string $phone = \Database\Seeders\CustomerSeeder::PHONE): string
    {
        $customer = \App\Models\Customer::query()->firstOrCreate(['phone' => $phone]);

        return $customer->createToken('storefront')->plainTextToken;
    }

    /**
     * The embedded shop port (LocalShopApi, built with the container's services) as a Mockery partial mock bound as the
     * ShopApi, without the cache around it: the answers a test sets with shouldReceive() replace the port's own, every other
     * method answers as the port does. (Laravel's partialMock() would skip the constructor whose services the port needs.)
     */
    public static function partialShopApi(): \Mockery\MockInterface
    {
        $port = Mockery::mock(\App\ShopApi\LocalShopApi::class, array_map(fn (string $service) => app($service), [
            \App\ShopApi\ShopContext::class, \App\Shop\Dictionaries::class, \App\Shop\Catalog\Catalog::class,
        ]))->makePartial();
        app()->instance(\App\ShopApi\ShopApi::class, $port);

        return $port;
    }
}
