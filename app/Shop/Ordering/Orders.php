<?php

namespace App\Shop\Ordering;

use App\Models\Customer;
use App\Models\Order;
use App\Models\Payment;
use App\Models\Region;
use App\Models\Restaurant;
use App\Shop\Payments\PaymentClosedException;
use App\Shop\Payments\PaymentGatewayException;
use App\Shop\Payments\Payments;
use App\ShopApi\Data\CheckoutQuote;
use App\ShopApi\Data\CheckoutSlots;
use App\ShopApi\Data\OrderPage;
use App\ShopApi\Data\OrderRecord;
use App\ShopApi\Data\PaymentConfirmation;
use App\ShopApi\Data\PlacedOrderRecord;
use Carbon\CarbonImmutable;
use Illuminate\Database\Eloquent\ModelNotFoundException;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/**
 * The embedded backend's checkout and orders, as the records of the shop API (App\ShopApi\Data, in one language):
 * the API's controllers answer them as JSON, LocalShopApi hands them to the storefront as they are.
 * The caller is a bearer token or nobody (a guest).
 *
 * Failures: InvalidTokenException (a token that is not valid: 401), ModelNotFoundException (404),
 * ValidationException (422 per field), IdempotencyConflictException (422 on idempotency_key),
 * PaymentGatewayException (the card provider failed: 502).
 */
class Orders
{
    public function __construct(
        private Checkout $checkout,
        private Slots $slots,
        private OrderPlacement $placement,
        private OrderLookup $lookup,
        private OrderPayload $payload,
        private Payments $payments,
        private OrderLifecycle $lifecycle,
        private Eta $eta,
    ) {}

    /** @param  array<string, mixed>  $input */
    public function quote(array $input, ?string $token, string $locale): CheckoutQuote
    {
        return $this->checkout->quote($input, CustomerToken::customer($token), $locale, CarbonImmutable::now())->record();
    }

    public function slots(OrderType $orderType, ?int $regionId, ?int $restaurantId, string $locale): CheckoutSlots
    {
        if ($orderType->isDelivery()) {
            $region = Region::query()->where('active', true)->with('restaurant')->find($regionId);
            if ($region?->restaurant === null) {
                throw ValidationException::withMessages(['region_id' => __('checkout.problems.region', [], $locale)]);
            }

            $now = CarbonImmutable::now();

            return CheckoutSlots::fromArray($this->slots->schedule($region->restaurant, $this->eta->minutes($region->restaurant, $region, $now), $now));
        }

        $restaurant = Restaurant::query()->where('pickup', true)->find($restaurantId)
            ?? throw ValidationException::withMessages(['restaurant_id' => __('checkout.problems.restaurant', [], $locale)]);

        $now = CarbonImmutable::now();

        return CheckoutSlots::fromArray($this->slots->schedule($restaurant, $this->eta->minutes($restaurant, null, $now), $now));
    }

    /** @param  array<string, mixed>  $input
     *  @param  string|null  $clientIp  the visitor's address: one address has at most one open unpaid card order */
    public function place(array $input, string $idempotencyKey, ?string $token, string $locale, ?string $clientIp = null): PlacedOrderRecord
    {
        try {
            $placed = $this->placement->place($input, $idempotencyKey, CustomerToken::customer($token), $locale, $clientIp);
        } catch (IdempotencyConflictException $e) {
            throw ValidationException::withMessages(['idempotency_key' => $e->getMessage()]);
        }

        return new PlacedOrderRecord($this->payload->full($placed->order, $locale), $placed->redirectUrl, $placed->created);
    }

    /** One page of the signed-in customer's orders, newest first (shop.account.orders_per_page), and where it is. */
    public function list(?string $token, string $locale, int $page = 1): OrderPage
    {
        $customer = $this->customer($token);
        $perPage = (int) config('shop.account.orders_per_page');
        $paginator = Order::query()->where('customer_id', $customer->id)->withSum('lines', 'quantity')
            ->latest()->orderByDesc('id')->paginate($perPage, ['*'], 'page', max(1, $page));

        return new OrderPage(array_values(array_map(fn (Order $order) => $this->payload->summary($order), $paginator->items())),
            $paginator->currentPage(), $perPage, $paginator->total(), $paginator->lastPage());
    }

    /** @throws ModelNotFoundException */
    public function find(string $reference, ?string $token, string $locale): OrderRecord
    {
        return $this->forCaller($this->order($reference, $token), $token, $locale);
    }

    /** The order for the caller: whole for its signed-in customer, masked for anyone else holding its link. */
    private function forCaller(Order $order, ?string $token, string $locale): OrderRecord
    {
        $full = $this->payload->full($order, $locale);
        $caller = CustomerToken::customer($token);

        return $caller !== null && $order->customer_id === $caller->id ? $full : $full->masked();
    }

