<?php

use App\Exceptions\PageNotFoundException;
use App\Http\Caching\GuestPages;
use App\Http\ErrorPage;
use App\Http\Middleware\AssignRequestId;
use App\Http\Middleware\CacheGuestPage;
use App\Http\Middleware\CaptureMarketingParams;
use App\Http\Middleware\ConfiguredRedirects;
use App\Http\Middleware\EncryptCookies;
use App\Http\Middleware\EnsureCustomer;
use App\Http\Middleware\EnsureOrderPlaced;
use App\Http\Middleware\EnsurePaymentRedirect;
use App\Http\Middleware\HandleInertiaRequests;
use App\Http\Middleware\LimitInputLists;
use App\Http\Middleware\LimitRequestBody;
use App\Http\Middleware\RateLimitResponse;
use App\Http\Middleware\RedirectRootToPreferredLocale;
use App\Http\Middleware\RefuseUnsafeProduction;
use App\Http\Middleware\RejectMalformedText;
use App\Http\Middleware\ReportSlowRequests;
use App\Http\Middleware\ResolveCustomer;
use App\Http\Middleware\SecurityHeaders;
use App\Http\Middleware\SetLocale;
use App\Http\Middleware\Staff\StaffArea;
use App\Http\Middleware\StartSession;
use App\Http\Middleware\TrustConfiguredHosts;
use App\Http\Middleware\ValidateCsrfToken;
use App\ShopApi\Exceptions\NotFoundException;
use App\ShopApi\Exceptions\UnauthorizedException;
use App\ShopApi\Exceptions\UpstreamException;
use App\Support\Cookies;
use App\Support\FailureContext;
use App\Support\InfrastructureFailure;
use Illuminate\Cookie\Middleware\EncryptCookies as BaseEncryptCookies;
use Illuminate\Foundation\Application;
use Illuminate\Foundation\Configuration\Exceptions;
use Illuminate\Foundation\Configuration\Middleware;
use Illuminate\Foundation\Http\Middleware\ValidateCsrfToken as BaseValidateCsrfToken;
use Illuminate\Http\Exceptions\ThrottleRequestsException;
use Illuminate\Http\Request;
use Illuminate\Session\Middleware\StartSession as BaseStartSession;
use Illuminate\Validation\ValidationException;
use Illuminate\View\Middleware\ShareErrorsFromSession;
use Sentry\Laravel\Integration;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\HttpKernel\Exception\NotFoundHttpException;

