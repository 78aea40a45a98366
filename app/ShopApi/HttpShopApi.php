<?php

namespace App\ShopApi;

use App\Http\Middleware\AssignRequestId;
use App\Shop\Customers\PhoneNumber;
use App\Shop\Ordering\OrderType;
use App\Shop\Ordering\PaymentType;
use App\ShopApi\Data\Alerts;
use App\ShopApi\Data\BonusPage;
use App\ShopApi\Data\CartQuote;
use App\ShopApi\Data\CategoryPage;
use App\ShopApi\Data\CategoryRecord;
use App\ShopApi\Data\DictionaryItem;
use App\ShopApi\Data\ProductCard;
use App\ShopApi\Data\ProductRecord;
use App\ShopApi\Data\Profile;
use App\ShopApi\Data\PromotionRecord;
use App\ShopApi\Data\Referral;
use App\ShopApi\Data\RegionRecord;
use App\ShopApi\Data\RestaurantRecord;
use App\ShopApi\Data\ReviewRecord;
use App\ShopApi\Data\Settings;
use App\ShopApi\Data\SocialRecord;
use App\ShopApi\Exceptions\NotFoundException;
use App\ShopApi\Exceptions\TooManyRequestsException;
use App\ShopApi\Exceptions\UnauthorizedException;
use App\ShopApi\Exceptions\UpstreamException;
use App\ShopApi\Exceptions\ValidationException;
use App\Support\Locales;
use ErrorException;
use Illuminate\Http\Client\ConnectionException;
use Illuminate\Http\Client\Factory as Http;
use Illuminate\Http\Client\PendingRequest;
use Illuminate\Http\Client\Response;
use Throwable;
use TypeError;
use ValueError;

/** A remote upstream at SHOP_API_URL speaking the contract of docs/openapi.yaml. */
class HttpShopApi implements ShopApi
{
    public function __construct(private ShopContext $context, private Http $http) {}

    public function settings(): Settings
    {
        return $this->make(Settings::fromArray(...), $this->object($this->get('/api/get-options'), 'settings'));
    }

    public function alerts(): Alerts
    {
        return $this->make(Alerts::fromArray(...), $this->object($this->get('/api/important-update-date'), 'options'));
    }

    public function socials(): array
    {
        return $this->makeEach(SocialRecord::fromArray(...), $this->list($this->get('/api/dictionaries/social-and-messenger')));
    }

    public function regions(): array
    {
        return $this->makeEach(RegionRecord::fromArray(...), $this->list($this->get('/api/get-regions')));
    }

    public function restaurants(): array
    {
        return $this->makeEach(RestaurantRecord::fromArray(...), $this->list($this->get('/api/get-restaurants')));
    }

    public function paymentTypes(): array
    {
        return $this->makeEach(DictionaryItem::fromArray(...), $this->list($this->get('/api/dictionaries/payment-types')));
    }

    public function orderTypes(): array
    {
        return $this->makeEach(DictionaryItem::fromArray(...), $this->list($this->get('/api/dictionaries/order-types')));
    }

    public function categories(): array
    {
        return $this->makeEach(CategoryRecord::fromArray(...), $this->list($this->get('/api/get-categories-without-products')));
    }

    public function category(string $slug): CategoryPage
    {
        return $this->make(CategoryPage::fromArray(...), $this->object($this->get('/api/categories/'.rawurlencode($slug)), 'data'));
    }

    public function product(string $slug): ProductRecord
    {
        return $this->make(ProductRecord::fromArray(...), $this->object($this->get('/api/products/'.rawurlencode($slug)), 'data'));
    }

    public function productsByIds(array $ids): array
    {
        if ($ids === []) {
            return [];
        }

        return $this->makeEach(ProductCard::fromArray(...), $this->list($this->get('/api/products', ['ids' => implode(',', $ids)])));
    }

    public function popularProducts(int $limit = 8): array
    {
        return $this->makeEach(ProductCard::fromArray(...), $this->list($this->get('/api/products/popular', ['limit' => $limit])));
    }

    public function promotions(): array
    {
        return $this->makeEach(PromotionRecord::fromArray(...), $this->list($this->get('/api/promotions')));
    }

    public function promotion(string $slug): PromotionRecord
    {
        return $this->make(PromotionRecord::fromArray(...), $this->object($this->get('/api/promotions/'.rawurlencode($slug)), 'data'));
    }

