<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Requests\Staff\Couriers\AssignCourierRequest;
use App\Models\Delivery;
use App\Models\Order;
use App\Models\StaffMember;
use App\Staff\Couriers\CourierBoard;
use App\Staff\Couriers\Dispatch;
use Illuminate\Http\JsonResponse;
use Illuminate\Support\Facades\Gate;
use Illuminate\Validation\ValidationException;

/**
 * The courier of a delivery order, a singleton of the order (JSON, from the board and the order page): given to a
 * courier on shift (PUT; 409 naming who has it when someone was first), taken back before pick-up (DELETE).
 */
class OrderCourierController extends Controller
{
    public function __construct(private Dispatch $dispatch) {}

    public function update(AssignCourierRequest $request, Order $order): JsonResponse
    {
        $courier = StaffMember::query()->find($request->courierId());
        if ($courier === null) {
            throw ValidationException::withMessages(['courier_id' => __('couriers.not_courier')]);
        }
        $this->dispatch->assign($order, $courier);

        return $this->answer($order, 'assigned', ['courier' => $courier->name]);
    }

    public function destroy(Order $order): JsonResponse
    {
        Gate::authorize('dispatch', $order);
        $open = Delivery::openQuery()->where('order_id', $order->id)->first();
        if ($open !== null) {
            $this->dispatch->release($open);
        }

        return $this->answer($order, 'released');
    }

    /** @param  array<string, string>  $replace */
    private function answer(Order $order, string $message, array $replace = []): JsonResponse
    {
        $order->unsetRelation('deliveries');

        return response()->json([
            'message' => __('couriers.'.$message, ['number' => $order->number] + $replace),
            'delivery' => CourierBoard::ofTicket($order->refresh()),
        ]);
    }
}
