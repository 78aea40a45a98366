<?php

namespace App\ShopApi;

use App\Shop\Ordering\OrderType;
use App\Shop\Ordering\PaymentType;
use App\ShopApi\Data\Alerts;
use App\ShopApi\Data\BonusPage;
use App\ShopApi\Data\CartQuote;
use App\ShopApi\Data\CategoryPage;
use App\ShopApi\Data\ProductRecord;
use App\ShopApi\Data\Profile;
use App\ShopApi\Data\PromotionRecord;
use App\ShopApi\Data\Referral;
use App\ShopApi\Data\Settings;
use App\ShopApi\Exceptions\UpstreamException;
use App\Support\Locales;
use Closure;
use Illuminate\Contracts\Cache\Lock;
use Illuminate\Contracts\Cache\LockProvider;
use Illuminate\Contracts\Cache\LockTimeoutException;
use Illuminate\Contracts\Cache\Repository as Cache;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\Log;

/**
 * Caches the upstream's dictionary and catalog answers: fresh for shop.cache.ttl seconds, then
 * refreshed by one request at a time (a cache lock; the others serve the stale copy, or wait for that answer
 * when there is none); when the upstream fails the last good copy is served for up to shop.cache.stale_ttl
 * seconds, and the failure is logged once per interval instead of once per request. After a failure the
 * upstream is left alone for shop.cache.failure_backoff seconds, for every call: stale copies are served and
 * calls without a copy fail at once (the 503 page in milliseconds) instead of each waiting on a timeout.
 * Answers are also memoized for the rest of the request.
 */
class CachedShopApi implements ShopApi
{
    /** @var array<string, mixed> */
    private array $memo = [];

    /** The cache generation, read once per request (flush() starts a new one). */
    private ?int $generation = null;

    /** Whether the upstream is in its failure backoff, read once per request. */
    private ?bool $down = null;

    /** @param  ShopApi|Closure(): ShopApi  $inner  the adapter, or what makes it: made on the first cache miss or live call, so
     *                                            a page served from the cache builds no adapter (and none of its dependencies)
     *  @param  bool  $backoff  whether failures start the backoff: for a remote upstream, not for the in-process one
     *                           (its failures are this app's own database, which a pause does not help) */
    public function __construct(private ShopApi|Closure $inner, private ShopContext $context, private Cache $cache, private bool $backoff = true) {}

    private function inner(): ShopApi
    {
        return $this->inner instanceof Closure ? $this->inner = ($this->inner)() : $this->inner;
    }

    public function settings(): Settings
    {
        return $this->remember('settings', fn () => $this->inner()->settings());
    }

    public function alerts(): Alerts
    {
        return $this->remember('alerts', fn () => $this->inner()->alerts());
    }

    public function socials(): array
    {
        return $this->remember('socials', fn () => $this->inner()->socials());
    }

    public function regions(): array
    {
        return $this->remember('regions', fn () => $this->inner()->regions());
    }

    public function restaurants(): array
    {
        return $this->remember('restaurants', fn () => $this->inner()->restaurants());
    }

    public function paymentTypes(): array
    {
        return $this->remember('payment-types', fn () => $this->inner()->paymentTypes());
    }

    public function orderTypes(): array
    {
        return $this->remember('order-types', fn () => $this->inner()->orderTypes());
    }

    public function categories(): array
    {
        return $this->remember('categories', fn () => $this->inner()->categories());
    }

    public function category(string $slug): CategoryPage
    {
        return $this->remember('category:'.$slug, fn () => $this->inner()->category($slug));
    }

    public function product(string $slug): ProductRecord
    {
        return $this->remember('product:'.$slug, fn () => $this->inner()->product($slug));
    }

    public function productsByIds(array $ids): array
    {
        return $this->live(fn () => $this->inner()->productsByIds($ids));
    }

    public function popularProducts(int $limit = 8): array
    {
        return $this->remember('popular:'.$limit, fn () => $this->inner()->popularProducts($limit));
    }

    public function promotions(): array
    {
        return $this->remember('promotions', fn () => $this->inner()->promotions());
    }

    public function promotion(string $slug): PromotionRecord
    {
        return $this->remember('promotion:'.$slug, fn () => $this->inner()->promotion($slug));
    }

    public function checkCart(array $items, ?int $restaurantId = null): CartQuote
    {
        return $this->live(fn () => $this->inner()->checkCart($items, $restaurantId));
    }

    public function reviews(string $slug): array
    {
        return $this->remember('reviews:'.$slug, fn () => $this->inner()->reviews($slug));
    }

    public function search(string $query): array
    {
        return $this->live(fn () => $this->inner()->search($query));
    }

    // Customers and the account: per-customer answers, never cached.

    public function requestCode(string $phone): void
    {
        $this->live(fn () => $this->inner()->requestCode($phone), write: true);
    }