    public function checkCart(array $items, ?int $restaurantId = null): CartQuote
    {
        $body = ['items' => $items] + ($restaurantId === null ? [] : ['restaurant_id' => $restaurantId]);

        return $this->make(CartQuote::fromArray(...), $this->object($this->post('/api/cart/check', $body), 'data'));
    }

    public function reviews(string $slug): array
    {
        return $this->makeEach(ReviewRecord::fromArray(...), $this->list($this->get('/api/products/'.rawurlencode($slug).'/reviews')));
    }

    public function search(string $query): array
    {
        if (mb_strlen(trim($query)) < 2) {
            return [];
        }

        return $this->makeEach(ProductCard::fromArray(...), $this->list($this->get('/api/search', ['q' => $query])));
    }

    // Customers and the account. Calls needing the customer's token fail fast without one.

    public function requestCode(string $phone): void
    {
        $phone = PhoneNumber::parse($phone)->digits ?? $phone;
        $json = $this->customerCall('POST', '/api/via-phone-number', ['phone' => $phone], [
            LineHeader::NAME => LineHeader::make($phone, (string) config('shop.api.line_secret')),
            // The upstream's per-IP limit counts visitors, not this server (trusted with a valid X-Line-Header).
            'X-Client-Ip' => (string) request()->ip(),
        ]);
        if (($json['success'] ?? null) !== true) {
            throw new UpstreamException('Upstream /api/via-phone-number did not answer success.');
        }
    }

    public function checkCode(string $phone, string $code): string
    {
        $phone = PhoneNumber::parse($phone)->digits ?? $phone;
        $token = $this->customerCall('POST', '/api/sms-code-check', ['phone' => $phone, 'code' => $code], [
            LineHeader::NAME => LineHeader::make($phone, (string) config('shop.api.line_secret')),
            // The upstream budgets wrong codes per phone and visitor's address (trusted with a valid X-Line-Header).
            'X-Client-Ip' => (string) request()->ip(),
        ])['token'] ?? null;
        if (! is_string($token) || ! preg_match('/^[A-Za-z0-9|._\-]{16,255}$/', $token)) {
            throw new UpstreamException('Upstream /api/sms-code-check answered without a usable token.');
        }

        return $token;
    }

    public function profile(): Profile
    {
        $this->requireToken();

        return $this->make(Profile::fromArray(...), $this->object($this->customerCall('GET', '/api/get-profile'), 'data'));
    }

    public function updateProfile(string $name, string $surname, ?string $birthday, ?string $referralCode): Profile
    {
        $this->requireToken();
        $body = ['name' => $name, 'surname' => $surname, 'birthday' => $birthday, 'referral_code' => $referralCode];

        return $this->make(Profile::fromArray(...), $this->object($this->customerCall('POST', '/api/update-profile', $body), 'user'));
    }

    public function logout(): void
    {
        $this->requireToken();
        $this->customerCall('POST', '/api/logout');
    }

    public function logoutEverywhere(): void
    {
        $this->requireToken();
        $this->customerCall('POST', '/api/logout-all');
    }

    public function referrerId(string $code): ?int
    {
        if (! preg_match(config('shop.referral_pattern'), $code)) {
            return null;
        }
        try {
            $id = $this->object($this->customerCall('GET', '/api/referrers/'.rawurlencode($code)), 'data')['id'] ?? null;
        } catch (NotFoundException) {
            return null;
        }

        return is_int($id) && $id > 0 ? $id : throw new UpstreamException('Upstream /api/referrers answered without an id.');
    }

    public function bonuses(int $page = 1): BonusPage
    {
        $this->requireToken();

        return $this->make(BonusPage::fromArray(...), $this->object($this->customerCall('GET', '/api/bonuses', ['page' => max(1, $page)]), 'data'));
    }

    public function favorites(): array
    {
        $this->requireToken();

        return $this->productIds($this->customerCall('GET', '/api/favorites'));
    }

    public function addFavorite(int $productId): array
    {
        $this->requireToken();

        return $this->productIds($this->customerCall('PUT', '/api/favorites/'.$productId));
    }

    public function removeFavorite(int $productId): array
    {
        $this->requireToken();

        return $this->productIds($this->customerCall('DELETE', '/api/favorites/'.$productId));
    }

