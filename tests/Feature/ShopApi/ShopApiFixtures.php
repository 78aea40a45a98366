<?php

namespace Tests\Feature\ShopApi;

use App\ShopApi\CachedShopApi;
use App\ShopApi\HttpShopApi;
use App\ShopApi\ShopContext;
use ArrayObject;
use Closure;
use Illuminate\Http\Client\Request;
use Illuminate\Log\Events\MessageLogged;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Event;
use Illuminate\Support\Facades\Facade;
use Illuminate\Support\Facades\Http;

/** The shop port's adapters and their upstream as the ShopApi tests build them. */
final class ShopApiFixtures
{
    /** The caching adapter of a new request, over the same cache store. */
    public static function cachedApi(ScriptedShopApi $inner): CachedShopApi
    {
        return new CachedShopApi($inner, app(ShopContext::class), Cache::store('array'));
    }

    /** Collect the warnings written to the log. @return Closure(): list<string> */
    public static function loggedWarnings(): Closure
    {
        $warnings = new ArrayObject;
        Event::listen(MessageLogged::class, function (MessageLogged $event) use ($warnings) {
            if ($event->level === 'warning') {
                $warnings[] = $event->message;
            }
        });

        return fn () => $warnings->getArrayCopy();
    }

    /** The adapter, built after the HTTP client was faked. */
    public static function httpApi(): HttpShopApi
    {
        return app(HttpShopApi::class);
    }

    /** A well-formed answer of GET /api/get-options. @return array<string, mixed> */
    public static function optionsAnswer(): array
    {
        return ['settings' => ['phone' => '+380 44 123 45 67', 'email_admin' => 'orders@sunrise-sushi.com.ua']];
    }

    /** A well-formed delivery region record. @return array<string, mixed> */
    public static function regionRecord(int $id): array
    {
        return ['id' => $id, 'slug' => "zone-$id", 'name' => 'Центр', 'min_order' => 40000, 'delivery_fee' => 6000, 'free_from' => null, 'eta_minutes' => 45, 'restaurant_id' => 1];
    }

    /**
     * A fake upstream: the dictionary answers of this app's own /api (recorded now, in Ukrainian), 404 to
     * anything else, 401 to a bearer token, and whatever $upstream['failure'] answers while it is set.
     */
    public static function fakeUpstream(): ArrayObject
    {
        $answers = collect(self::dictionaryApiPaths())->mapWithKeys(fn (string $path) => [$path => test()->getJson($path, ['Accept-Language' => 'ua'])->json()]);
        $upstream = new ArrayObject(['failure' => null]);

        Http::fake(function (Request $request) use ($answers, $upstream) {
            $path = parse_url($request->url(), PHP_URL_PATH);

            return match (true) {
                $upstream['failure'] !== null => ($upstream['failure'])($request),
                $request->hasHeader('Authorization') => Http::response(['message' => 'Unauthenticated.'], 401),
                $answers->has($path) => Http::response($answers[$path]),
                default => Http::response(['message' => 'Not found.'], 404),
            };
        });

        return $upstream;
    }

    /** The dictionary calls that the shared props of a page may make. @return list<string> */
    public static function dictionaryApiPaths(): array
    {
        return [
            '/api/get-options', '/api/important-update-date', '/api/dictionaries/social-and-messenger', '/api/get-regions',
            '/api/get-restaurants', '/api/dictionaries/payment-types', '/api/dictionaries/order-types', '/api/get-categories-without-products',
        ];
    }

    /** Collect the messages written to the log at a level. @return Closure(): list<string> */
    public static function logMessagesAt(string $level): Closure
    {
        $messages = new ArrayObject;
        Event::listen(MessageLogged::class, function (MessageLogged $event) use ($messages, $level) {
            if ($event->level === $level) {
                $messages[] = $event->message;
            }
        });

        return fn () => $messages->getArrayCopy();
    }

    /** Start afresh as the next request of a PHP worker would: new ShopApi, ShopContext and Inertia factory. */
    public static function startNextRequest(): void
    {
        app()->forgetScopedInstances();
        Facade::clearResolvedInstances();
    }
}
