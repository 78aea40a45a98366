<?php

use App\Http\Kernel;
use App\Http\Middleware\HandleInertiaRequests;
use App\Http\Middleware\SecurityHeaders;
use Illuminate\Contracts\Http\Kernel as HttpKernelContract;
use Illuminate\Foundation\Http\Middleware\InvokeDeferredCallbacks;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Route;

// The HTTP kernel's end of the request: only the middleware with a terminate() are built again, and they still run.

it('is the kernel the application handles requests with, configured by bootstrap/app.php', function () {
    $kernel = app(HttpKernelContract::class);

    expect($kernel)->toBeInstanceOf(Kernel::class)
        ->and($kernel->hasMiddleware(SecurityHeaders::class))->toBeTrue()
        ->and($kernel->getMiddlewareGroups()['web'])->toContain(HandleInertiaRequests::class);
});

it('builds only the middleware that have a terminate() at the end of a request, and runs what was deferred', function (string $path) {
    seedShop();
    $ran = false;
    Route::middleware('web')->get('/_kernel/deferred', function () use (&$ran) {
        defer(function () use (&$ran) {
            $ran = true;
        });

        return 'ok';
    });
    $kernel = app(HttpKernelContract::class);
    $request = Request::create($path === 'deferred' ? '/_kernel/deferred' : $path);
    $response = $kernel->handle($request);

    $built = [];
    app()->resolving(function (mixed $object) use (&$built) {
        $built[] = is_object($object) ? $object::class : gettype($object);
    });
    $kernel->terminate($request, $response);

    $middleware = array_values(array_filter($built, fn (string $class) => str_contains($class, 'Middleware')));
    expect($response->getStatusCode())->toBe(200)
        ->and($middleware)->toBe([InvokeDeferredCallbacks::class]);
    if ($path === 'deferred') {
        expect($ran)->toBeTrue();
    }
})->with(['deferred', '/en/menu/rolls', '/api/ping']);
