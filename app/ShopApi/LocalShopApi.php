<?php

namespace App\ShopApi;

use App\Models\Customer;
use App\Shop\Catalog\Catalog;
use App\Shop\Customers\Accounts;
use App\Shop\Customers\Favorites;
use App\Shop\Customers\OneTimeCodes;
use App\Shop\Customers\PhoneNumber;
use App\Shop\Customers\ProfileRules;
use App\Shop\Customers\Referrals;
use App\Shop\Customers\SignInRules;
use App\Shop\Customers\TooManyAttemptsException;
use App\Shop\Delivery\StreetSuggestions;
use App\Shop\Dictionaries;
use App\Shop\Loyalty\BonusLedger;
use App\Shop\Ordering\InvalidTokenException;
use App\Shop\Ordering\Orders;
use App\Shop\Ordering\OrderType;
use App\Shop\Ordering\PaymentType;
use App\Shop\Ordering\UnpaidCardLimitException;
use App\Shop\Payments\PaymentGatewayException;
use App\Shop\Privacy\AccountDeletion;
use App\Shop\Privacy\PersonalData;
use App\Shop\Reviews\OrderReviews;
use App\ShopApi\Data\Alerts;
use App\ShopApi\Data\BonusPage;
use App\ShopApi\Data\CartQuote;
use App\ShopApi\Data\CategoryPage;
use App\ShopApi\Data\ProductCard;
use App\ShopApi\Data\ProductRecord;
use App\ShopApi\Data\Profile;
use App\ShopApi\Data\PromotionRecord;
use App\ShopApi\Data\Referral;
use App\ShopApi\Data\ReviewRecord;
use App\ShopApi\Data\Settings;
use App\ShopApi\Exceptions\NotFoundException;
use App\ShopApi\Exceptions\TooManyRequestsException;
use App\ShopApi\Exceptions\UnauthorizedException;
use App\ShopApi\Exceptions\UpstreamException;
use App\ShopApi\Exceptions\ValidationException;
use Closure;
use Illuminate\Database\Eloquent\ModelNotFoundException;
use Illuminate\Database\QueryException;
use Illuminate\Support\Facades\Validator;
use Illuminate\Validation\ValidationException as IlluminateValidationException;

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
        return $this->call(fn () => $this->dictionaries->settings());
    }

    public function alerts(): Alerts
    {
        return $this->call(fn () => $this->dictionaries->alerts($this->context->locale));
    }

    public function socials(): array
    {
        return $this->call(fn () => $this->dictionaries->socials());
    }

    public function regions(): array
    {
        return $this->call(fn () => $this->dictionaries->regions($this->context->locale));
    }

    public function restaurants(): array
    {
        return $this->call(fn () => $this->dictionaries->restaurants($this->context->locale));
    }

    public function paymentTypes(): array
    {
        return $this->call(fn () => $this->dictionaries->paymentTypes($this->context->locale));
    }

    public function orderTypes(): array
    {
        return $this->call(fn () => $this->dictionaries->orderTypes($this->context->locale));
    }

    public function categories(): array
    {
        return $this->call(fn () => $this->dictionaries->categories($this->context->locale));
    }

    public function category(string $slug): CategoryPage
    {
        return CategoryPage::fromArray($this->call(fn () => $this->catalog->category($slug, $this->context->locale)));
    }

    public function product(string $slug): ProductRecord
    {
        return ProductRecord::fromArray($this->call(fn () => $this->catalog->product($slug, $this->context->locale)));
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
        return array_map(PromotionRecord::fromArray(...), $this->call(fn () => $this->catalog->promotions($this->context->locale)));
    }

    public function promotion(string $slug): PromotionRecord
    {
        return PromotionRecord::fromArray($this->call(fn () => $this->catalog->promotion($slug, $this->context->locale)));
    }

    public function checkCart(array $items, ?int $restaurantId = null): CartQuote
    {
        return CartQuote::fromArray($this->call(fn () => $this->catalog->checkCart($items, $this->context->locale, $restaurantId)));
    }

    public function reviews(string $slug): array
    {
        return array_map(ReviewRecord::fromArray(...), $this->call(fn () => $this->catalog->reviews($slug)));
    }

    public function search(string $query): array
    {
        return ProductCard::list($this->call(fn () => $this->catalog->search($query, $this->context->locale)));
    }

    // Customers and the account, in-process: the same rules and answers as the /api routes.

    public function requestCode(string $phone): void
    {
        $phone = PhoneNumber::parse($phone)->digits ?? $phone;
        $this->validated(['phone' => $phone], ['phone' => SignInRules::wirePhone()]);
        $this->call(function () use ($phone) {
            try {
                app(OneTimeCodes::class)->send($phone, (string) (request()->ip() ?? '127.0.0.1'), $this->context->locale);
            } catch (TooManyAttemptsException $e) {
                throw new TooManyRequestsException($e->getMessage(), $e->retryAfter);
            }
        });
    }

    public function checkCode(string $phone, string $code): string
    {
        $phone = PhoneNumber::parse($phone)->digits ?? $phone;
        $this->validated(['phone' => $phone, 'code' => $code], ['phone' => SignInRules::wirePhone(), 'code' => SignInRules::code()]);
        $token = $this->call(function () use ($phone, $code) {
            try {
                return app(Accounts::class)->signIn($phone, $code, $this->context->locale, (string) (request()->ip() ?? '127.0.0.1'));
            } catch (TooManyAttemptsException $e) {
                throw new TooManyRequestsException($e->getMessage(), $e->retryAfter);
            }
        });
        if ($token === null) {
            throw new NotFoundException('The code is wrong, expired or used up.');
        }

        return $token;
    }

    public function profile(): Profile
    {
        $customer = $this->customer();

        return $this->call(fn () => app(Accounts::class)->profile($customer));
    }

    public function updateProfile(string $name, string $surname, ?string $birthday, ?string $referralCode): Profile
    {
        $customer = $this->customer();
        try {
            $data = $this->inContextLocale(fn () => ProfileRules::validate($customer, ['name' => $name, 'surname' => $surname, 'birthday' => $birthday, 'referral_code' => $referralCode]));
        } catch (IlluminateValidationException $e) {
            throw new ValidationException($e->getMessage(), array_map(array_values(...), $e->errors()));
        }
        $accounts = app(Accounts::class);

        return $this->call(fn () => $accounts->profile($accounts->updateProfile($customer, $data)));
    }

    public function logout(): void
    {
        $this->customer();
        $this->call(fn () => app(Accounts::class)->revoke((string) $this->context->token));
    }

    public function logoutEverywhere(): void
    {
        $customer = $this->customer();
        $this->call(fn () => app(Accounts::class)->revokeAll($customer));
    }

    public function referrerId(string $code): ?int
    {
        if (! preg_match(config('shop.referral_pattern'), $code)) {
            return null;
        }

        return $this->call(fn () => app(Accounts::class)->referrerIdForCode($code));
    }

    public function personalData(): array
    {
        $customer = $this->customer();

        return $this->call(fn () => app(PersonalData::class)->export($customer, $this->context->locale));
    }

    public function requestDeletionCode(): void
    {
        $customer = $this->customer();
        $this->call(function () use ($customer) {
            try {
                app(OneTimeCodes::class)->send($customer->phone, (string) (request()->ip() ?? '127.0.0.1'), $this->context->locale, OneTimeCodes::ACCOUNT_DELETION);
            } catch (TooManyAttemptsException $e) {
                throw new TooManyRequestsException($e->getMessage(), $e->retryAfter);
            }
        });
    }

    public function deleteAccount(string $code): void
    {
        $customer = $this->customer();
        $this->validated(['code' => $code], ['code' => SignInRules::code()]);
        $this->call(function () use ($customer, $code) {
            try {
                $this->inContextLocale(fn () => app(AccountDeletion::class)->deleteByCustomer($customer, $code, (string) (request()->ip() ?? '127.0.0.1')));
            } catch (TooManyAttemptsException $e) {
                throw new TooManyRequestsException($e->getMessage(), $e->retryAfter);
            } catch (IlluminateValidationException $e) {
                throw new ValidationException($e->getMessage(), array_map(array_values(...), $e->errors()));
            }
        });
    }

    public function bonuses(int $page = 1): BonusPage
    {
        $customer = $this->customer();

        return $this->call(fn () => app(BonusLedger::class)->page($customer, $page));
    }

    public function favorites(): array
    {
        $customer = $this->customer();

        return $this->call(fn () => app(Favorites::class)->ids($customer));
    }

    public function addFavorite(int $productId): array
    {
        $customer = $this->customer();

        return $this->call(function () use ($customer, $productId) {
            app(Favorites::class)->add($customer, $productId);

            return app(Favorites::class)->ids($customer);
        });
    }

    public function removeFavorite(int $productId): array
    {
        $customer = $this->customer();

        return $this->call(function () use ($customer, $productId) {
            app(Favorites::class)->remove($customer, $productId);

            return app(Favorites::class)->ids($customer);
        });
    }

    public function mergeFavorites(array $productIds): array
    {
        $customer = $this->customer();
        $productIds = array_slice(array_values(array_filter($productIds, fn (int $id) => $id > 0)), 0, (int) config('shop.account.favorites_merge_max'));

        return $this->call(function () use ($customer, $productIds) {
            app(Favorites::class)->merge($customer, $productIds);

            return app(Favorites::class)->ids($customer);
        });
    }

    public function referral(): Referral
    {
        $customer = $this->customer();

        return $this->call(fn () => app(Referrals::class)->summary($customer));
    }

    // Checkout and orders, in-process: the storefront validated the form with the API's own FormRequests.

    public function checkoutQuote(array $form): Data\CheckoutQuote
    {
        // Read back in the record's own form, as from an upstream: the storefront has always seen every line with every
        // key (an unknown product's line too), the API answers the catalog's lines as they are.
        return Data\CheckoutQuote::fromArray($this->ordering(fn (Orders $orders) => $orders->quote($form, $this->context->token, $this->context->locale))->toArray());
    }

    public function streets(string $typed): array
    {
        return $this->call(fn () => app(StreetSuggestions::class)->for($typed, $this->context->locale));
    }

    public function checkoutSlots(OrderType $orderType, ?int $regionId, ?int $restaurantId): Data\CheckoutSlots
    {
        return $this->ordering(fn (Orders $orders) => $orders->slots($orderType, $regionId, $restaurantId, $this->context->locale));
    }

    public function placeOrder(array $form, string $idempotencyKey): Data\PlacedOrderRecord
    {
        return $this->ordering(fn (Orders $orders) => $orders->place($form, $idempotencyKey, $this->context->token, $this->context->locale, request()->ip()));
    }

    public function orders(int $page = 1): Data\OrderPage
    {
        return $this->ordering(fn (Orders $orders) => $orders->list($this->context->token, $this->context->locale, $page));
    }

    public function order(string $reference): Data\OrderRecord
    {
        return $this->ordering(fn (Orders $orders) => $orders->find($reference, $this->context->token, $this->context->locale));
    }

    public function orderVersion(string $token): string
    {
        return $this->ordering(fn (Orders $orders) => $orders->version($token));
    }

    public function orderReviews(string $reference): Data\OrderReviewsRecord
    {
        return $this->ordering(fn () => app(OrderReviews::class)->forOrder($reference, $this->context->token, $this->context->locale));
    }

    public function reviewDish(string $reference, int $productId, int $rating, ?string $body): Data\OrderReviewsRecord
    {
        $this->validated(['product_id' => $productId, 'rating' => $rating, 'body' => $body], OrderReviews::rules());

        return $this->ordering(fn () => app(OrderReviews::class)->submit($reference, $this->context->token, $productId, $rating, $body, $this->context->locale));
    }

    public function payOrder(string $reference): string
    {
        return $this->ordering(fn (Orders $orders) => $orders->pay($reference, $this->context->token, $this->context->locale))['redirect_url'];
    }

    public function changeOrderPaymentType(string $reference, PaymentType $paymentType, ?int $changeFrom): Data\OrderRecord
    {
        return $this->ordering(fn (Orders $orders) => $orders->changePaymentType($reference, $this->context->token, $paymentType, $changeFrom, $this->context->locale));
    }

    public function confirmPayment(string $transactionId, string $orderCode): Data\PaymentConfirmation
    {
        return $this->ordering(fn (Orders $orders) => $orders->confirmPayment($transactionId, $orderCode, $this->context->locale));
    }

    /** Run a call of the orders backend with the port's exceptions: 401, 404, 422 and an unavailable card provider.
     *  @template T
     *
     *  @param  Closure(Orders): T  $callback
     *  @return T */
    private function ordering(Closure $callback): mixed
    {
        try {
            return $this->call(fn () => $callback(app(Orders::class)));
        } catch (InvalidTokenException $e) {
            throw new UnauthorizedException($e->getMessage(), 401, $e);
        } catch (IlluminateValidationException $e) {
            throw new ValidationException($e->getMessage(), array_map(array_values(...), $e->errors()));
        } catch (PaymentGatewayException $e) {
            throw new UpstreamException('The card payment provider failed: '.$e->getMessage(), 0, $e);
        } catch (UnpaidCardLimitException $e) {
            throw new TooManyRequestsException($e->getMessage(), $e->retryAfter, UnpaidCardLimitException::FIELD);
        }
    }

    /** The customer holding ShopContext::$token. @throws UnauthorizedException */
    private function customer(): Customer
    {
        $customer = $this->call(fn () => app(Accounts::class)->customerForToken($this->context->token));
        if ($customer === null) {
            throw new UnauthorizedException('The bearer token is missing, revoked or expired.');
        }

        return $customer;
    }

    /** Validate like the API's FormRequests; failures become the port's ValidationException.
     *  @param  array<string, mixed>  $input
     *  @param  array<string, mixed>  $rules */
    private function validated(array $input, array $rules): void
    {
        $this->inContextLocale(function () use ($input, $rules) {
            $validator = Validator::make($input, $rules);
            if ($validator->fails()) {
                throw new ValidationException($validator->errors()->first() ?: 'The given data was invalid.', array_map(array_values(...), $validator->errors()->toArray()));
            }
        });
    }

    /** Messages in the language of the call (as the API's Accept-Language would give them).
     *  @template T
     *
     *  @param  Closure(): T  $callback
     *  @return T */
    private function inContextLocale(Closure $callback): mixed
    {
        $translator = app('translator');
        $previous = $translator->getLocale();
        $translator->setLocale($this->context->locale);
        try {
            return $callback();
        } finally {
            $translator->setLocale($previous);
        }
    }

    /** Run a backend call, translating its failures into the port's exceptions.
     *  @template T
     *
     *  @param  Closure(): T  $callback
     *  @return T */
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
