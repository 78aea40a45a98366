<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Controllers\Staff\Concerns\RedirectsWithToast;
use App\Http\Requests\Staff\PhoneOrderRequest;
use App\Models\Order;
use App\Shop\Ordering\IdempotencyConflictException;
use App\Shop\Payments\PaymentGatewayException;
use App\Staff\Actor;
use App\Staff\Orders\PhoneOrders;
use App\Staff\StaffRoutes;
use App\Staff\Toast;
use App\Support\FailureContext;
use Carbon\CarbonImmutable;
use Illuminate\Http\RedirectResponse;
use Illuminate\Support\Facades\Gate;
use Illuminate\Support\Str;
use Illuminate\Validation\ValidationException;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/** An order taken by phone (GET /staff/orders/create, POST /staff/orders): operators and managers. */
class PhoneOrderController extends Controller
{
    use RedirectsWithToast;

    public function __construct(private PhoneOrders $orders, private Actor $actor) {}

    public function create(): InertiaResponse
    {
        Gate::authorize('create', Order::class);

        return Inertia::render('staff/orders/create', $this->orders->choices(app()->getLocale(), CarbonImmutable::now()) + [
            // One key per opened form: a double submit (or a retry after a lost answer) places one order.
            'idempotencyKey' => (string) Str::uuid(),
        ]);
    }

    public function store(PhoneOrderRequest $request): RedirectResponse
    {
        try {
            [$placed, $sent] = $this->orders->take($request->order(), $request->idempotencyKey(), $request->language(), $this->actor->member ?? abort(403));
        } catch (IdempotencyConflictException $e) {
            throw ValidationException::withMessages(['idempotency_key' => $e->getMessage()]);
        } catch (PaymentGatewayException $e) {
            report(FailureContext::add($e, ['operation' => 'phone order: open the card payment', 'staff_member_id' => $this->actor->id()]));
            Toast::error(__('staff.phone.provider_failed'));

            return back(303);
        }

        $number = (string) $placed->order->number;
        $toast = match ($sent) {
            true => 'phone_order_link',
            false => 'phone_order_no_link',
            null => 'phone_order',
        };
        Toast::success(__('staff.toast.'.$toast, ['number' => $number]));

        return redirect(StaffRoutes::url('orders.show', ['order' => $number]), 303);
    }
}
