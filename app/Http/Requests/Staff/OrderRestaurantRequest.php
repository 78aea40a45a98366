<?php

namespace App\Http\Requests\Staff;

use App\Models\Order;
use App\Models\Restaurant;
use App\Staff\Orders\OrderTransfer;
use Closure;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Support\Facades\Gate;

/**
 * Move an order to another restaurant (OrderTransfer): restaurant_id must be one the order may go to (it delivers to
 * the order's kind of order, it is not the order's own), the order must still be in the kitchen, and every dish of the
 * order must be on sale there; each refusal is a message on restaurant_id.
 */
class OrderRestaurantRequest extends FormRequest
{
    public function authorize(): bool
    {
        Gate::authorize('moveRestaurant', $this->order());

        return true;
    }

    /** @return array<string, mixed> */
    public function rules(): array
    {
        return [
            'restaurant_id' => ['bail', 'required', 'integer', function (string $attribute, mixed $value, Closure $fail) {
                $order = $this->order();
                $transfer = app(OrderTransfer::class);
                if (! OrderTransfer::movable($order)) {
                    $fail(__('staff.transfer.not_movable', ['number' => $order->number]));

                    return;
                }
                $restaurant = $transfer->candidates($order)->firstWhere('id', (int) $value);
                if (! $restaurant instanceof Restaurant) {
                    $fail(__('staff.transfer.not_eligible'));

                    return;
                }
                $blocked = $transfer->blockedDishes($order, $restaurant, app()->getLocale());
                if ($blocked !== []) {
                    $fail(__('staff.transfer.stopped', ['restaurant' => $restaurant->translate('name', app()->getLocale()), 'dishes' => implode(', ', $blocked)]));
                }
            }],
        ];
    }

    public function order(): Order
    {
        $order = $this->route('order');
        assert($order instanceof Order);

        return $order;
    }

    public function restaurant(): Restaurant
    {
        return Restaurant::query()->findOrFail((int) $this->validated('restaurant_id'));
    }
}
