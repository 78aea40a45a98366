<?php

namespace App\Staff\Orders;

use App\Models\Order;
use App\Staff\Toast;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use RuntimeException;

/**
 * A staff action on an order that someone else changed first (the status the client saw is not the order's
 * status any more), or that another staff action holds right now: 409 with a message in the request's language
 * and the order's statuses as they are.
 */
class OrderConflict extends RuntimeException
{
    public function __construct(string $message, public readonly Order $order)
    {
        parent::__construct($message);
    }

    public static function stale(Order $order): self
    {
        return new self(__('staff.order.stale', ['number' => $order->number, 'status' => __('staff.status.'.$order->status->value)]), $order);
    }

    public static function stalePayment(Order $order): self
    {
        return new self(__('staff.order.stale_payment', ['number' => $order->number, 'status' => __('staff.payment_status.'.$order->payment_status->value)]), $order);
    }

    public static function busy(Order $order): self
    {
        return new self(__('staff.order.busy', ['number' => $order->number]), $order);
    }

    /** A JSON call gets the status with the message; an Inertia form goes back to its page with the message as an error toast. */
    public function render(Request $request): JsonResponse|RedirectResponse
    {
        if (Toast::wanted($request)) {
            Toast::error($this->getMessage());

            return back(303);
        }

        return response()->json([
            'message' => $this->getMessage(),
            'order' => ['number' => $this->order->number, 'status' => $this->order->status->value, 'payment_status' => $this->order->payment_status->value],
        ], 409);
    }
}
