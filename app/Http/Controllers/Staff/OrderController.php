<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Models\Customer;
use App\Models\Order;
use App\Shop\Customers\PhoneNumber;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Privacy\AccountDeletion;
use App\Staff\Actor;
use App\Staff\Board\BoardTickets;
use App\Staff\Couriers\CourierBoard;
use App\Staff\Couriers\CourierOnShift;
use App\Staff\Kitchens\RestaurantScope;
use App\Staff\Orders\OrderDetails;
use App\Staff\Orders\OrderRow;
use App\Staff\Orders\OrdersPage;
use App\Staff\Orders\OrderTransfer;
use App\Staff\StaffRoutes;
use Carbon\CarbonImmutable;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Gate;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/** Finding orders (by number or phone, status, day) and one order's page with everything staff may do to it. */
class OrderController extends Controller
{
    private const PER_PAGE = 50;

    public function __construct(private Actor $actor, private OrderDetails $details, private RestaurantScope $scope, private OrderTransfer $transfer) {}

    public function index(Request $request): InertiaResponse
    {
        Gate::authorize('viewAny', Order::class);
        $query = trim(mb_substr((string) $request->query('q', ''), 0, 40));
        $status = OrderStatus::tryFrom((string) $request->query('status', ''));
        $date = (string) $request->query('date', '');
        $day = preg_match('/^\d{4}-\d{2}-\d{2}$/', $date) === 1 ? CarbonImmutable::createFromFormat('!Y-m-d', $date, config('shop.ordering.timezone')) : null;
        $page = max(1, min(1000, (int) $request->query('page', '1')));
        $digits = (string) preg_replace('/\D/', '', $query);
        // A whole phone in any spelling finds its orders by the E.164 digits they are kept in; a part of one by its end.
        $phone = PhoneNumber::parse($query);

        $restaurant = $request->query('restaurant');
        $restaurant = is_string($restaurant) && preg_match('/^[1-9]\d{0,9}$/', $restaurant) === 1 ? (int) $restaurant : null;

        // A kitchen finds only its restaurants' live orders, by number only (App\Staff\Kitchens\RestaurantScope): the
        // phones and addresses of closed orders are not its business. The filter narrows to one restaurant.
        $member = $this->actor->member ?? abort(403);
        $kitchen = RestaurantScope::closedHidden($member);
        $orders = $this->scope->orders(Order::query(), $member, $restaurant)
            ->when($kitchen, fn (Builder $q) => $q->whereNotIn('status', [OrderStatus::Completed->value, OrderStatus::Cancelled->value]))
            ->when($query !== '', fn (Builder $q) => $q->where(function (Builder $q) use ($query, $digits, $phone, $kitchen) {
                $q->where('number', strtoupper($query))->orWhere('number', config('shop.ordering.number_prefix').$digits);
                if ($kitchen) {
                    return;
                }
                if ($phone !== null) {
                    $q->orWhere('phone', $phone->digits);
                } elseif (strlen($digits) >= 4) {
                    // The end of a number: no index can serve it, the newest orders are walked until a page is full.
                    $q->orWhere('phone', 'like', '%'.$digits);
                }
            }))
            ->when($status, fn (Builder $q, OrderStatus $s) => $q->where('status', $s->value))
            ->when($day, fn (Builder $q, CarbonImmutable $d) => $q->whereBetween('created_at', [
                $d->setTimezone(config('app.timezone'))->format('Y-m-d H:i:s'),
                $d->addDay()->setTimezone(config('app.timezone'))->subSecond()->format('Y-m-d H:i:s'),
            ]))
            ->with('restaurant')
            ->orderByDesc('created_at')->orderByDesc('id')
            ->forPage($page, self::PER_PAGE + 1)
            // The columns of a row (OrderRow), not the address, lines' totals and notes a full page of orders would drag along.
            ->get(['id', 'number', 'created_at', 'status', 'payment_status', 'payment_type', 'order_type', 'restaurant_id', 'name', 'phone', 'total']);

        return Inertia::render('staff/orders/index', new OrdersPage(
            filters: ['q' => $query, 'status' => $status, 'date' => $day?->format('Y-m-d'), 'restaurant' => $restaurant, 'page' => $page],
            restaurants: $this->scope->restaurants($this->actor->member ?? abort(403), app()->getLocale()),
            hasMore: $orders->count() > self::PER_PAGE,
            orders: array_values($orders->take(self::PER_PAGE)->map(fn (Order $o) => new OrderRow(
                number: (string) $o->number,
                placed_at: BoardTickets::instant($o->created_at),
                status: $o->status,
                payment_status: $o->payment_status,
                payment_type: $o->payment_type,
                order_type: $o->order_type,
                restaurant: $o->restaurant?->translate('name', app()->getLocale()),
                name: $o->name,
                phone: $o->phone,
                total: $o->total,
            ))->all()),
        ));
    }

    public function show(Order $order): InertiaResponse
    {
        Gate::authorize('view', $order);

        return Inertia::render('staff/orders/show', [
            'order' => $this->details->for($order, $this->actor->member ?? abort(403), app()->getLocale()),
            'cancellationReasons' => config('shop.staff.cancellation_reasons'),
            // Another restaurant to move the order to (operators and managers, while it is still in the kitchen).
            'transfer' => ($this->actor->member ?? abort(403))->can('moveRestaurant', $order) && OrderTransfer::movable($order)
                ? $this->transfer->candidates($order)->map(fn ($r) => ['id' => $r->id, 'name' => (string) $r->translate('name', app()->getLocale())])->values()->all()
                : null,
            // A manager may delete the customer's account on their written request (docs/privacy.md).
            'customerDeletion' => $order->customer_id !== null && $this->actor->member->can('staff.customer-data')
                && ($customer = Customer::query()->whereKey($order->customer_id)->whereNull('deleted_at')->first()) !== null
                ? ['url' => StaffRoutes::url('customers.destroy', ['customer' => $customer->id]), 'open_orders' => app(AccountDeletion::class)->openOrders($customer)]
                : null,
            // Its fiscal receipts, sales and returns (docs/fiscal.md), and whether the shop issues any.
            'fiscalReceipts' => \App\Shop\Fiscal\StaffReceipt::of($order->id),
            'fiscalOff' => config('shop.fiscal.driver') === 'off',
            // Couriers on shift at the order's restaurant, to give a delivery to (components/staff/courier-dispatch).
            'couriers' => $order->isDelivery() && $this->actor->member->can('dispatch', $order)
                ? array_values(array_filter(app(CourierBoard::class)->onShift($this->actor->member), fn (CourierOnShift $c) => $c->restaurant_id === $order->restaurant_id))
                : null,
        ]);
    }
}