    /**
     * The order's version: a hash of what the tracking page shows that can change (statuses, times, the row's last
     * write), read by its token in one query. Anything else than a token is not found.
     *
     * @throws ModelNotFoundException
     */
    public function version(string $token): string
    {
        if (preg_match(OrderLookup::TOKEN_PATTERN, $token) !== 1) {
            throw (new ModelNotFoundException)->setModel(Order::class);
        }
        // The fiscal receipts done count too: a receipt issued after the payment shows its link (docs/fiscal.md).
        $row = Order::query()->where('token', $token)->toBase()
            ->first(['id', 'status', 'payment_status', 'eta_at', 'cancellation_reason', 'updated_at', \Illuminate\Support\Facades\DB::raw("(select count(*) from fiscal_receipts where fiscal_receipts.order_id = orders.id and fiscal_receipts.status = 'done') as receipts")])
            ?? throw (new ModelNotFoundException)->setModel(Order::class);

        return substr(sha1(json_encode((array) $row, JSON_THROW_ON_ERROR)), 0, 20);
    }

    /** Open a new card payment for an order that is still to be paid online. A payment order still open with the
     *  provider is asked about first: paid there, the order is marked paid and nothing new opens; otherwise it is
     *  cancelled with the provider, so that the order never has two payment orders the customer could both pay.
     *
     *  @return array{redirect_url: string} */
    public function pay(string $reference, ?string $token, string $locale): array
    {
        $order = $this->order($reference, $token);
        $this->refuseUnlessPayable($order, $locale);
        if ($this->payments->settleOpen($order)) {
            $this->refuseUnlessPayable($order->refresh(), $locale);
        }

        try {
            return ['redirect_url' => $this->payments->start($order->refresh())->redirect_url];
        } catch (PaymentClosedException) {
            $this->refuseUnlessPayable($order->refresh(), $locale);
            throw ValidationException::withMessages(['payment_type' => __('checkout.payment.closed', [], $locale)]);
        }
    }

    /** Pay an unpaid card order in cash or by card to the courier instead. The card payment still open with the
     *  provider is closed first (found paid there: the switch is refused, the courier collects nothing); the order's
     *  row is then locked and read again, so a payment confirmed meanwhile is never undone. */
    public function changePaymentType(string $reference, ?string $token, PaymentType $paymentType, ?int $changeFrom, string $locale): OrderRecord
    {
        $order = $this->order($reference, $token);
        $this->refuseUnlessPayable($order, $locale);
        // A paid order that owes a difference (a staff correction raised it) pays it by card, not in cash.
        if ($order->payment_status === PaymentStatus::Paid) {
            throw ValidationException::withMessages(['payment_type' => __('checkout.payment.already_paid', [], $locale)]);
        }
        if ($paymentType->takesChange() && $changeFrom !== null && $changeFrom < $order->total) {
            throw ValidationException::withMessages(['change_from' => __('checkout.problems.change_from', ['amount' => Money::format($order->total, $locale)], $locale)]);
        }
        if ($this->payments->settleOpen($order)) {
            $this->refuseUnlessPayable($order->refresh(), $locale);
        }

        $switched = DB::transaction(function () use ($order, $paymentType, $changeFrom, $locale) {
            $locked = Order::lockRow($order->id);
            // Paid, cancelled or given a new payment order since it was read: nothing changes.
            $this->refuseUnlessPayable($locked, $locale);
            if ($locked->payment_status === PaymentStatus::Paid) {
                throw ValidationException::withMessages(['payment_type' => __('checkout.payment.already_paid', [], $locale)]);
            }
            if ($locked->payments()->where('status', Payment::PENDING)->exists()) {
                throw ValidationException::withMessages(['payment_type' => __('checkout.payment.in_progress', [], $locale)]);
            }
            $locked->update(['payment_type' => $paymentType, 'change_from' => $paymentType->takesChange() ? $changeFrom : null]);
            if ($locked->payment_status !== PaymentStatus::Unpaid) {
                $this->lifecycle->changePaymentStatus($locked, PaymentStatus::Unpaid, "switched to {$paymentType->value}");
            }

            return $locked;
        });

        return $this->forCaller($switched->refresh(), $token, $locale);
    }

    /** 422 on payment_type, saying why, unless the order can still be paid by card or switched to cash. */
    private function refuseUnlessPayable(Order $order, string $locale): void
    {
        if (Payments::payable($order)) {
            return;
        }
        $why = match (true) {
            ! $order->isPaidOnline() => 'not_online',
            in_array($order->payment_status, [PaymentStatus::Paid, PaymentStatus::Refunded], true) => 'already_paid',
            $order->status === OrderStatus::Cancelled || $order->status === OrderStatus::Completed => 'closed',
            Payments::overdue($order) => 'expired',
            default => 'closed',
        };

        throw ValidationException::withMessages(['payment_type' => __("checkout.payment.$why", ['minutes' => config('shop.ordering.unpaid_ttl_minutes')], $locale)]);
    }

    /** Check a transaction named by the provider's redirect; unknown order codes change nothing. */
    public function confirmPayment(string $transactionId, string $orderCode, string $locale): PaymentConfirmation
    {
        $check = $this->payments->confirm($transactionId, $orderCode);

        // The order (its token, name and phone) is answered only for a transaction the provider confirmed is its own.
        return $check?->verified ? new PaymentConfirmation($this->payload->full($check->order, $locale), true) : new PaymentConfirmation(null, false);
    }

    private function customer(?string $token): Customer
    {
        return CustomerToken::customer($token) ?? throw new InvalidTokenException('A bearer token is required.');
    }

    private function order(string $reference, ?string $token): Order
    {
        return $this->lookup->find($reference, CustomerToken::customer($token))
            ?? throw (new ModelNotFoundException)->setModel(Order::class, [$reference]);
    }
}
