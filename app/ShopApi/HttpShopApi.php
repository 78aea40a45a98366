<?php

namespace App\ShopApi;

use App\ShopApi\Data\Alerts;
use App\ShopApi\Data\CartQuote;
use App\ShopApi\Data\Category;
use App\ShopApi\Data\CategoryPage;
use App\ShopApi\Data\DictionaryItem;
use App\ShopApi\Data\Product;
use App\ShopApi\Data\ProductCard;
use App\ShopApi\Data\Promotion;
use App\ShopApi\Data\Region;
use App\ShopApi\Data\Restaurant;
use App\ShopApi\Data\Review;
use App\ShopApi\Data\Settings;
use App\ShopApi\Data\Social;
use App\ShopApi\Exceptions\NotFoundException;
use App\ShopApi\Exceptions\UnauthorizedException;
use App\ShopApi\Exceptions\UpstreamException;
use App\ShopApi\Exceptions\ValidationException;
use App\Support\Locales;
use Illuminate\Http\Client\ConnectionException;
use Illuminate\Http\Client\Factory as Http;
use Illuminate\Http\Client\PendingRequest;
use Illuminate\Http\Client\Response;
use ErrorException;
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
        return $this->makeEach(Social::fromArray(...), $this->list($this->get('/api/dictionaries/social-and-messenger')));
    }

    public function regions(): array
    {
        return $this->makeEach(Region::fromArray(...), $this->list($this->get('/api/get-regions')));
    }

    public function restaurants(): array
    {
        return $this->makeEach(Restaurant::fromArray(...), $this->list($this->get('/api/get-restaurants')));
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
        return $this->makeEach(Category::fromArray(...), $this->list($this->get('/api/get-categories-without-products')));
    }

    public function category(string $slug): CategoryPage
    {
        return $this->make(CategoryPage::fromArray(...), $this->object($this->get('/api/categories/'.rawurlencode($slug)), 'data'));
    }

    public function product(string $slug): Product
    {
        return $this->make(Product::fromArray(...), $this->object($this->get('/api/products/'.rawurlencode($slug)), 'data'));
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
        return $this->makeEach(Promotion::fromArray(...), $this->list($this->get('/api/promotions')));
    }

    public function promotion(string $slug): Promotion
    {
        return $this->make(Promotion::fromArray(...), $this->object($this->get('/api/promotions/'.rawurlencode($slug)), 'data'));
    }

    public function checkCart(array $items): CartQuote
    {
        return $this->make(CartQuote::fromArray(...), $this->object($this->post('/api/cart/check', ['items' => $items]), 'data'));
    }

    public function reviews(string $slug): array
    {
        return $this->makeEach(Review::fromArray(...), $this->list($this->get('/api/products/'.rawurlencode($slug).'/reviews')));
    }

    public function search(string $query): array
    {
        if (mb_strlen(trim($query)) < 2) {
            return [];
        }

        return $this->makeEach(ProductCard::fromArray(...), $this->list($this->get('/api/search', ['q' => $query])));
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
            ->withHeaders(['Accept-Language' => Locales::apiCode($this->context->locale)]);

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
     *  @param  callable(array<string, mixed>): T  $factory
     *  @param  array<string, mixed>  $record
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
     *  @param  callable(array<string, mixed>): T  $factory
     *  @param  list<array<string, mixed>>  $records
     *  @return list<T> */
    private function makeEach(callable $factory, array $records): array
    {
        return $this->make(fn (array $records) => array_map($factory, $records), $records);
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