    public function checkCode(string $phone, string $code): string
    {
        return $this->live(fn () => $this->inner()->checkCode($phone, $code), write: true);
    }

    public function profile(): Profile
    {
        return $this->live(fn () => $this->inner()->profile());
    }

    public function updateProfile(string $name, string $surname, ?string $birthday, ?string $referralCode): Profile
    {
        return $this->live(fn () => $this->inner()->updateProfile($name, $surname, $birthday, $referralCode), write: true);
    }

    public function logout(): void
    {
        $this->live(fn () => $this->inner()->logout(), write: true);
    }

    public function logoutEverywhere(): void
    {
        $this->live(fn () => $this->inner()->logoutEverywhere(), write: true);
    }

    public function referrerId(string $code): ?int
    {
        return $this->live(fn () => $this->inner()->referrerId($code));
    }

    public function bonuses(int $page = 1): BonusPage
    {
        return $this->live(fn () => $this->inner()->bonuses($page));
    }

    public function favorites(): array
    {
        return $this->live(fn () => $this->inner()->favorites());
    }

    public function addFavorite(int $productId): array
    {
        return $this->live(fn () => $this->inner()->addFavorite($productId), write: true);
    }

    public function removeFavorite(int $productId): array
    {
        return $this->live(fn () => $this->inner()->removeFavorite($productId), write: true);
    }

    public function mergeFavorites(array $productIds): array
    {
        return $this->live(fn () => $this->inner()->mergeFavorites($productIds), write: true);
    }

    public function referral(): Referral
    {
        return $this->live(fn () => $this->inner()->referral());
    }

    public function personalData(): array
    {
        return $this->live(fn () => $this->inner()->personalData());
    }

    public function requestDeletionCode(): void
    {
        $this->live(fn () => $this->inner()->requestDeletionCode(), write: true);
    }

    public function deleteAccount(string $code): void
    {
        $this->live(fn () => $this->inner()->deleteAccount($code), write: true);
    }

    // Checkout and orders: live answers (capacity, prices, statuses), never cached.

    public function checkoutQuote(array $form): Data\CheckoutQuote
    {
        return $this->live(fn () => $this->inner()->checkoutQuote($form));
    }

    public function streets(string $typed): array
    {
        return $this->live(fn () => $this->inner()->streets($typed));
    }

    public function checkoutSlots(OrderType $orderType, ?int $regionId, ?int $restaurantId): Data\CheckoutSlots
    {
        return $this->live(fn () => $this->inner()->checkoutSlots($orderType, $regionId, $restaurantId));
    }

    public function placeOrder(array $form, string $idempotencyKey): Data\PlacedOrderRecord
    {
        return $this->live(fn () => $this->inner()->placeOrder($form, $idempotencyKey), write: true);
    }

    public function orders(int $page = 1): Data\OrderPage
    {
        return $this->live(fn () => $this->inner()->orders($page));
    }

    public function order(string $reference): Data\OrderRecord
    {
        return $this->live(fn () => $this->inner()->order($reference));
    }

    public function orderVersion(string $token): string
    {
        return $this->live(fn () => $this->inner()->orderVersion($token));
    }

    public function orderReviews(string $reference): Data\OrderReviewsRecord
    {
        return $this->live(fn () => $this->inner()->orderReviews($reference));
    }

    public function reviewDish(string $reference, int $productId, int $rating, ?string $body): Data\OrderReviewsRecord
    {
        return $this->live(fn () => $this->inner()->reviewDish($reference, $productId, $rating, $body), write: true);
    }

    public function payOrder(string $reference): string
    {
        return $this->live(fn () => $this->inner()->payOrder($reference), write: true);
    }

    public function changeOrderPaymentType(string $reference, PaymentType $paymentType, ?int $changeFrom): Data\OrderRecord
    {
        return $this->live(fn () => $this->inner()->changeOrderPaymentType($reference, $paymentType, $changeFrom), write: true);
    }

    public function confirmPayment(string $transactionId, string $orderCode): Data\PaymentConfirmation
    {
        return $this->live(fn () => $this->inner()->confirmPayment($transactionId, $orderCode), write: true);
    }

    /** Forget every cached answer (after the menu or the dictionaries change). */
    public function flush(): void
    {
        $this->memo = [];
        $this->generation = null;
        $this->cache->increment('shopapi:generation');
        $this->cache->increment('shopapi:revision');
    }

    /** A number that moves whenever a cached answer is forgotten or all are: pages built from the answers (the page
     *  cache) carry it in their key, so they follow every change at once. */
    public function revision(): int
    {
        return (int) ($this->cache->get('shopapi:revision') ?? 0);
    }

