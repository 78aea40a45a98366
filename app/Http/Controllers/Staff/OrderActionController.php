<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Requests\Staff\CancelOrderRequest;
use App\Http\Requests\Staff\MarkPaidRequest;
use App\Http\Requests\Staff\MoveOrderRequest;
use App\Http\Requests\Staff\RefundRequest;
use App\Models\Order;
use App\Shop\Ordering\Money;
use App\Shop\Payments\RefundChecks;
use App\Staff\Actor;
use App\Staff\Board\BoardTickets;
use App\Staff\Orders\OrderActions;
use Illuminate\Http\JsonResponse;

/**
 * The JSON actions on one order. Each names what the staff member saw (status or payment status): a changed order
 * answers 409 with a message, a move the machine does not allow 422, a role that may not 403, a provider failure 502.
 */
class OrderActionController extends Controller
{
    public function __construct(private OrderActions $actions, private BoardTickets $tickets, private Actor $actor) {}

    public function move(MoveOrderRequest $request, Order $order): JsonResponse
    {
        return $this->ticket($this->actions->move($order, $request->seen(), $request->to()));
    }

    public function cancel(CancelOrderRequest $request, Order $order): JsonResponse
    {
        return $this->ticket($this->actions->cancel($order, $request->seen(), $request->validated('reason'), $request->validated('note')));
    }

    public function paid(MarkPaidRequest $request, Order $order): JsonResponse
    {
        return $this->ticket($this->actions->markPaid($order, $request->seen()));
    }

    public function refund(RefundRequest $request, Order $order): JsonResponse
    {
        $refund = $this->actions->refund($order, $request->lines(), $request->validated('reason'));
        $checking = $refund->status === RefundChecks::CHECKING;

        // 202: the provider's answer was lost; a job checks with the provider and completes only what is missing.
        return response()->json([
            'refund' => ['amount' => $refund->amount, 'status' => $refund->status],
            'message' => $checking ? __('staff.refund.checking', ['amount' => Money::format($refund->amount, app()->getLocale())]) : null,
            'order' => $this->tickets->ticket($order->refresh(), $this->actor->member, app()->getLocale()),
        ], $checking ? 202 : 200);
    }

    private function ticket(Order $order): JsonResponse
    {
        return response()->json(['order' => $this->tickets->ticket($order->refresh(), $this->actor->member, app()->getLocale())]);
    }
}
