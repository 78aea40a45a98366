<?php

namespace App\Http;

use App\Exceptions\PageNotFoundException;
use App\Http\Middleware\HandleInertiaRequests;
use App\Http\Middleware\Staff\StaffArea;
use App\Http\Middleware\Staff\StaffErrorPage;
use App\ShopApi\ShopContext;
use App\Support\Locales;
use Illuminate\Http\Request;
use Inertia\ResponseFactory;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\HttpKernel\Exception\HttpExceptionInterface;
use Throwable;

/** Renders storefront errors as the Inertia "error" page in the default layout, with the true status code. */
class ErrorPage
{
    /** Statuses that get the error page; others (redirects, 422 validation answers) pass through. */
    private const STATUSES = [400, 403, 404, 405, 413, 419, 429, 500, 502, 503];

    public static function handles(Request $request, Response $response): bool
    {
        if (! in_array($response->getStatusCode(), self::STATUSES, true)) {
            return false;
        }
        if ($response->getStatusCode() === 500 && config('app.debug')) {
            return false;
        }
        // JSON calls (the storefront's cart check, quote, order, sign-in…, the staff area's) get Laravel's JSON errors
        // with their message; pages and Inertia visits get the error page (the staff area's: render()).
        if (self::wantsJson($request)) {
            return false;
        }

        return ! self::isApiRequest($request);
    }

    /** A JSON call of a page's script (not an Inertia visit, which renders a page). */
    public static function wantsJson(Request $request): bool
    {
        return $request->expectsJson() && ! $request->header('X-Inertia');
    }

    /** Requests for the shop's JSON API get JSON errors; the payment landings under /api are storefront pages. */
    public static function isApiRequest(Request $request): bool
    {
        // The raw path, so that a path which is not UTF-8 (answered 400) is still known as the API's.
        return str_starts_with($request->getPathInfo(), '/api/') && ! $request->is('api/*-viva-redirect-url');
    }

    public static function render(Request $request, Response $original, Throwable $e): Response
    {
        if (StaffArea::contains($request)) {
            return StaffErrorPage::render($request, $original);
        }
        $status = $original->getStatusCode();
        $locale = Locales::fromPath($request->path());
        app()->setLocale($locale);
        app(ShopContext::class)->locale = $locale;

        $path = '/'.ltrim($request->path(), '/');
        $message = match (true) {
            $e instanceof PageNotFoundException => $e->getMessage(),
            $status === 404 => 'Page not found: '.$path,
            $status === 419 => 'Page Expired',
            $status === 429 => 'Too Many Requests',
            $status === 503 => 'Service Unavailable',
            $e instanceof HttpExceptionInterface && $e->getMessage() !== '' => $e->getMessage(),
            default => Response::$statusTexts[$status] ?? 'Error',
        };

        $factory = app(ResponseFactory::class);
        $page = fn () => $factory->render('error', ['status' => $status, 'message' => $message])->toResponse($request)->setStatusCode($status);
        try {
            $factory->share((new HandleInertiaRequests)->share($request));
            $response = $page();
        } catch (Throwable) {
            // The shared props read the upstream, which may be what failed: render the page without them.
            $factory->flushShared();
            $factory->share(HandleInertiaRequests::withoutUpstream($locale));
            $response = $page();
        }

        foreach (['Retry-After', 'X-RateLimit-Limit', 'X-RateLimit-Remaining'] as $header) {
            if ($original->headers->has($header)) {
                $response->headers->set($header, $original->headers->get($header));
            }
        }

        return $response;
    }
}
