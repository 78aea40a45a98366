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
use App\ShopApi\Exceptions\UpstreamException;

/**
 * The upstream shop API as typed methods (docs/openapi.yaml is the wire contract). Answers are in the
 * language of the current ShopContext. Every method may throw UpstreamException; lookups by slug
 * throw NotFoundException for unknown records.
 */
interface ShopApi
{
    /** GET /api/get-options */
    public function settings(): Settings;

    /** GET /api/important-update-date */
    public function alerts(): Alerts;

    /** GET /api/dictionaries/social-and-messenger
     *  @return list<Social> */
    public function socials(): array;

    /** GET /api/get-regions
     *  @return list<Region> */
    public function regions(): array;

    /** GET /api/get-restaurants
     *  @return list<Restaurant> */
    public function restaurants(): array;

    /** GET /api/dictionaries/payment-types
     *  @return list<DictionaryItem> */
    public function paymentTypes(): array;

    /** GET /api/dictionaries/order-types
     *  @return list<DictionaryItem> */
    public function orderTypes(): array;

    /** GET /api/get-categories-without-products
     *  @return list<Category> */
    public function categories(): array;

    /** GET /api/categories/{slug}
     *
     * @throws NotFoundException */
    public function category(string $slug): CategoryPage;

    /** GET /api/products/{slug}
     *
     * @throws NotFoundException */
    public function product(string $slug): Product;

    /** GET /api/products?ids=1,2,3 (at most 100 ids; unknown ids are left out)
     *  @param  list<int>  $ids
     *  @return list<ProductCard> */
    public function productsByIds(array $ids): array;

    /** GET /api/products/popular?limit=N
     *  @return list<ProductCard> */
    public function popularProducts(int $limit = 8): array;

    /** GET /api/promotions (running today)
     *  @return list<Promotion> */
    public function promotions(): array;

    /** GET /api/promotions/{slug}
     *
     * @throws NotFoundException */
    public function promotion(string $slug): Promotion;

    /** POST /api/cart/check: price a cart from the catalog (the browser's prices are hints).
     *  @param  list<array<string, mixed>>  $items */
    public function checkCart(array $items): CartQuote;

    /** GET /api/products/{slug}/reviews (the latest published, newest first)
     *  @return list<Review>
     *
     * @throws NotFoundException */
    public function reviews(string $slug): array;

    /** GET /api/search?q=…
     *  @return list<ProductCard> */
    public function search(string $query): array;
}
