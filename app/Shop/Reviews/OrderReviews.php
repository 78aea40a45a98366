<?php

namespace App\Shop\Reviews;

use App\Models\Order;
use App\Models\OrderLine;
use App\Models\Product;
use App\Models\Review;
use App\Shop\Ordering\CustomerToken;
use App\Shop\Ordering\OrderLookup;
use App\Shop\Ordering\OrderStatus;
use App\ShopApi\Data\OrderReviewsRecord;
use Illuminate\Database\Eloquent\ModelNotFoundException;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/**
 * Reviews after the order: whoever may read an order (its token, or its number with its customer's bearer token) may
 * rate each dish of it once the order was delivered (here: completed; a delivery is completed when the courier hands
 * it over), 1–5 with an optional text of at most shop.reviews.max_text characters, once per dish per order (a unique
 * index holds it under races too). A new review waits in the staff queue: only published reviews reach the product's
 * review list and its rating.
 */
class OrderReviews
{
    /** The statuses after which an order's dishes may be rated. */
    public const REVIEWABLE = [OrderStatus::Completed];

    public function __construct(private OrderLookup $lookup) {}

    /** The rules of one review (the API's FormRequest and the in-process adapter use these).
     *  @return array<string, mixed> */
    public static function rules(): array
    {
        return [
            'product_id' => ['required', 'integer', 'min:1', 'max:2147483647'],
            'rating' => ['required', 'integer', 'min:1', 'max:5'],
            'body' => ['nullable', 'string', 'max:'.self::maxText()],
        ];
    }

    public static function maxText(): int
    {
        return max(1, (int) config('shop.reviews.max_text'));
    }

    /** What the customer may rate in this order, and what they already did.
     *
     * @throws ModelNotFoundException */
    public function forOrder(string $reference, ?string $token, string $locale): OrderReviewsRecord
    {
        return $this->payload($this->order($reference, $token), $locale);
    }

    /** Rate one dish of the order.
     *
     * @throws ModelNotFoundException|ValidationException */
    public function submit(string $reference, ?string $token, int $productId, int $rating, ?string $body, string $locale): OrderReviewsRecord
    {
        $order = $this->order($reference, $token);
        if (! in_array($order->status, self::REVIEWABLE, true)) {
            throw ValidationException::withMessages(['product_id' => __('reviews.not_yet', [], $locale)]);
        }
        $line = $order->lines()->where('product_id', $productId)->first();
        if ($line === null || ! Product::query()->whereKey($productId)->exists()) {
            throw ValidationException::withMessages(['product_id' => __('reviews.not_in_order', [], $locale)]);
        }
        $duplicate = fn () => ValidationException::withMessages(['product_id' => __('reviews.already', ['name' => $line->translatedName($locale)], $locale)]);
        if (Review::query()->where('order_id', $order->id)->where('product_id', $productId)->exists()) {
            throw $duplicate();
        }

        try {
            DB::transaction(fn () => Review::query()->create([
                'product_id' => $productId,
                'order_id' => $order->id,
                'customer_id' => $order->customer_id,
                'author' => mb_substr(trim($order->name) !== '' ? trim($order->name) : __('reviews.anonymous', [], $locale), 0, 100),
                'rating' => $rating,
                'body' => trim((string) $body),
                'locale' => $locale,
                'published' => false,
                'moderated_at' => null,
            ]));
        } catch (UniqueConstraintViolationException) {
            throw $duplicate(); // the same dish rated twice at once: the second is the duplicate
        }

        return $this->payload($order, $locale);
    }

    private function payload(Order $order, string $locale): OrderReviewsRecord
    {
        $existing = Product::query()->whereIn('id', $order->lines()->whereNotNull('product_id')->pluck('product_id'))->pluck('id')->map(fn ($id) => (int) $id)->all();
        $reviews = Review::query()->where('order_id', $order->id)->get()->keyBy('product_id');
        $dishes = [];
        foreach ($order->lines()->orderBy('id')->get() as $line) {
            /** @var OrderLine $line */
            $id = $line->product_id;
            if ($id === null || ! in_array($id, $existing, true) || isset($dishes[$id])) {
                continue;
            }
            $review = $reviews->get($id);
            $dishes[$id] = [
                'product_id' => $id,
                'name' => $line->translatedName($locale),
                'review' => $review === null ? null : ['rating' => $review->rating, 'body' => $review->body, 'status' => $review->status()],
            ];
        }

        return new OrderReviewsRecord(in_array($order->status, self::REVIEWABLE, true), self::maxText(), array_values($dishes));
    }

    private function order(string $reference, ?string $token): Order
    {
        return $this->lookup->find($reference, CustomerToken::customer($token))
            ?? throw (new ModelNotFoundException)->setModel(Order::class, [$reference]);
    }
}
