<?php

namespace Tests\Feature\Caching;

use Illuminate\Testing\TestResponse;

/** What the page-cache tests send and expect of a guest page. */
final class CachingFixtures
{
    public static function expectPublicGuestPage(TestResponse $response): void
    {
        $response->assertOk()->assertHeader('Vary', GUEST_PAGE_VARY);
        expect($response->headers->getCookies())->toBe([])
            ->and($response->headers->get('Cache-Control'))->toBe('max-age=10, public, stale-while-revalidate=60')
            ->and($response->headers->get('ETag'))->toMatch('/^"[0-9a-f]{32}"$/');
    }

    public static function expectPrivate(TestResponse $response): void
    {
        expect($response->headers->get('Cache-Control'))->toBe('no-store, private')
            ->and($response->headers->get('ETag'))->toBeNull();
    }

    public static function guestInertiaHeaders(array $more = []): array
    {
        return ['X-Inertia' => 'true', 'X-Inertia-Version' => (string) (new \App\Http\Middleware\HandleInertiaRequests)->version(request()), ...$more];
    }
}
