<?php

namespace App\Providers;

use App\Shop\Delivery\CachedGeocoder;
use App\Shop\Delivery\Geocoder;
use App\Shop\Delivery\SandboxGeocoder;
use App\Shop\Delivery\VisicomGeocoder;
use Illuminate\Contracts\Foundation\Application;
use Illuminate\Http\Client\Factory as Http;
use Illuminate\Support\ServiceProvider;
use InvalidArgumentException;

/** Delivery areas and the geocoder (docs/delivery-areas.md): SHOP_GEOCODER chooses the driver, its answers are cached. */
class DeliveryServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->app->singleton(Geocoder::class, function (Application $app) {
            $config = (array) config('shop.delivery.geocoder');
            $driver = (string) $config['driver'];
            $inner = match ($driver) {
                'sandbox' => new SandboxGeocoder((string) $config['sandbox_streets']),
                'visicom' => new VisicomGeocoder($app->make(Http::class), [
                    'base' => (string) $config['visicom']['base'],
                    'key' => (string) $config['visicom']['key'],
                    'city' => (string) $config['city'],
                    'timeout' => (float) $config['visicom']['timeout'],
                ]),
                default => throw new InvalidArgumentException("Unknown SHOP_GEOCODER driver [$driver]: sandbox or visicom."),
            };

            return new CachedGeocoder($inner, $app->make('cache')->store(), max(1, (int) $config['cache_minutes']), $driver);
        });
    }
}
