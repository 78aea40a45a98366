<?php

namespace App\Http\Middleware;

use App\Inertia\Middleware;
use App\ShopApi\Data\Category;
use App\ShopApi\Data\Region;
use App\ShopApi\Data\Restaurant;
use App\ShopApi\Data\Social;
use App\ShopApi\ShopApi;
use App\ShopApi\ShopContext;
use App\Support\LocalizedUrl;
use App\Support\Locales;
use Illuminate\Http\Request;

class HandleInertiaRequests extends Middleware
{
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
            'locales' => array_map(fn (string $code) => [
                'code' => $code,
                'label' => config("shop.locales.$code.label"),
                'tag' => Locales::tag($code),
            ], Locales::all()),
            'alternates' => fn () => LocalizedUrl::alternates($request->route()),
            'auth' => fn () => [
                'authorized' => $context->token !== null,
                'profile' => null,
            ],
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
}