$app = Application::configure(basePath: dirname(__DIR__))
    ->withRouting(
        web: __DIR__.'/../routes/web.php',
        api: __DIR__.'/../routes/api.php',
        commands: __DIR__.'/../routes/console.php',
        apiPrefix: 'api',
    )
    ->withMiddleware(function (Middleware $middleware): void {
        // Proxies come from config('trustedproxy.proxies') (TRUSTED_PROXIES, none by default), read per request so
        // a cached config holds them; only these forwarded headers are believed from them.
        $middleware->trustProxies(headers: Request::HEADER_X_FORWARDED_FOR | Request::HEADER_X_FORWARDED_PROTO | Request::HEADER_X_FORWARDED_HOST | Request::HEADER_X_FORWARDED_PORT);
        $middleware->prepend(ConfiguredRedirects::class);
        $middleware->prepend(RefuseUnsafeProduction::class);
        $middleware->prepend(SecurityHeaders::class);
        // Before anything walks the input: bodies over shop.limits.max_body_bytes (413), lists over
        // shop.limits.max_list_items (422), text that is not UTF-8 (422/400).
        $middleware->prepend([LimitRequestBody::class, LimitInputLists::class, RejectMalformedText::class]);
        // Right after the request id: a Host not named in shop.hosts.trusted (enforced in production) is a plain 400.
        $middleware->prepend(TrustConfiguredHosts::class);
        // First of all: the request id of the logs and the X-Request-Id answer header (also on redirects and errors).
        $middleware->prepend([AssignRequestId::class, ReportSlowRequests::class]);
        // Guest pages (App\Http\Caching\GuestPages) start no session and get no XSRF cookie: their answers set no cookie.
        $middleware->web(replace: [
            BaseEncryptCookies::class => EncryptCookies::class,
            BaseStartSession::class => StartSession::class,
            BaseValidateCsrfToken::class => ValidateCsrfToken::class,
        ], remove: [
            // Every page is an Inertia page: the validation errors reach it as the `errors` prop (Inertia's middleware
            // reads them from the session); no Blade view shows $errors, so no view factory is built per request for it.
            ShareErrorsFromSession::class,
        ], append: [
            ResolveCustomer::class,
            CaptureMarketingParams::class,
            HandleInertiaRequests::class,
        ]);
        $middleware->alias([
            'locale' => SetLocale::class,
            'locale.root' => RedirectRootToPreferredLocale::class,
            'customer' => EnsureCustomer::class,
            'order.placed' => EnsureOrderPlaced::class,
            'payment.redirect' => EnsurePaymentRedirect::class,
            GuestPages::MIDDLEWARE => CacheGuestPage::class,
        ]);
    })
    ->withExceptions(function (Exceptions $exceptions): void {
        // Reported exceptions (requests, commands, queued and failed jobs) go to Sentry when SENTRY_LARAVEL_DSN is set.
        Integration::handles($exceptions);
        // What is reported (docs/deploying.md#what-is-reported): real failures, once each (the same exception caught,
        // reported and thrown on is one report), with what they were about (FailureContext: the order, the provider,
        // the job and its attempt) on the log line and the Sentry event. A queued job's failure that will be tried
        // again is a warning line, not a report. Answers given on purpose (409 conflicts, 422, 429, 404) are not
        // reported: their exceptions say so (ShouldntReport, Laravel's own list, or a report() that logs a notice).
        $exceptions->dontReportDuplicates();
        $exceptions->context(fn (Throwable $e) => FailureContext::of($e));
        $exceptions->dontReportWhen(fn (Throwable $e) => FailureContext::retried($e));
        $exceptions->map(NotFoundException::class, fn (NotFoundException $e) => PageNotFoundException::forPath('/'.ltrim(request()->path(), '/')));
        // The upstream failed and no cached copy exists: reported, then answered 503 (rendered as the error page below).
        // A page's JSON call (sign-in, cart check…) gets the message as JSON, with the backoff as Retry-After.
        $exceptions->render(fn (UpstreamException $e, Request $request) => match (true) {
            ErrorPage::isApiRequest($request) => response()->json(['message' => 'Service Unavailable'], 503),
            ErrorPage::wantsJson($request) => response()->json(['message' => __('requests.unavailable')], 503, ['Retry-After' => (string) max(1, (int) config('shop.cache.failure_backoff'))]),
            default => response('', 503),
        });
        // The database or Redis is out of reach (a restart, a failover): reported, then 503 with Retry-After and a
        // message (the error page for a page), so the customer tries again in a moment instead of meeting a 500.
        $exceptions->render(function (Throwable $e, Request $request) {
            if (! InfrastructureFailure::is($e)) {
                return null;
            }

            return ErrorPage::isApiRequest($request) || ErrorPage::wantsJson($request)
                ? response()->json(['message' => __('requests.unavailable')], 503, ['Retry-After' => '5'])
                : response('', 503, ['Retry-After' => '5']);
        });
        $exceptions->render(function (UnauthorizedException $e, Request $request) {
            // The upstream no longer accepts the token: log the customer out and show the page as a guest.
            return redirect($request->fullUrl())->withCookie(Cookies::forgetAuthToken());
        });
        $exceptions->render(fn (ThrottleRequestsException $e, Request $request) => ErrorPage::isApiRequest($request)
            ? RateLimitResponse::json($e)
            : null);
        $exceptions->render(fn (NotFoundHttpException $e, Request $request) => ErrorPage::isApiRequest($request)
            ? response()->json(['message' => 'Not found.'], 404)
            : null);
        // A staff Inertia form keeps its own values: its refusal goes back with the errors bag only, no old input (the
        // session is a cookie, and a whole form in both languages would push it past the browser's 4 KB).
        $exceptions->render(fn (ValidationException $e, Request $request) => $request->header('X-Inertia') && StaffArea::contains($request)
            ? redirect($e->redirectTo ?? url()->previous())->withErrors($e->errors(), $e->errorBag)
            : null);
        $exceptions->shouldRenderJsonWhen(fn (Request $request) => ErrorPage::isApiRequest($request) || ErrorPage::wantsJson($request));
        $exceptions->dontReport([UnauthorizedException::class]);
        $exceptions->respond(function (Response $response, Throwable $e, Request $request) {
            return ErrorPage::handles($request, $response) ? ErrorPage::render($request, $response, $e) : $response;
        });
    })->create();

return $app;
