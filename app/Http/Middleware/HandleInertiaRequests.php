<?php

namespace App\Http\Middleware;

use App\Http\Caching\GuestPages;
use App\Inertia\ExpiringOnceProp;
use App\ShopApi\Exceptions\UpstreamException;
use App\ShopApi\ShopApi;
use App\ShopApi\ShopContext;
use App\Support\ClientLimits;
use App\Support\Cookies;
use App\Support\CurrentCustomer;
use App\Support\Locales;
use App\Support\LocalizedUrl;
use Closure;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Middleware;
use Inertia\OnceProp;
use Symfony\Component\HttpFoundation\Response;

class HandleInertiaRequests extends Middleware
{
    /** @var array<string, string> manifest path and modification time => its hash, kept for the life of the worker */
    private static array $versions = [];

    /**
     * The asset version: the first 16 hex digits of the SHA-256 of the build manifest, the id that
     * scripts/write-build-id.mjs writes to public/build/build-id.json for the browser's freshness check. Read from that
     * file when it was written after the manifest (php-fpm keeps nothing between requests, and hashing the manifest was
     * ~0.13 ms of every page); worked out from the manifest otherwise (a `vite build` run on its own).
     */
    public function version(Request $request): ?string
    {
        $manifest = public_path('build/manifest.json');
        $modified = @filemtime($manifest);
        if ($modified === false) {
            return null;
        }
        $built = public_path('build/build-id.json');
        if ((@filemtime($built) ?: 0) >= $modified) {
            $id = json_decode((string) @file_get_contents($built), true)['id'] ?? null;
            if (is_string($id) && preg_match('/^[0-9a-f]{16}$/', $id) === 1) {
                return $id;
            }
        }

        return self::$versions[$manifest.':'.$modified] ??= substr((string) hash_file('sha256', $manifest), 0, 16);
    }

    /**
     * Pages of a signed-in customer are kept encrypted in the browser history (the sign-out clears the key, so Back
     * shows no name, phone or orders); pages rendered for a token the upstream rejected forget the auth_token cookie.
     * A guest page's answer (HTML or an Inertia visit's JSON) varies by what GuestPages names, not only X-Inertia.
     */
    public function handle(Request $request, Closure $next): Response
    {
        Inertia::encryptHistory(app(ShopContext::class)->token !== null || (bool) config('inertia.history.encrypt'));
        $response = parent::handle($request, $next);
        if (app(CurrentCustomer::class)->rejected()) {
            $response->headers->setCookie(Cookies::forgetAuthToken());
        }
        if (GuestPages::applies($request)) {
            $response->headers->set('Vary', implode(', ', GuestPages::vary()));
        }

        return $response;
    }

    /**
     * The props every page needs: language, auth state, the limits the browser enforces (ClientLimits), the
     * dictionaries of the header and footer, and the alert messages. Dictionaries come from the (cached) ShopApi and are once props: the
     * browser keeps them per language (and for as long as the server caches them), so a visit sends them once.
     *
     * @return array<string, mixed>
     */
    public function share(Request $request): array
    {
        $api = app(ShopApi::class);
        $context = app(ShopContext::class);
        // The route's locale middleware runs later; the once keys need the page language now (it is the URL prefix).
        $language = Locales::fromPath($request->path());
        $dictionary = fn (string $name, callable $value): OnceProp => (new ExpiringOnceProp($value))
            ->as($name.':'.$language)
            ->until((int) config('shop.cache.ttl'));

        // Closures: evaluated at render time, after the route's locale middleware has run.
        return [
            ...parent::share($request),
            'locale' => fn () => $context->locale,
            'locales' => $dictionary('locales', fn () => self::localeOptions()),
            'limits' => (new ExpiringOnceProp(fn () => ClientLimits::toArray()))->as('limits')->until((int) config('shop.cache.ttl')),
            'alternates' => fn () => LocalizedUrl::alternates($request),
            'auth' => function () use ($context) {
                // The profile is asked once per request; a token the upstream rejects makes a guest (see handle()).
                try {
                    $profile = app(CurrentCustomer::class)->profile();
                } catch (UpstreamException $e) {
                    report($e);
                    $profile = null;
                }

                return ['authorized' => $context->token !== null, 'profile' => $profile];
            },
            'settings' => $dictionary('settings', fn () => $api->settings()),
            'categories' => $dictionary('categories', fn () => $api->categories()),
            'socials' => $dictionary('socials', fn () => $api->socials()),
            'restaurants' => $dictionary('restaurants', fn () => $api->restaurants()),
            'regions' => $dictionary('regions', fn () => $api->regions()),
            // The popup's message for everyone. Whether this visitor dismissed it (the attention cookie) is the browser's call
            // on a guest page (the same for everyone); a private page is rendered with the popup open when it is not dismissed.
            'alerts' => function () use ($api, $request) {
                $alerts = $api->alerts();
                $open = GuestPages::applies($request) ? null
                    : $alerts->alertPopupMessage !== null && ! $request->cookies->has((string) config('shop.cookies.attention.name'));

                return ['message' => $alerts->alertMessage, 'popup' => $alerts->alertPopupMessage, 'open' => $open];
            },
        ];
    }

    /**
     * The shared props when the upstream cannot be asked (the error page of an upstream failure):
     * the layout renders with empty dictionaries, as a guest.
     *
     * @return array<string, mixed>
     */
    public static function withoutUpstream(string $locale): array
    {
        return [
            'errors' => (object) [],
            'locale' => $locale,
            'locales' => self::localeOptions(),
            'limits' => ClientLimits::toArray(),
            'alternates' => array_combine(Locales::all(), array_map(fn (string $code) => url('/'.Locales::prefix($code)), Locales::all())),
            'auth' => ['authorized' => false, 'profile' => null],
            'settings' => ['phone' => null, 'email_admin' => null],
            'categories' => [],
            'socials' => [],
            'restaurants' => [],
            'regions' => [],
            'alerts' => ['message' => null, 'popup' => null, 'open' => null],
        ];
    }

    /** The language switch's options.
     *  @return list<array{code: string, label: string, tag: string}> */
    private static function localeOptions(): array
    {
        return array_map(fn (string $code) => [
            'code' => $code,
            'label' => config("shop.locales.$code.label"),
            'tag' => Locales::tag($code),
        ], Locales::all());
    }
}
