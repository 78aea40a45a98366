<?php

namespace App\Http\Requests;

use App\Http\Requests\Concerns\BoundedLists;
use App\Http\Requests\Concerns\CheckoutRules;
use App\Http\Requests\Concerns\CodesFromPort;
use Illuminate\Foundation\Http\FormRequest;

/** A checkout form to price as it stands: the cart is needed, every other field may still be empty. */
class CheckoutQuoteRequest extends FormRequest
{
    use BoundedLists, CheckoutRules, CodesFromPort;

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return ['items' => ['present', 'array', 'max:'.(int) config('shop.ordering.max_lines')]] + $this->itemRules() + $this->formRules(complete: false);
    }
}
