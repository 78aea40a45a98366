<?php

namespace App\ShopApi;

use App\ShopApi\Data\Alerts;
use App\ShopApi\Data\BonusPage;
use App\ShopApi\Data\CartQuote;
use App\ShopApi\Data\CategoryPage;
use App\ShopApi\Data\Product;
use App\ShopApi\Data\Profile;
use App\ShopApi\Data\Promotion;
use App\ShopApi\Data\Referral;
use App\ShopApi\Data\Settings;
use App\ShopApi\Exceptions\UpstreamException;
use Closure;
use Illuminate\Contracts\Cache\Repository as Cache;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\Log;

/**
 * Caches the upstream's dictionary and catalog answers: fresh for shop.cache.ttl seconds, then
 * refreshed; when the upstream fails the last good copy is served for up to shop.cache.stale_ttl
 * seconds, and the failure is logged once per interval instead of once per request. After a failure the
 * upstream is left alone for shop.cache.failure_backoff seconds: stale copies are served without waiting on it.
 * Answers are also memoized for the rest of the request.
 */
class CachedShopApi implements ShopApi
{
    /** @var array<string, mixed> */
    private array $memo = [];

    /** The cache generation, read once per request (flush() starts a new one). */
    private ?int $generation = null;

    public function __construct(private ShopApi $inner, private ShopContext $context, private Cache $cache) {}

    public function settings(): Settings
    {
        return $this->remember('settings', fn () => $this->inner->settings());
    }

    public function alerts(): Alerts
    {
        return $this->remember('alerts', fn () => $this->inner->alerts());
    }

    public function socials(): array
    {
        return $this->remember('socials', fn () => $this->inner->socials());
    }

    public function regions(): array
    {
        return $this->remember('regions', fn () => $this->inner->regions());
    }

    public function restaurants(): array
    {
        return $this->remember('restaurants', fn () => $this->inner->restaurants());
    }

    public function paymentTypes(): array
    {
        return $this->remember('payment-types', fn () => $this->inner->paymentTypes());
    }

    public function orderTypes(): array
    {
        return $this->remember('order-types', fn () => $this->inner->orderTypes());
    }

    public function categories(): array
    {
        return $this->remember('categories', fn () => $this->inner->categories());
    }

    public function category(string $slug): CategoryPage
    {
        return $this->remember('category:'.$slug, fn () => $this->inner->category($slug));
    }

    public function product(string $slug): Product
    {
        return $this->remember('product:'.$slug, fn () => $this->inner->product($slug));
    }

    public function productsByIds(array $ids): array
    {
        return $this->inner->productsByIds($ids);
    }

    public function popularProducts(int $limit = 8): array
    {
        return $this->remember('popular:'.$limit, fn () => $this->inner->popularProducts($limit));
    }

    public function promotions(): array
    {
        return $this->remember('promotions', fn () => $this->inner->promotions());
    }

    public function promotion(string $slug): Promotion
    {
        return $this->remember('promotion:'.$slug, fn () => $this->inner->promotion($slug));
    }

    public function checkCart(array $items): CartQuote
    {
        return $this->inner->checkCart($items);
    }

    public function reviews(string $slug): array
    {
        return $this->remember('reviews:'.$slug, fn () => $this->inner->reviews($slug));
    }

    public function search(string $query): array
    {
        return $this->inner->search($query);
    }

    // Customers and the account: per-customer answers, never cached.

    public function requestCode(string $phone): void
    {
        $this->inner->requestCode($phone);
    }

    public function checkCode(string $phone, string $code): string
    {
        return $this->inner->checkCode($phone, $code);
    }

    public function profile(): Profile
    {
        return $this->inner->profile();
    }

    public function updateProfile(string $name, string $surname, ?string $birthday, ?int $referrerId): Profile
    {
        return $this->inner->updateProfile($name, $surname, $birthday, $referrerId);
    }

    public function logout(): void
    {
        $this->inner->logout();
    }

    public function referrerId(string $code): ?int
    {
        return $this->inner->referrerId($code);
    }

    public function bonuses(int $page = 1): BonusPage
    {
        return $this->inner->bonuses($page);
    }

    public function favorites(): array
    {
        return $this->inner->favorites();
    }

    public function addFavorite(int $productId): array
    {
        return $this->inner->addFavorite($productId);
    }

    public function removeFavorite(int $productId): array
    {
        return $this->inner->removeFavorite($productId);
    }

    public function mergeFavorites(array $productIds): array
    {
        return $this->inner->mergeFavorites($productIds);
    }

    public function referral(): Referral
    {
        return $this->inner->referral();
    }

    // Checkout and orders: live answers (capacity, prices, statuses), never cached.

    public function checkoutQuote(array $form): Data\CheckoutQuote
    {
        return $this->inner->checkoutQuote($form);
    }

    public function checkoutSlots(string $orderType, ?int $regionId, ?int $restaurantId): Data\CheckoutSlots
    {
        return $this->inner->checkoutSlots($orderType, $regionId, $restaurantId);
    }

    public function placeOrder(array $form, string $idempotencyKey): Data\PlacedOrder
    {
        return $this->inner->placeOrder($form, $idempotencyKey);
    }

    public function orders(): array
    {
        return $this->inner->orders();
    }

    public function order(string $reference): Data\Order
    {
        return $this->inner->order($reference);
    }

    public function payOrder(string $reference): string
    {
        return $this->inner->payOrder($reference);
    }

    public function changeOrderPaymentType(string $reference, string $paymentType, ?int $changeFrom): Data\Order
    {
        return $this->inner->changeOrderPaymentType($reference, $paymentType, $changeFrom);
    }

    public function confirmPayment(string $transactionId, string $orderCode): Data\PaymentConfirmation
    {
        return $this->inner->confirmPayment($transactionId, $orderCode);
    }

    /** Forget every cached answer (after the menu or the dictionaries change). */
    public function flush(): void
    {
        $this->memo = [];
        $this->generation = null;
        $this->cache->increment('shopapi:generation');
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
        $now = Carbon::now()->getTimestamp();
        // Fresh, or stale while the upstream is known to be down: no upstream call.
        if (is_array($entry) && ($entry['fresh_until'] > $now || $this->cache->has('shopapi:upstream-down'))) {
            return $this->memo[$key] = $entry['value'];
        }

        try {
            $value = $fetch();
        } catch (UpstreamException $e) {
            $this->cache->put('shopapi:upstream-down', true, config('shop.cache.failure_backoff'));
            if (! is_array($entry)) {
                throw $e;
            }
            $this->logOnce($name, $e);

            return $this->memo[$key] = $entry['value'];
        }

        $config = config('shop.cache');
        $this->cache->put($key, ['value' => $value, 'fresh_until' => $now + $config['ttl']], $config['ttl'] + $config['stale_ttl']);

        return $this->memo[$key] = $value;
    }

    private function logOnce(string $name, UpstreamException $e): void
    {
        if ($this->cache->add('shopapi:failure-logged:'.$name, true, config('shop.cache.error_log_interval'))) {
            Log::warning("Shop API upstream failed; serving the cached copy of \"$name\".", ['error' => $e->getMessage()]);
        }
    }
}