    public function mergeFavorites(array $productIds): array
    {
        $this->requireToken();

        return $this->productIds($this->customerCall('PUT', '/api/favorites', ['ids' => $productIds]));
    }

    public function referral(): Referral
    {
        $this->requireToken();

        return $this->make(Referral::fromArray(...), $this->object($this->customerCall('GET', '/api/referral'), 'data'));
    }

    public function personalData(): array
    {
        $this->requireToken();

        return $this->object($this->customerCall('GET', '/api/account/export'), 'data');
    }

    public function requestDeletionCode(): void
    {
        $phone = $this->profile()->phone;
        $json = $this->customerCall('POST', '/api/account/delete/code', ['phone' => $phone], [
            LineHeader::NAME => LineHeader::make($phone, (string) config('shop.api.line_secret')),
            // The upstream's per-IP limit counts visitors, not this server (trusted with a valid X-Line-Header).
            'X-Client-Ip' => (string) request()->ip(),
        ]);
        if (($json['success'] ?? null) !== true) {
            throw new UpstreamException('Upstream /api/account/delete/code did not answer success.');
        }
    }

    public function deleteAccount(string $code): void
    {
        $phone = $this->profile()->phone;
        $json = $this->customerCall('POST', '/api/account/delete', ['code' => $code, 'phone' => $phone], [
            LineHeader::NAME => LineHeader::make($phone, (string) config('shop.api.line_secret')),
            // The upstream budgets wrong codes per phone and visitor's address (trusted with a valid X-Line-Header).
            'X-Client-Ip' => (string) request()->ip(),
        ]);
        if (($json['success'] ?? null) !== true) {
            throw new UpstreamException('Upstream /api/account/delete did not answer success.');
        }
    }

    // Checkout and orders: the bearer token goes along when present (a guest may order).

    public function checkoutQuote(array $form): Data\CheckoutQuote
    {
        return $this->make(Data\CheckoutQuote::fromArray(...), $this->object($this->post('/api/checkout/quote', $form), 'data'));
    }

    public function streets(string $typed): array
    {
        $data = $this->object($this->get('/api/geocoder/streets', ['q' => $typed]), 'data');

        return [
            'streets' => array_values(array_map(strval(...), is_array($data['streets'] ?? null) ? $data['streets'] : [])),
            'available' => (bool) ($data['available'] ?? false),
        ];
    }

    public function checkoutSlots(OrderType $orderType, ?int $regionId, ?int $restaurantId): Data\CheckoutSlots
    {
        $query = array_filter(['order_type' => $orderType->value, 'region_id' => $regionId, 'restaurant_id' => $restaurantId], fn ($v) => $v !== null);

        return $this->make(Data\CheckoutSlots::fromArray(...), $this->object($this->get('/api/checkout/slots', $query), 'data'));
    }

    public function placeOrder(array $form, string $idempotencyKey): Data\PlacedOrderRecord
    {
        $headers = ['Idempotency-Key' => $idempotencyKey];
        if (is_string($form['phone'] ?? null) && trim($form['phone']) !== '') {
            // The visitor's address, not this server's, holds the order's place in a slot (one unpaid card order per
            // address): named in X-Client-Ip, believed by the shop API with a valid X-Line-Header for the order's phone.
            $form['phone'] = trim($form['phone']);
            $headers[LineHeader::NAME] = LineHeader::make($form['phone'], (string) config('shop.api.line_secret'));
            $headers['X-Client-Ip'] = (string) request()->ip();
        }

        return $this->make(Data\PlacedOrderRecord::fromArray(...), $this->object($this->customerCall('POST', '/api/orders', $form, $headers), 'data'));
    }

    public function orders(int $page = 1): Data\OrderPage
    {
        $this->requireToken();
        $json = $this->get('/api/orders', ['page' => max(1, $page)]);

        return $this->make(fn (array $meta) => Data\OrderPage::fromArray($this->list($json), $meta), $this->object($json, 'meta'));
    }

    public function order(string $reference): Data\OrderRecord
    {
        return $this->make(Data\OrderRecord::fromArray(...), $this->object($this->get('/api/orders/'.rawurlencode($reference)), 'data'));
    }

