<?php

namespace App\Http\Requests\Staff;

use App\Http\Requests\Concerns\BoundedLists;
use App\Http\Requests\Concerns\CheckoutRules;
use App\Http\Requests\Concerns\CodesFromShop;
use App\Models\Order;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Gate;

/**
 * A staff correction of an order (PUT /staff/orders/{number}): its lines, the delivery address and the time, under the
 * storefront's own rules, limits and messages (CheckoutRules, as the phone order's request): the lines of the cart
 * (BoundedLists counts them first), the address fields of a delivery, a slot or "as soon as possible". The order's
 * type, customer and payment stay as they are (they come from the order, not the form).
 */
class OrderCorrectionRequest extends FormRequest
{
    use BoundedLists, CheckoutRules, CodesFromShop;

    /** The fields a correction may change; every other field of the checkout stays the order's. */
    private const FIELDS = ['region_id', 'street', 'house', 'entrance', 'floor', 'apartment', 'courier_comment', 'lat', 'lng', 'slot'];

    public function authorize(): bool
    {
        return Gate::allows('correct', $this->order());
    }

    public function order(): Order
    {
        $order = $this->route('order');

        return $order instanceof Order ? $order : abort(404);
    }

    protected function prepareForValidation(): void
    {
        // The rules of a delivery's address apply to a delivery only (exclude_unless:order_type,delivery).
        $this->merge(['order_type' => $this->order()->order_type->value]);
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        $form = $this->formRules(complete: true);

        return [
            'order_type' => ['required', 'string'],
            'items' => ['required', 'array', 'min:1', 'max:'.(int) config('shop.ordering.max_lines')],
            // What the form was opened on (OrderCorrections::basis): a correction of an order changed since is refused.
            'basis' => ['nullable', 'string', 'max:64'],
        ] + $this->itemRules() + array_intersect_key($form, array_flip(self::FIELDS));
    }

    /** The validated correction as OrderCorrections reads it (the storefront's shape: items, address fields, slot).
     *  @return array<string, mixed> */
    public function correction(): array
    {
        $basis = $this->validated('basis');

        return array_intersect_key($this->checkout(), array_flip([...self::FIELDS, 'items'])) + ['slot' => null]
            + (is_string($basis) && $basis !== '' ? ['basis' => $basis] : []);
    }
}
