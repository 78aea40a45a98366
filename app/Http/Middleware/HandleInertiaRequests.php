<?php

namespace App\Http\Middleware;

use App\Inertia\Middleware;
use App\ShopApi\Data\Category;
use App\ShopApi\Data\Region;
use App\ShopApi\Data\Restaurant;
use App\ShopApi\Data\Social;
use App\ShopApi\Exceptions\UpstreamException;
use App\ShopApi\ShopApi;
use App\ShopApi\ShopContext;
use App\Support\Cookies;
use App\Support\CurrentCustomer;
use App\Support\LocalizedUrl;
use App\Support\Locales;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

class HandleInertiaRequests extends Middleware
{
    /** Pages rendered for a token the upstream rejected forget the auth_token cookie (the visitor goes on as a guest). */
    public function handle(Request $request, Closure $next): Response
    {
        $response = parent::handle($request, $next);
        if (app(CurrentCustomer::class)->rejected()) {
            $response->headers->setCookie(Cookies::forgetAuthToken());
        }

        return $response;
    }

    /**
     * The props every page needs: language, auth state, the dictionaries of the header and footer,
     * and the alert messages. Dictionaries come from the (cached) ShopApi.
     *
     * @return array<string, mixed>
     */
    public function share(Request $request): array
    {
        $api = app(ShopApi::class);
        $context = app(ShopContext::class);

        // Closures: evaluated at render time, after the route's locale middleware has run.
        return [
            'locale' => fn () => $context->locale,
            'locales' => self::localeOptions(),
            'alternates' => fn () => LocalizedUrl::alternates($request->route()),
            'auth' => function () use ($context) {
                // The profile is asked once per request; a token the upstream rejects makes a guest (see handle()).
                try {
                    $profile = app(CurrentCustomer::class)->profile();
                } catch (UpstreamException $e) {
                    report($e);
                    $profile = null;
                }

                return ['authorized' => $context->token !== null, 'profile' => $profile?->toArray()];
            },
            'settings' => fn () => $api->settings()->toArray(),
            'categories' => fn () => array_map(fn (Category $c) => $c->toArray(), $api->categories()),
            'socials' => fn () => array_map(fn (Social $s) => $s->toArray(), $api->socials()),
            'restaurants' => fn () => array_map(fn (Restaurant $r) => $r->toArray(), $api->restaurants()),
            'regions' => fn () => array_map(fn (Region $r) => $r->toArray(), $api->regions()),
            'alerts' => function () use ($api, $request) {
                $alerts = $api->alerts();
                $dismissed = $request->cookies->has(config('shop.cookies.attention.name'));

                return [
                    'message' => $alerts->alertMessage,
                    'popup' => $dismissed ? null : $alerts->alertPopupMessage,
                ];
            },
            'openAuth' => $request->query('auth') === 'phone',
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
            'locale' => $locale,
            'locales' => self::localeOptions(),
            'alternates' => array_combine(Locales::all(), array_map(fn (string $code) => url('/'.Locales::prefix($code)), Locales::all())),
            'auth' => ['authorized' => false, 'profile' => null],
            'settings' => ['phone' => null, 'email_admin' => null],
            'categories' => [],
            'socials' => [],
            'restaurants' => [],
            'regions' => [],
            'alerts' => ['message' => null, 'popup' => null],
            'openAuth' => false,
        ];
    }

    /** The language switch's options. @return list<array{code: string, label: string, tag: string}> */
    private static function localeOptions(): array
    {
        return array_map(fn (string $code) => [
            'code' => $code,
            'label' => config("shop.locales.$code.label"),
            'tag' => Locales::tag($code),
        ], Locales::all());
    }
}
