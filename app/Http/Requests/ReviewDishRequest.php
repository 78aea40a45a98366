<?php

namespace App\Http\Requests;

use App\Shop\Reviews\OrderReviews;
use Illuminate\Foundation\Http\FormRequest;

/** One dish of a delivered order rated: product_id, rating 1–5, an optional text (shop.reviews.max_text). */
class ReviewDishRequest extends FormRequest
{
    /** @return array<string, mixed> */
    public function rules(): array
    {
        return OrderReviews::rules();
    }

    /** @return array<string, string> */
    public function messages(): array
    {
        return [
            'product_id.*' => __('reviews.product_id'),
            'rating.*' => __('reviews.rating'),
            'body.*' => __('reviews.body', ['max' => OrderReviews::maxText()]),
        ];
    }

    public function productId(): int
    {
        return (int) $this->validated('product_id');
    }

    public function rating(): int
    {
        return (int) $this->validated('rating');
    }

    public function body(): ?string
    {
        $body = $this->validated('body');

        return is_string($body) && trim($body) !== '' ? $body : null;
    }
}
