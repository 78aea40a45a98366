<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Staff\Concerns\RedirectsWithToast;
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
use App\Staff\Toast;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;

/**
 * The actions on one order. Each names what the staff member saw (status or payment status). The board calls them as
 * JSON (a changed order answers 409 with a message, a move the machine does not allow 422, a role that may not 403,
 * a provider failure 502); the order page sends them as Inertia forms, which come back to the page with a toast (a
 * conflict or a provider failure as an error toast, a refusal with the errors bag).
 */
class OrderActionController extends Controller
{
    use RedirectsWithToast;

    public function __construct(private OrderActions $actions, private BoardTickets $tickets, private Actor $actor) {}

    public function move(MoveOrderRequest $request, Order $order): JsonResponse|RedirectResponse
    {
        $order = $this->actions->move($order, $request->seen(), $request->to());

        return $this->answer($request, $order, 'order_moved', ['status' => __('staff.status.'.$order->status->value)]);
    }

    public function cancel(CancelOrderRequest $request, Order $order): JsonResponse|RedirectResponse
    {
        return $this->answer($request, $this->actions->cancel($order, $request->seen(), $request->validated('reason'), $request->validated('note')), 'order_cancelled');
    }

    public function paid(MarkPaidRequest $request, Order $order): JsonResponse|RedirectResponse
    {
        return $this->answer($request, $this->actions->markPaid($order, $request->seen()), 'order_paid');
    }

    public function refund(RefundRequest $request, Order $order): JsonResponse|RedirectResponse
    {
        $refund = $this->actions->refund($order, $request->lines(), $request->validated('reason'));
        $checking = $refund->status === RefundChecks::CHECKING;
        if (Toast::wanted($request)) {
            $amount = Money::format($refund->amount, app()->getLocale());

            Toast::success($checking ? __('staff.refund.checking', ['amount' => $amount]) : __('staff.toast.refund_done', ['amount' => $amount]));

            return back(303);
        }

        // 202: the provider's answer was lost; a job checks with the provider and completes only what is missing.
        return response()->json([
            'refund' => ['amount' => $refund->amount, 'status' => $refund->status],
            'message' => $checking ? __('staff.refund.checking', ['amount' => Money::format($refund->amount, app()->getLocale())]) : null,
            'order' => $this->tickets->ticket($order->refresh(), $this->actor->member ?? abort(403), app()->getLocale()),
        ], $checking ? 202 : 200);
    }

    /**
     * @param  array<string, string>  $replace
     */
    private function answer(Request $request, Order $order, string $toast, array $replace = []): JsonResponse|RedirectResponse
    {
        if (Toast::wanted($request)) {
            return $this->savedBack($toast, ['number' => (string) $order->number] + $replace);
        }

        return response()->json(['order' => $this->tickets->ticket($order->refresh(), $this->actor->member ?? abort(403), app()->getLocale())]);
    }
}