    public function orderVersion(string $token): string
    {
        $version = $this->object($this->get('/api/orders/'.rawurlencode($token).'/version'), 'data')['version'] ?? null;
        if (! is_string($version) || $version === '') {
            throw new UpstreamException('Upstream answered an order version without its text.');
        }

        return $version;
    }

    public function orderReviews(string $reference): Data\OrderReviewsRecord
    {
        return $this->make(Data\OrderReviewsRecord::fromArray(...), $this->object($this->get('/api/orders/'.rawurlencode($reference).'/reviews'), 'data'));
    }

    public function reviewDish(string $reference, int $productId, int $rating, ?string $body): Data\OrderReviewsRecord
    {
        return $this->make(Data\OrderReviewsRecord::fromArray(...), $this->object($this->post('/api/orders/'.rawurlencode($reference).'/reviews', [
            'product_id' => $productId, 'rating' => $rating, 'body' => $body,
        ]), 'data'));
    }

    public function payOrder(string $reference): string
    {
        $url = $this->object($this->post('/api/orders/'.rawurlencode($reference).'/payment', []), 'data')['redirect_url'] ?? null;
        if (! is_string($url) || ! str_starts_with($url, 'http')) {
            throw new UpstreamException('Upstream answered a payment without its page.');
        }

        return $url;
    }

    public function changeOrderPaymentType(string $reference, PaymentType $paymentType, ?int $changeFrom): Data\OrderRecord
    {
        $body = ['payment_type' => $paymentType->value, 'change_from' => $changeFrom];

        return $this->make(Data\OrderRecord::fromArray(...), $this->object($this->post('/api/orders/'.rawurlencode($reference).'/payment-type', $body), 'data'));
    }

    public function confirmPayment(string $transactionId, string $orderCode): Data\PaymentConfirmation
    {
        $body = ['transaction_id' => $transactionId, 'order_code' => $orderCode];

        return $this->make(Data\PaymentConfirmation::fromArray(...), $this->object($this->post('/api/payments/viva/confirm', $body), 'data'));
    }

    /** @throws UnauthorizedException */
    private function requireToken(): void
    {
        if ($this->context->token === null) {
            throw new UnauthorizedException('No customer token.');
        }
    }

    /** A customer call (never retried: they are per-customer and some are not idempotent); a 429 keeps its Retry-After.
     *  @param  array<string, mixed>  $body
     *  @param  array<string, string>  $headers
     *  @return array<array-key, mixed> */
    private function customerCall(string $method, string $path, array $body = [], array $headers = []): array
    {
        return $this->send(function () use ($method, $path, $body, $headers) {
            $client = $this->client()->withHeaders($headers);
            $response = match ($method) {
                'GET' => $client->get($path, $body),
                'PUT' => $client->put($path, $body),
                'DELETE' => $client->delete($path, $body),
                default => $client->post($path, $body),
            };
            if ($response->status() === 429) {
                $retryAfter = (int) $response->header('Retry-After');
                $message = $response->json('message');
                $errors = $response->json('errors');
                $field = is_array($errors) && $errors !== [] ? (string) array_key_first($errors) : null;
                throw new TooManyRequestsException(is_string($message) ? $message : "Upstream $path answered 429.", $retryAfter > 0 ? $retryAfter : 60, $field);
            }

            return $response;
        }, $path);
    }

    /** {"data": [1, 2, 3]} → [1, 2, 3]
     *  @param  array<array-key, mixed>  $json
     *  @return list<int> */
    private function productIds(array $json): array
    {
        $ids = $json['data'] ?? null;
        if (! is_array($ids) || ! array_is_list($ids) || array_filter($ids, fn ($id) => ! is_int($id)) !== []) {
            throw new UpstreamException('Upstream answered without the expected list of product ids.');
        }

        return $ids;
    }

    /** The configured client: base URL, timeouts, JSON, Accept-Language and the customer's bearer token. */
    protected function client(): PendingRequest
    {
        $config = config('shop.api');
        $client = $this->http->baseUrl(rtrim($config['url'], '/'))
            ->connectTimeout($config['connect_timeout'])
            ->timeout($config['timeout'])
            ->acceptJson()
            ->asJson()
            // The storefront is the upstream's proxy: an upstream that lists this node in TRUSTED_PROXIES counts
            // its rate limits per visitor, not per storefront node.
            ->withHeaders(['Accept-Language' => Locales::apiCode($this->context->locale), 'X-Forwarded-For' => (string) request()->ip()]);

        // The request id of the logs travels upstream, so one customer action can be followed across nodes.
        $requestId = AssignRequestId::current();
        if ($requestId !== null) {
            $client->withHeaders([AssignRequestId::HEADER => $requestId]);
        }

        return $this->context->token ? $client->withToken($this->context->token) : $client;
    }

