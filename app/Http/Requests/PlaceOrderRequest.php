<?php

namespace App\Http\Requests;

use App\Http\Requests\Concerns\BoundedLists;
use App\Http\Requests\Concerns\CheckoutRules;
use App\Http\Requests\Concerns\CodesFromPort;
use App\Shop\Ordering\OrderLookup;
use Illuminate\Foundation\Http\FormRequest;

/** An order to place: the cart, where and when, who, how to pay; and the Idempotency-Key header that makes it once. */
class PlaceOrderRequest extends FormRequest
{
    use BoundedLists, CheckoutRules, CodesFromPort;

    /** What an Idempotency-Key may be (the orders limiter reads the header with the same pattern). */
    public const IDEMPOTENCY_KEY = '/^[A-Za-z0-9_-]{8,100}$/';

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'idempotency_key' => ['required', 'string', 'regex:'.self::IDEMPOTENCY_KEY],
            'items' => ['required', 'array', 'min:1', 'max:'.(int) config('shop.ordering.max_lines')],
            // The token of the browser's last order (its order_id cookie): that order, if still open, is replaced.
            'replaces' => ['nullable', 'string', 'regex:'.OrderLookup::TOKEN_PATTERN],
        ] + $this->itemRules() + $this->formRules(complete: true);
    }

    /** The header is validated with the body, so a missing key answers 422 like any other field.
     *  @return array<string, mixed> */
    public function validationData(): array
    {
        return $this->all() + ['idempotency_key' => $this->header('Idempotency-Key')];
    }

    public function idempotencyKey(): string
    {
        return (string) $this->header('Idempotency-Key');
    }
}
