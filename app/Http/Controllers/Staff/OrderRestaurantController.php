<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Staff\Concerns\RedirectsWithToast;
use App\Http\Requests\Staff\OrderRestaurantRequest;
use App\Models\Order;
use App\Staff\Orders\OrderTransfer;
use Illuminate\Http\RedirectResponse;

/** The restaurant of an order, a singleton part of it: PUT moves the order to another restaurant (the order page's form). */
class OrderRestaurantController extends Controller
{
    use RedirectsWithToast;

    public function __construct(private OrderTransfer $transfer) {}

    public function update(OrderRestaurantRequest $request, Order $order): RedirectResponse
    {
        $restaurant = $request->restaurant();
        $this->transfer->move($order, $restaurant);

        return $this->savedBack('order_restaurant', ['number' => (string) $order->number, 'restaurant' => (string) $restaurant->translate('name', app()->getLocale())]);
    }
}
