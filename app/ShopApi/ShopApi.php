<?php

namespace App\ShopApi;

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
     *  @return list<SocialRecord> */
    public function socials(): array;

    /** GET /api/get-regions
     *  @return list<RegionRecord> */
    public function regions(): array;

    /** GET /api/get-restaurants
     *  @return list<RestaurantRecord> */
    public function restaurants(): array;

    /** GET /api/dictionaries/payment-types
     *  @return list<DictionaryItem> */
    public function paymentTypes(): array;

    /** GET /api/dictionaries/order-types
     *  @return list<DictionaryItem> */
    public function orderTypes(): array;

    /** GET /api/get-categories-without-products
     *  @return list<CategoryRecord> */
    public function categories(): array;

    /** GET /api/categories/{slug}
     *
     * @throws NotFoundException */
    public function category(string $slug): CategoryPage;

    /** GET /api/products/{slug}
     *
     * @throws NotFoundException */
    public function product(string $slug): ProductRecord;

    /** GET /api/products?ids=1,2,3 (at most 100 ids; unknown ids are left out)
     *  @param  list<int>  $ids
     *  @return list<ProductCard> */
    public function productsByIds(array $ids): array;

    /** GET /api/products/popular?limit=N
     *  @return list<ProductCard> */
    public function popularProducts(int $limit = 8): array;

    /** GET /api/promotions (running today)
     *  @return list<PromotionRecord> */
    public function promotions(): array;

    /** GET /api/promotions/{slug}
     *
     * @throws NotFoundException */
    public function promotion(string $slug): PromotionRecord;

    /** POST /api/cart/check: price a cart from the catalog (the browser's prices are hints); with a restaurant, the
     *  lines on that restaurant's own stop-list are not orderable (problem stopped_here).
     *
     *  @param  list<array<string, mixed>>  $items */
    public function checkCart(array $items, ?int $restaurantId = null): CartQuote;

    /** GET /api/products/{slug}/reviews (the latest published, newest first)
     *  @return list<ReviewRecord>
     *
     * @throws NotFoundException */
    public function reviews(string $slug): array;

    /** GET /api/search?q=…
     *  @return list<ProductCard> */
    public function search(string $query): array;

    // Customers: sign-in by SMS code, the profile and the account. Calls that need the customer's bearer
    // token (ShopContext::$token) throw UnauthorizedException when it is missing, revoked or expired.

    // A phone may be given in any spelling PhoneNumber reads; the adapters send its E.164 digits.

    /** POST /api/via-phone-number {phone} with X-Line-Header: send a sign-in code (same answer for any phone).
     *
     * @throws TooManyRequestsException (cooldown, per-phone or per-IP limit)
     * @throws ValidationException */
    public function requestCode(string $phone): void;

    /** POST /api/sms-code-check {phone, code}: the new bearer token.
     *
     * @throws NotFoundException for a wrong, expired or dead code
     * @throws ValidationException
     * @throws TooManyRequestsException */
    public function checkCode(string $phone, string $code): string;

    /** GET /api/get-profile
     *
     * @throws UnauthorizedException */
    public function profile(): Profile;

    /** POST /api/update-profile {name, surname, birthday, referral_code} (the referrer named by the code only)
     *
     * @throws ValidationException (messages under name, surname, birthday)
     * @throws UnauthorizedException */
    public function updateProfile(string $name, string $surname, ?string $birthday, ?string $referralCode): Profile;

    /** POST /api/logout: revoke the current token.
     *
     * @throws UnauthorizedException */
    public function logout(): void;

    /** POST /api/logout-all: revoke every token of the customer (sign out on every device).
     *
     * @throws UnauthorizedException */
    public function logoutEverywhere(): void;

    /** GET /api/referrers/{code}: the id of the customer owning a referral code, null for an unknown code. */
    public function referrerId(string $code): ?int;

    /** GET /api/bonuses?page=N
     *
     * @throws UnauthorizedException */
    public function bonuses(int $page = 1): BonusPage;

    /** GET /api/favorites: product ids, newest first.
     *  @return list<int>
     *
     * @throws UnauthorizedException */
    public function favorites(): array;

    /** PUT /api/favorites/{id}
     *  @return list<int>
     *
     * @throws NotFoundException for a product not on the menu
     * @throws UnauthorizedException */
    public function addFavorite(int $productId): array;

    /** DELETE /api/favorites/{id}
     *  @return list<int>
     *
     * @throws UnauthorizedException */
    public function removeFavorite(int $productId): array;

    /** PUT /api/favorites {ids}: merge a list (a guest's favorites at sign-in); unknown ids are ignored.
     *  @param  list<int>  $productIds
     *  @return list<int>
     *
     * @throws UnauthorizedException */
    public function mergeFavorites(array $productIds): array;

    /** GET /api/referral
     *
     * @throws UnauthorizedException */
    public function referral(): Referral;

    /** GET /api/account/export: everything the shop keeps about the customer (sections of PersonalData::SECTIONS).
     *  @return array<string, mixed>
     *
     * @throws TooManyRequestsException
     * @throws UnauthorizedException */
    public function personalData(): array;

    /** POST /api/account/delete/code: text the customer's phone a code that confirms the account's deletion (its SMS
     *  says it deletes the account; it does not sign in, nor does a sign-in code delete).
     *
     * @throws TooManyRequestsException (the deletion code's cooldown, per-phone or per-IP limit)
     * @throws UnauthorizedException */
    public function requestDeletionCode(): void;

    /** POST /api/account/delete {code}: erase the account, confirmed by a fresh SMS code sent to the customer's phone.
     *
     * @throws ValidationException under "code" (wrong or used code) or "account" (an order still open)
     * @throws TooManyRequestsException
     * @throws UnauthorizedException */
    public function deleteAccount(string $code): void;

    // Checkout and orders. The customer's bearer token goes along when present (guests may order); a token
    // the upstream does not accept throws UnauthorizedException. Money in minor units.

    /** POST /api/checkout/quote: the server's totals and problems of a checkout form as it stands.
     *  @param  array<string, mixed>  $form
     *
     * @throws ValidationException */
    public function checkoutQuote(array $form): Data\CheckoutQuote;

    /** GET /api/geocoder/streets?q=…: street names of the shop's city for what the customer typed, and whether the
     *  geocoding provider answered (docs/delivery-areas.md).
     *
     * @return array{streets: list<string>, available: bool} */
    public function streets(string $typed): array;

    /** GET /api/checkout/slots: "as soon as possible" and the times of a delivery region's or pickup restaurant's kitchen.
     *
     * @throws ValidationException for a region or restaurant that takes no such orders */
    public function checkoutSlots(OrderType $orderType, ?int $regionId, ?int $restaurantId): Data\CheckoutSlots;

    /** POST /api/orders with an Idempotency-Key header: the order (the same one for a repeated key) and the card payment page.
     *  @param  array<string, mixed>  $form
     *
     * @throws ValidationException */
    public function placeOrder(array $form, string $idempotencyKey): Data\PlacedOrderRecord;

    /** GET /api/orders?page=N: one page of the customer's orders, newest first.
     *
     * @throws UnauthorizedException */
    public function orders(int $page = 1): Data\OrderPage;

    /** GET /api/orders/{reference}: an order by its number (the customer's own) or its token.
     *
     * @throws NotFoundException
     * @throws UnauthorizedException */
    public function order(string $reference): Data\OrderRecord;

    /** GET /api/orders/{token}/version: a short text that changes whenever the order's status, payment or times change
     *  (the tracking page asks it every few seconds and reads the order only when it moved). Only by the order's token.
     *
     * @throws NotFoundException */
    public function orderVersion(string $token): string;

    /** POST /api/orders/{reference}/payment: open a new card payment; the URL of its payment page.
     *
     * @throws NotFoundException
     * @throws ValidationException when the order cannot be paid online any more
     * @throws UpstreamException when the card payment provider (or the shop) fails */
    public function payOrder(string $reference): string;

    /** POST /api/orders/{reference}/payment-type {payment_type: cash|card-courier, change_from}: pay offline instead.
     *
     * @throws NotFoundException
     * @throws ValidationException */
    public function changeOrderPaymentType(string $reference, PaymentType $paymentType, ?int $changeFrom): Data\OrderRecord;

    /** GET /api/orders/{reference}/reviews: which dishes of the order may be rated, and the reviews already written.
     *
     * @throws NotFoundException */
    public function orderReviews(string $reference): Data\OrderReviewsRecord;

    /** POST /api/orders/{reference}/reviews {product_id, rating, body}: rate one dish of a delivered order, once.
     *
     * @throws NotFoundException
     * @throws ValidationException not delivered yet, not a dish of the order, already rated, or bad fields */
    public function reviewDish(string $reference, int $productId, int $rating, ?string $body): Data\OrderReviewsRecord;

    /** POST /api/payments/viva/confirm {transaction_id, order_code}: check a returning payment with the provider.
     *
     * @throws ValidationException */
    public function confirmPayment(string $transactionId, string $orderCode): Data\PaymentConfirmation;
}
