<?php

// Test routes for the adapter's own protocol tests: a middleware stack of their own (cookies, session, the
// adapter's base middleware with a fixed asset version) and a root view without Vite, so the protocol is tested
// apart from the shop's shared props.

namespace Tests\Feature\Inertia\Support;

use App\Http\Middleware\EncryptCookies;
use Illuminate\Cookie\Middleware\AddQueuedCookiesToResponse;
use Illuminate\Http\Request;
use Illuminate\Session\Middleware\StartSession;
use Illuminate\Support\Facades\Route;
use Illuminate\Support\Facades\View;
use Illuminate\Testing\TestResponse;
use Illuminate\View\Middleware\ShareErrorsFromSession;
use Inertia\Middleware;

class TestInertiaMiddleware extends Middleware
{
    public const VERSION = 'test-build-1';

    protected $rootView = 'inertia-test';

    /** @var array<string, mixed> */
    public static array $shared = [];

    /** @var array<string, mixed> */
    public static array $sharedOnce = [];

    public function version(Request $request): ?string
    {
        return self::VERSION;
    }

    public function share(Request $request): array
    {
        return [...parent::share($request), ...self::$shared];
    }

    public function shareOnce(Request $request): array
    {
        return [...parent::shareOnce($request), ...self::$sharedOnce];
    }
}

final class InertiaTestKit
{
    /** Register test routes (under /_inertia) behind the test stack. */
    public static function routes(\Closure $define): void
    {
        View::addLocation(__DIR__.'/views');
        TestInertiaMiddleware::$shared = [];
        TestInertiaMiddleware::$sharedOnce = [];

        Route::middleware([EncryptCookies::class, AddQueuedCookiesToResponse::class, StartSession::class, ShareErrorsFromSession::class, TestInertiaMiddleware::class])
            ->prefix('_inertia')
            ->group($define);
    }

    /** @return array<string, string> the headers of an Inertia visit by an up-to-date client */
    public static function visit(array $headers = []): array
    {
        return ['X-Inertia' => 'true', 'X-Inertia-Version' => TestInertiaMiddleware::VERSION, 'X-Requested-With' => 'XMLHttpRequest', ...$headers];
    }

    /** @return array<string, string> the headers of a partial reload of $component */
    public static function partial(string $component, ?string $only = null, ?string $except = null, array $headers = []): array
    {
        return self::visit(array_filter([
            'X-Inertia-Partial-Component' => $component,
            'X-Inertia-Partial-Data' => $only,
            'X-Inertia-Partial-Except' => $except,
            ...$headers,
        ], fn ($value) => $value !== null));
    }

    /** The page object of a first visit (the JSON inside the root view's script element). */
    public static function pageOfHtml(TestResponse $response): array
    {
        preg_match('#<script data-page="app" type="application/json">(.*?)</script>#s', (string) $response->getContent(), $match);

        return json_decode($match[1] ?? 'null', true) ?? [];
    }
}
