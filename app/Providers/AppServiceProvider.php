<?php

namespace App\Providers;

use App\Http\RateLimits;
use App\Inertia\ResponseFactory;
use App\Inertia\Testing\AssertableInertia;
use App\ShopApi\CachedShopApi;
use App\ShopApi\HttpShopApi;
use App\ShopApi\LocalShopApi;
use App\ShopApi\ShopApi;
use App\ShopApi\ShopContext;
use App\Support\ProductionSafety;
use Illuminate\Foundation\Console\AboutCommand;
use Closure;
use Illuminate\Contracts\Foundation\Application;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\ServiceProvider;
use Illuminate\Testing\TestResponse;
use InvalidArgumentException;

class AppServiceProvider extends ServiceProvider
{
    /** Register the ShopApi port (adapter chosen by config/shop.php) and the Inertia response factory. */
    public function register(): void
    {
        $this->app->scoped(ShopContext::class);
        $this->app->scoped(ResponseFactory::class);

        $this->app->scoped(ShopApi::class, function (Application $app) {
            $adapter = match (config('shop.api.driver')) {
                'local' => $app->make(LocalShopApi::class),
                'http' => $app->make(HttpShopApi::class),
                default => throw new InvalidArgumentException('Unknown SHOP_API driver "'.config('shop.api.driver').'": use local or http.'),
            };

            return new CachedShopApi($adapter, $app->make(ShopContext::class), Cache::store(config('shop.cache.store')));
        });
    }

    public function boot(): void
    {
        RateLimits::register();
        AboutCommand::add('Production safety', fn () => ['Unsafe settings' => implode(' ', app(ProductionSafety::class)->problems()) ?: 'none']);

        if ($this->app->runningUnitTests()) {
            TestResponse::macro('assertInertia', function (?Closure $callback = null) {
                /** @var TestResponse $this */
                $assert = AssertableInertia::fromTestResponse($this);
                if ($callback) {
                    $callback($assert);
                }

                return $this;
            });
        }
    }
}
