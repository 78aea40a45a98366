<?php

namespace App\ShopApi;

use App\Shop\Catalog\Catalog;
use App\Shop\Dictionaries;
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
use App\ShopApi\Exceptions\UpstreamException;
use Closure;
use Illuminate\Database\Eloquent\ModelNotFoundException;
use Illuminate\Database\QueryException;

/** The embedded default: this app's own shop backend, called in-process with the same payloads as /api. */
class LocalShopApi implements ShopApi
{
    public function __construct(
        private ShopContext $context,
        private Dictionaries $dictionaries,
        private Catalog $catalog,
    ) {}

    public function settings(): Settings
    {
        return Settings::fromArray($this->call(fn () => $this->dictionaries->settings()));
    }

    public function alerts(): Alerts
    {
        return Alerts::fromArray($this->call(fn () => $this->dictionaries->alerts($this->context->locale)));
    }

    public function socials(): array
    {
        return array_map(Social::fromArray(...), $this->call(fn () => $this->dictionaries->socials()));
    }

    public function regions(): array
    {
        return array_map(Region::fromArray(...), $this->call(fn () => $this->dictionaries->regions($this->context->locale)));
    }

    public function restaurants(): array
    {
        return array_map(Restaurant::fromArray(...), $this->call(fn () => $this->dictionaries->restaurants($this->context->locale)));
    }

    public function paymentTypes(): array
    {
        return array_map(DictionaryItem::fromArray(...), $this->call(fn () => $this->dictionaries->paymentTypes($this->context->locale)));
    }

    public function orderTypes(): array
    {
        return array_map(DictionaryItem::fromArray(...), $this->call(fn () => $this->dictionaries->orderTypes($this->context->locale)));
    }

    public function categories(): array
    {
        return array_map(Category::fromArray(...), $this->call(fn () => $this->dictionaries->categories($this->context->locale)));
    }

    public function category(string $slug): CategoryPage
    {
        return CategoryPage::fromArray($this->call(fn () => $this->catalog->category($slug, $this->context->locale)));
    }

    public function product(string $slug): Product
    {
        return Product::fromArray($this->call(fn () => $this->catalog->product($slug, $this->context->locale)));
    }

    public function productsByIds(array $ids): array
    {
        return ProductCard::list($this->call(fn () => $this->catalog->productsByIds($ids, $this->context->locale)));
    }

    public function popularProducts(int $limit = 8): array
    {
        return ProductCard::list($this->call(fn () => $this->catalog->popular($limit, $this->context->locale)));
    }

    public function promotions(): array
    {
        return array_map(Promotion::fromArray(...), $this->call(fn () => $this->catalog->promotions($this->context->locale)));
    }

    public function promotion(string $slug): Promotion
    {
        return Promotion::fromArray($this->call(fn () => $this->catalog->promotion($slug, $this->context->locale)));
    }

    public function checkCart(array $items): CartQuote
    {
        return CartQuote::fromArray($this->call(fn () => $this->catalog->checkCart($items, $this->context->locale)));
    }

    public function reviews(string $slug): array
    {
        return array_map(Review::fromArray(...), $this->call(fn () => $this->catalog->reviews($slug)));
    }

    public function search(string $query): array
    {
        return ProductCard::list($this->call(fn () => $this->catalog->search($query, $this->context->locale)));
    }

    /** Run a backend call, translating its failures into the port's exceptions. */
    private function call(Closure $callback): mixed
    {
        try {
            return $callback();
        } catch (ModelNotFoundException $e) {
            throw new NotFoundException('Not found.', 404, $e);
        } catch (QueryException $e) {
            throw new UpstreamException('The shop database failed: '.$e->getMessage(), 0, $e);
        }
    }
}