    /**
     * Forget these cached answers (by resource name, e.g. "product:philadelphia") in every language, leaving the
     * others warm: the next request of each asks the upstream.
     *
     * @param  iterable<string>  $names
     */
    public function forget(iterable $names): void
    {
        $this->generation ??= (int) ($this->cache->get('shopapi:generation') ?? 0);
        foreach ($names as $name) {
            foreach (Locales::all() as $locale) {
                $key = 'shopapi:'.$this->generation.':'.$locale.':'.$name;
                unset($this->memo[$key]);
                $this->cache->forget($key);
            }
        }
        $this->cache->increment('shopapi:revision');
    }

    /** @template T
     *  @param  Closure(): T  $fetch
     *  @return T */
    private function remember(string $name, Closure $fetch): mixed
    {
        $this->generation ??= (int) ($this->cache->get('shopapi:generation') ?? 0);
        $key = 'shopapi:'.$this->generation.':'.$this->context->locale.':'.$name;
        if (array_key_exists($key, $this->memo)) {
            return $this->memo[$key];
        }

        $entry = $this->cache->get($key);
        // Fresh, or stale while the upstream is known to be down: no upstream call.
        if ($this->isFresh($entry) || (is_array($entry) && $this->upstreamDown())) {
            return $this->memo[$key] = $entry['value'];
        }

        // One request refreshes an entry; the others serve the stale copy meanwhile, or, with no copy yet, wait
        // for that request's answer instead of all asking the upstream at once.
        $lock = $this->refreshLock($key);
        if ($lock !== null && ! $lock->get()) {
            if (is_array($entry)) {
                return $this->memo[$key] = $entry['value'];
            }
            try {
                $lock->block((int) ceil((float) config('shop.api.timeout')) + 1);
            } catch (LockTimeoutException) {
                throw new UpstreamException("Timed out waiting for another request's answer of \"$name\".");
            }
            $entry = $this->cache->get($key);
            if ($this->isFresh($entry)) {
                $lock->release();

                return $this->memo[$key] = $entry['value'];
            }
        }

        try {
            return $this->memo[$key] = $this->refresh($key, $name, $entry, $fetch);
        } finally {
            $lock?->release();
        }
    }

    /** @template T
     *  @param  Closure(): T  $fetch
     *  @return T */
    private function refresh(string $key, string $name, mixed $entry, Closure $fetch): mixed
    {
        try {
            $this->failFastWhileDown();
            $value = $fetch();
        } catch (UpstreamException $e) {
            $this->markDown();
            if (! is_array($entry)) {
                throw $e;
            }
            $this->logOnce($name, $e);

            return $entry['value'];
        }

        $config = config('shop.cache');
        $now = Carbon::now()->getTimestamp();
        $this->cache->put($key, ['value' => $value, 'fresh_until' => $now + $config['ttl']], $config['ttl'] + $config['stale_ttl']);

        return $value;
    }

    private function isFresh(mixed $entry): bool
    {
        return is_array($entry) && $entry['fresh_until'] > Carbon::now()->getTimestamp();
    }

    /** Whether a recent failure says to leave the upstream alone (read once per request). */
    private function upstreamDown(): bool
    {
        return $this->down ??= $this->backoff && $this->cache->has('shopapi:upstream-down');
    }

    /** After a failure the upstream is not asked for shop.cache.failure_backoff seconds: a 503 in milliseconds. */
    private function failFastWhileDown(): void
    {
        if ($this->upstreamDown()) {
            throw new UpstreamException('The shop API upstream failed moments ago; not asking it again until the backoff ends.');
        }
    }

    private function markDown(): void
    {
        if (! $this->backoff) {
            return;
        }
        $this->down = true;
        $this->cache->put('shopapi:upstream-down', true, config('shop.cache.failure_backoff'));
    }

    /** A call that is never cached. A failed read starts the backoff; a failed write does not (it may be that one
     *  request's problem, such as a lock conflict, and says little about whether the upstream answers others).
     *
     *  @template T
     *
     *  @param  Closure(): T  $call
     *  @return T */
    private function live(Closure $call, bool $write = false): mixed
    {
        $this->failFastWhileDown();
        try {
            return $call();
        } catch (UpstreamException $e) {
            if (! $write) {
                $this->markDown();
            }
            throw $e;
        }
    }

    private function refreshLock(string $key): ?Lock
    {
        $store = $this->cache->getStore();

        return $store instanceof LockProvider ? $store->lock('shopapi:refresh:'.$key, (int) ceil((float) config('shop.api.timeout')) + 5) : null;
    }

    private function logOnce(string $name, UpstreamException $e): void
    {
        if ($this->cache->add('shopapi:failure-logged:'.$name, true, config('shop.cache.error_log_interval'))) {
            Log::warning("Shop API upstream failed; serving the cached copy of \"$name\".", ['error' => $e->getMessage()]);
        }
    }
}
