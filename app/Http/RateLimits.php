<?php

namespace App\Http;

use App\Http\Middleware\ResolveCustomer;
use App\Http\Requests\PlaceOrderRequest;
use App\Models\Customer;
use App\Models\Order;
use App\ShopApi\Exceptions\UpstreamException;
use App\ShopApi\ShopContext;
use App\Support\ClientAddress;
use App\Support\Cookies;
use App\Support\CurrentCustomer;
use Illuminate\Cache\RateLimiting\Limit;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\RateLimiter;

/**
 * The named rate limiters of every public route group (config shop.rate_limits). A limit counts per customer
 * when the request proves one (a valid Sanctum token on the API, a verified auth_token cookie on the storefront;
 * both known by the referral code, so a limiter shared by a storefront route and an API route, data-export, counts
 * them together), otherwise per client address, IPv6 by its /64. The counters live in the cache store, so they hold across nodes.
 */
final class RateLimits
{
    public static function register(): void
    {
        foreach (array_keys((array) config('shop.rate_limits')) as $name) {
            RateLimiter::for($name, function (Request $request) use ($name) {
                $limits = self::limits($name, $request);

                return $name === 'orders' && self::spent($name, $limits) && self::repeatsPlacedOrder($request) ? Limit::none() : $limits;
            });
        }
    }

    /**
     * Whether one of the limits has no attempt left (the counters ThrottleRequests keeps under md5(name.key)): only
     * then is a retry worth a lookup, so a request within its limits costs no query here.
     *
     * @param  list<Limit>  $limits
     */
    private static function spent(string $name, array $limits): bool
    {
        foreach ($limits as $limit) {
            if (RateLimiter::tooManyAttempts(md5($name.$limit->key), $limit->maxAttempts)) {
                return true;
            }
        }

        return false;
    }

    /**
     * A submit whose Idempotency-Key already placed an order only asks for that order's answer (OrderPlacement answers
     * it before any other work): it spends no orders limit, so a customer whose answer was lost (a 503 while the
     * database restarted after the commit) gets the order on the retry instead of a 429. Known only where this node
     * holds the orders (the shop API, or a storefront on the embedded backend); the storefront on a remote shop API
     * passes the retry on, and the API node answers it.
     */
    private static function repeatsPlacedOrder(Request $request): bool
    {
        $key = $request->header('Idempotency-Key');
        if (! is_string($key) || preg_match(PlaceOrderRequest::IDEMPOTENCY_KEY, $key) !== 1
            || ! ($request->is('api/*') || config('shop.api.driver') === 'local')) {
            return false;
        }

        return Order::query()->where('idempotency_key', $key)->exists();
    }

    /** @return list<Limit> */
    private static function limits(string $name, Request $request): array
    {
        $config = (array) config("shop.rate_limits.$name");
        $key = $name.'|'.self::clientKey($request, $name);
        $limits = [Limit::perMinute(max(1, (int) $config['per_minute']))->by($key)];
        if (isset($config['per_hour'])) {
            $limits[] = Limit::perHour(max(1, (int) $config['per_hour']))->by($key.'|hour');
        }

        return $limits;
    }

    private static function clientKey(Request $request, string $name): string
    {
        // Sign-in and payment-provider limits always count the address: nobody is signed in yet, or it is Viva; the
        // tracking poll too (asking who is signed in would cost it the queries a 304 is meant to save).
        if (! in_array($name, ['sign-in', 'payment-webhook', 'tracking'], true)) {
            $customer = $request->is('api/*') ? self::apiCustomer($request) : self::storefrontCustomer($request);
            if ($customer !== null) {
                return 'customer:'.$customer;
            }
        }

        return 'ip:'.ClientAddress::limitKey($request->ip());
    }

    /** The API's signed-in customer by the same id as the storefront's (its referral code): a customer has one budget
     *  per limit on both (the data download's 2 a minute are 2 in all, not 2 on each), or null. */
    private static function apiCustomer(Request $request): ?string
    {
        $user = $request->user('sanctum');

        return $user instanceof Customer ? $user->referral_code : null;
    }

    /** The storefront's signed-in customer (its referral code is a stable, non-personal id), or null. */
    private static function storefrontCustomer(Request $request): ?string
    {
        // The throttle runs before ResolveCustomer (Laravel's middleware priority puts it ahead of the web group's
        // SubstituteBindings, which ResolveCustomer follows): read the auth_token cookie here as ResolveCustomer does.
        $context = app(ShopContext::class);
        $context->token ??= Cookies::read($request, (string) config('shop.cookies.auth_token.name'), ResolveCustomer::TOKEN_PATTERN);
        try {
            return app(CurrentCustomer::class)->profile()?->referralCode;
        } catch (UpstreamException) {
            return null;
        }
    }
}
