<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Requests\Staff\OrderCorrectionRequest;
use App\Models\Order;
use App\Staff\Actor;
use App\Staff\Orders\OrderCorrections;
use App\Staff\Orders\PhoneOrders;
use App\Staff\StaffRoutes;
use App\Staff\Toast;
use Carbon\CarbonImmutable;
use Illuminate\Http\RedirectResponse;
use Illuminate\Support\Facades\Gate;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/** Correcting an order before cooking (GET /staff/orders/{number}/edit, PUT /staff/orders/{number}): operators and managers. */
class OrderCorrectionController extends Controller
{
    public function __construct(private OrderCorrections $corrections, private PhoneOrders $phoneOrders, private Actor $actor) {}

    public function edit(Order $order): InertiaResponse|RedirectResponse
    {
        Gate::authorize('correct', $order);
        $show = StaffRoutes::url('orders.show', ['order' => (string) $order->number]);
        if (! OrderCorrections::correctable($order)) {
            Toast::error(__('staff.correct.not_correctable', ['number' => $order->number]));

            return redirect($show, 303);
        }
        $choices = $this->phoneOrders->choices(app()->getLocale(), CarbonImmutable::now());

        return Inertia::render('staff/orders/edit', [
            'menu' => $choices['menu'],
            'regions' => $choices['regions'],
            'restaurants' => $choices['restaurants'],
            'kitchens' => $choices['kitchens'],
            'bounds' => $choices['bounds'],
            'order' => [
                'number' => $order->number,
                'status' => $order->status->value,
                'order_type' => $order->order_type->value,
                'payment_type' => $order->payment_type->value,
                'payment_status' => $order->payment_status->value,
                'restaurant_id' => $order->restaurant_id,
                'total' => $order->total,
                'promo_code' => $order->promoCode?->code,
                'values' => OrderCorrections::formValues($order),
                'basis' => OrderCorrections::basis($order),
            ],
        ]);
    }

    public function update(OrderCorrectionRequest $request, Order $order): RedirectResponse
    {
        $result = $this->corrections->correct($order, $request->correction(), $this->actor->member ?? abort(403));
        $order->refresh();
        $number = (string) $order->number;
        $message = $result['changed']
            ? __('staff.toast.order_corrected', ['number' => $number, 'amount' => OrderCorrections::totalText($order)])
            : __('staff.toast.order_unchanged', ['number' => $number]);
        if ($result['promo_dropped'] !== null) {
            $message .= ' '.__('staff.correct.promo_dropped', ['promo' => $result['promo_dropped']]);
        }
        if ($result['refunded'] > 0) {
            $message .= ' '.__('staff.correct.refunded_difference', ['amount' => \App\Shop\Ordering\Money::format($result['refunded'], app()->getLocale())]);
        }
        if ($order->isPaidOnline() && $order->payment_status === \App\Shop\Ordering\PaymentStatus::Paid && ($due = \App\Shop\Payments\Payments::due($order)) > 0) {
            $message .= ' '.__('staff.correct.difference_due', ['amount' => \App\Shop\Ordering\Money::format($due, app()->getLocale())]);
        }
        if ($result['refund_error'] !== null) {
            Toast::error($message.' '.__('staff.correct.refund_failed', ['error' => $result['refund_error']]));
        } else {
            Toast::success($message);
        }

        return redirect(StaffRoutes::url('orders.show', ['order' => $number]), 303);
    }
}
