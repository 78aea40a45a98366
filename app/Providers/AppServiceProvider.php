<?php

namespace App\Providers;

use App\Database\SqliteConnector;
use App\Http\RateLimits;
use App\Inertia\BackoffSsrGateway;
use App\ShopApi\CachedShopApi;
use App\ShopApi\HttpShopApi;
use App\ShopApi\LocalShopApi;
use App\ShopApi\ShopApi;
use App\ShopApi\ShopContext;
use App\Support\CachedVite;
use App\Support\FailureContext;
use App\Support\ProductionSafety;
use App\Support\Queue\DurableFailedJobs;
use Illuminate\Contracts\Foundation\Application;
use Illuminate\Foundation\Console\AboutCommand;
use Illuminate\Foundation\Vite as LaravelVite;
use Illuminate\Queue\Events\JobExceptionOccurred;
use Illuminate\Queue\Events\Looping;
use Illuminate\Queue\Failed\DatabaseUuidFailedJobProvider;
use Illuminate\Queue\Failed\FailedJobProviderInterface;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Vite;
use Illuminate\Support\ServiceProvider;
use Inertia\Ssr\Gateway;
use InvalidArgumentException;

class AppServiceProvider extends ServiceProvider
{
    /** Register the ShopApi port (adapter chosen by config/shop.php). */
    public function register(): void
    {
        $this->app->scoped(ShopContext::class);
        // SQLite transactions begin in the configured mode (IMMEDIATE: a writer waits its turn) on PHP below 8.4 too.
        if (PHP_VERSION_ID < 80400) {
            $this->app->bind('db.connector.sqlite', SqliteConnector::class);
        }
        // Vite's tags of a page, worked out once per build (App\Support\CachedVite).
        $this->app->singleton(LaravelVite::class, CachedVite::class);
        // The package's SSR gateway with a connect timeout and a shared failure backoff (App\Inertia\BackoffSsrGateway).
        $this->app->singleton(Gateway::class, fn (Application $app) => new BackoffSsrGateway($app->make('cache')->store()));

        // Failed jobs are recorded even while failed_jobs' database is away (kept on disk until it is back).
        $this->app->extend('queue.failer', fn (FailedJobProviderInterface $inner, Application $app) => $inner instanceof DatabaseUuidFailedJobProvider
            ? new DurableFailedJobs($inner, $app->make('db'), config('queue.failed.database'), (string) config('queue.failed.table', 'failed_jobs'), (string) config('shop.failed_jobs_path'))
            : $inner);

        $this->app->scoped(ShopApi::class, function (Application $app) {
            $adapter = match (config('shop.api.driver')) {
                'local' => fn () => $app->make(LocalShopApi::class),
                'http' => fn () => $app->make(HttpShopApi::class),
                default => throw new InvalidArgumentException('Unknown SHOP_API driver "'.config('shop.api.driver').'": use local or http.'),
            };

            // The adapter is made on the first cache miss: a page served from the cache autowires none of it.
            return new CachedShopApi($adapter, $app->make(ShopContext::class), Cache::store(config('shop.cache.store')), backoff: config('shop.api.driver') === 'http');
        });
    }

    public function boot(): void
    {
        RateLimits::register();
        // A queued job's failure carries its job and attempt; one that will be tried again is a warning, not a report.
        Event::listen(JobExceptionOccurred::class, [FailureContext::class, 'jobFailed']);
        // A queue worker moves the failed jobs it kept on disk (the database was away) into failed_jobs between jobs.
        Event::listen(Looping::class, function () {
            /** @var mixed $failer another failed-job driver (QUEUE_FAILED_DRIVER) is left as it is */
            $failer = $this->app->make('queue.failer');
            if ($failer instanceof DurableFailedJobs) {
                $failer->moveKept();
            }
        });
        // Pages come server-rendered and their scripts only hydrate them: the entry script is fetched at low priority and
        // the chunks it imports are not preloaded, so no script competes with the stylesheet and the first image.
        Vite::useScriptTagAttributes(['fetchpriority' => 'low']);
        Vite::usePreloadTagAttributes(fn (?string $src, string $url) => str_ends_with($url, '.js') ? false : []);
        AboutCommand::add('Production safety', fn () => ['Unsafe settings' => implode(' ', app(ProductionSafety::class)->problems()) ?: 'none']);
    }
}
