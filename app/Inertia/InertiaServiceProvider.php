<?php

namespace App\Inertia;

use App\Inertia\Ssr\Gateway;
use App\Inertia\Ssr\HttpGateway;
use App\Inertia\Support\Header;
use App\Inertia\Testing\TestResponseMacros;
use Illuminate\Http\Request;
use Illuminate\Routing\Route;
use Illuminate\Routing\Router;
use Illuminate\Support\Facades\Blade;
use Illuminate\Support\ServiceProvider;
use Illuminate\Testing\TestResponse;
use Illuminate\View\FileViewFinder;

/** Registers the adapter as inertiajs/inertia-laravel's provider does: factory, SSR gateway, Blade directives, macros. */
class InertiaServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        // One factory per request: shared props never leak into the next request of a long-lived worker.
        $this->app->scoped(ResponseFactory::class);
        $this->app->singleton(Gateway::class, HttpGateway::class);

        $this->app->bind('inertia.testing.view-finder', fn ($app) => new FileViewFinder(
            $app['files'],
            (array) config('inertia.testing.page_paths', [resource_path('js/pages')]),
            (array) config('inertia.testing.page_extensions', ['tsx', 'ts', 'jsx', 'js']),
        ));
    }

    public function boot(): void
    {
        Blade::directive('inertia', [Directive::class, 'compile']);
        Blade::directive('inertiaHead', [Directive::class, 'compileHead']);

        Request::macro('inertia', fn (): bool => (bool) $this->header(Header::INERTIA));

        Router::macro('inertia', function (string $uri, string $component, array $props = []): Route {
            /** @var Router $this */
            return $this->match(['GET', 'HEAD'], $uri, Controller::class)
                ->defaults('component', $component)
                ->defaults('props', $props);
        });

        if ($this->app->runningUnitTests()) {
            TestResponse::mixin(new TestResponseMacros);
        }
    }
}