    /** A GET, retried on connection failures and 5xx answers (GETs are idempotent).
     *  @param  array<string, mixed>  $query
     *  @return array<array-key, mixed> */
    protected function get(string $path, array $query = []): array
    {
        $retries = (int) config('shop.api.retries');
        $client = $this->client()->retry($retries + 1, 100, fn (Throwable $e) => $e instanceof ConnectionException
            || ($e instanceof \Illuminate\Http\Client\RequestException && $e->response->serverError()), throw: false);

        return $this->send(fn () => $client->get($path, $query), $path);
    }

    /** A POST, never retried.
     *  @param  array<string, mixed>  $body
     *  @param  array<string, string>  $headers
     *  @return array<array-key, mixed> */
    protected function post(string $path, array $body, array $headers = []): array
    {
        return $this->send(fn () => $this->client()->withHeaders($headers)->post($path, $body), $path);
    }

    /** @return array<array-key, mixed> */
    private function send(callable $request, string $path): array
    {
        try {
            /** @var Response $response */
            $response = $request();
        } catch (ConnectionException $e) {
            throw new UpstreamException("Upstream $path did not answer: ".$e->getMessage(), 0, $e);
        }

        $status = $response->status();
        $json = json_decode($response->body(), true);

        if ($status === 401) {
            throw new UnauthorizedException("Upstream $path answered 401.");
        }
        if ($status === 404) {
            throw new NotFoundException("Upstream $path answered 404.");
        }
        if ($status === 422) {
            $errors = is_array($json['errors'] ?? null) ? array_map(fn ($m) => array_values((array) $m), $json['errors']) : [];
            throw new ValidationException(is_string($json['message'] ?? null) ? $json['message'] : 'The given data was invalid.', $errors);
        }
        if (! $response->successful()) {
            throw new UpstreamException("Upstream $path answered $status.");
        }
        if (! is_array($json)) {
            throw new UpstreamException("Upstream $path answered something that is not JSON (".mb_substr((string) $response->header('Content-Type'), 0, 60).').');
        }

        return $json;
    }

    /** The list from {"data": [...]} or a bare [...] answer.
     *  @param  array<array-key, mixed>  $json
     *  @return list<array<string, mixed>> */
    private function list(array $json): array
    {
        $list = array_is_list($json) ? $json : ($json['data'] ?? null);
        if (! is_array($list) || ! array_is_list($list)) {
            throw new UpstreamException('Upstream answered without the expected list.');
        }

        return $this->records($list);
    }

    /** @param  array<array-key, mixed>  $json
     *  @return array<string, mixed> */
    private function object(array $json, string $field): array
    {
        if (! is_array($json[$field] ?? null)) {
            throw new UpstreamException("Upstream answered without the expected \"$field\" object.");
        }

        return $json[$field];
    }

    /** Build a DTO from an upstream record; a malformed record (a missing field, a wrong type) is an upstream failure.
     *  @template T
     *  @template R of array<array-key, mixed>
     *
     *  @param  callable(R): T  $factory
     *  @param  R  $record
     *  @return T */
    private function make(callable $factory, array $record): mixed
    {
        try {
            return $factory($record);
        } catch (TypeError|ErrorException|ValueError $e) {
            throw new UpstreamException('Upstream answered a malformed record: '.$e->getMessage(), 0, $e);
        }
    }

    /** Build a DTO from each record of a list (see make()).
     *  @template T
     *
     *  @param  callable(array<string, mixed>): T  $factory
     *  @param  list<array<string, mixed>>  $records
     *  @return list<T> */
    private function makeEach(callable $factory, array $records): array
    {
        return array_values($this->make(fn (array $records) => array_map($factory, $records), $records));
    }

    /** @param  list<mixed>  $items
     *  @return list<array<string, mixed>> */
    private function records(array $items): array
    {
        foreach ($items as $item) {
            if (! is_array($item)) {
                throw new UpstreamException('Upstream answered a list with a malformed record.');
            }
        }

        return $items;
    }
}
