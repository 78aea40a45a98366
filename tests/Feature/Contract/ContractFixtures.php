<?php

namespace Tests\Feature\Contract;

use App\ShopApi\Data\ProductCard;
use App\ShopApi\LocalShopApi;
use App\ShopApi\ShopApi;
use App\ShopApi\ShopContext;
use Illuminate\Routing\Route as RoutingRoute;
use Illuminate\Support\Facades\Route;

/** The API contract tests' calls and the documented answers they check. */
final class ContractFixtures
{
    /** GET a path in a language and assert the answer is documented. */
    public static function assertDocumentedGet(string $path, string $language, int $status = 200): void
    {
        $response = test()->getJson($path, ['Accept-Language' => $language])->assertStatus($status);
        OpenApi::document()->assertResponse($response, 'GET', $path);
    }

    /** POST a cart check and assert the answer is documented. */
    public static function assertDocumentedCartCheck(array $body, string $language, int $status = 200): void
    {
        $requestErrors = OpenApi::document()->schemaErrors(json_decode(json_encode($body)), 'CartCheckRequest');
        expect($requestErrors === [])->toBe($status === 200, 'The documented request schema disagrees with the API about this cart.');

        $response = test()->postJson('/api/cart/check', $body, ['Accept-Language' => $language])->assertStatus($status);
        OpenApi::document()->assertResponse($response, 'POST', '/api/cart/check');
    }

    /** [METHOD, path template] of every route that routes/api.php registers.
     *  @return list<array{0: string, 1: string}> */
    public static function apiRoutes(): array
    {
        return collect(Route::getRoutes()->getRoutes())
            ->filter(fn (RoutingRoute $route) => in_array('api', $route->gatherMiddleware(), true))
            ->flatMap(fn (RoutingRoute $route) => collect($route->methods())->reject(fn ($m) => $m === 'HEAD')
                ->map(fn (string $method) => [$method, '/'.$route->uri()]))
            ->values()->all();
    }

    /** Answer in this language from now on. */
    public static function answerIn(string $locale): void
    {
        app(ShopContext::class)->locale = $locale;
    }

    /** The embedded backend called in-process: what every adapter must answer. */
    public static function embeddedShopApi(): ShopApi
    {
        return app(LocalShopApi::class);
    }

    /** The seed data of the dictionaries. @return array<string, mixed> */
    public static function seededDictionaries(): array
    {
        return require database_path('seeders/data/dictionaries.php');
    }

    /** @param  list<ProductCard>  $cards
     *  @return list<string> */
    public static function cardSlugs(array $cards): array
    {
        return array_map(fn ($card) => $card->slug, $cards);
    }
}
