<?php

namespace Tests\Feature\Storefront;

use App\Http\Middleware\HandleInertiaRequests;
use App\Models\Modifier;
use App\Models\Product;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Cookie;
use Tests\Feature\Staff\StaffFixtures as Staff;

/** The storefront tests' products, cookies and headers. */
final class StorefrontFixtures
{
    public static function product(string $slug): Product
    {
        return Product::query()->where('slug', $slug)->firstOrFail();
    }

    public static function modifier(string $key): Modifier
    {
        return Modifier::query()->where('key', $key)->firstOrFail();
    }

    public static function cookieNamed(\Illuminate\Testing\TestResponse $response, string $name): ?Cookie
    {
        return collect($response->headers->getCookies())->first(fn (Cookie $c) => $c->getName() === $name);
    }

    /** @return array<string, string> */
    public static function productIdsPartialHeaders(string $component, string $prop): array
    {
        return [
            'X-Inertia' => 'true',
            'X-Inertia-Version' => (string) app(HandleInertiaRequests::class)->version(Request::create('/')),
            'X-Requested-With' => 'XMLHttpRequest',
            'X-Inertia-Partial-Component' => $component,
            'X-Inertia-Partial-Data' => $prop,
        ];
    }

    public static function stopAt(string $type, int $id, int $restaurant): void
    {
        Staff::send('PUT', '/staff/stop-list', ['type' => $type, 'id' => $id, 'restaurant_id' => $restaurant, 'stopped' => true])->assertStatus(303)->assertSessionHasNoErrors();
    }

    public static function jsonLd(\Illuminate\Testing\TestResponse $response): array
    {
        preg_match('#<script type="application/ld\+json">(.*?)</script>#s', $response->getContent(), $m);

        return json_decode($m[1] ?? 'null', true) ?? [];
    }
}
