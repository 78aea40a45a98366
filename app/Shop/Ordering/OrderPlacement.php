<?php

namespace App\Shop\Ordering;

use App\Mail\OrderPlaced;
use App\Models\Customer;
use App\Models\Modifier;
use App\Models\Order;
use App\Models\Payment;
use App\Models\Product;
use App\Models\PromoCode;
use App\Models\Restaurant;
use App\Shop\Dictionaries;
use App\Shop\Loyalty\Bonuses;
use App\Shop\Loyalty\InsufficientBonusesException;
use App\Shop\Payments\PaymentClosedException;
use App\Shop\Payments\PaymentGatewayException;
use App\Shop\Payments\Payments;
use App\Support\FailureContext;
use Carbon\CarbonImmutable;
use Illuminate\Database\UniqueConstraintViolationException;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Mail;
use Illuminate\Support\Str;
use Illuminate\Validation\ValidationException;
use InvalidArgumentException;
use Throwable;

/**
 * Places an order once per idempotency key. Everything is checked again at submit (Checkout::quote); the
 * order, its lines, its histories, the promo code's use and the bonus spend are written in one transaction,
 * so a refusal leaves nothing behind. Two submits with one key make one order: the second finds the first,
 * and when both pass the lookup together, the unique key in the database lets one insert win and the other
 * answers the winner. A card payment is opened after the commit (never holding a transaction over HTTP).
 * A promo code's limits (in all, and per customer or phone) are checked again inside the transaction.
 * A card order paid online replaces the customer's own open (unpaid) card order, never another's and never one
 * whose payment is in progress with the provider (UnpaidCardOrders), inside the new order's transaction, so a refusal
 * leaves it as it was; a phone, account or address over its limit of open card orders is refused (429).
 */
class OrderPlacement
{
    /** How long a repeated submit waits for the payment page that the first submit is opening. */
    private const PAYMENT_WAIT_SECONDS = 5;

    private const PAYMENT_WAIT_ATTEMPTS = 30;

    /** The queue connection of the shop's order mail when the default one cannot take it (the jobs table). */
    public const FALLBACK_QUEUE = 'database';

    /** A deadlock (PostgreSQL) ends the placing transaction: it is tried again, one order per key all the same. SQLite's
     *  writers never meet one: each waits its turn at BEGIN IMMEDIATE (App\Database\SqliteConnector). */
    private const TRANSACTION_ATTEMPTS = 5;

    public function __construct(
        private Checkout $checkout,
        private Slots $slots,
        private Bonuses $bonuses,
        private Payments $payments,
        private Dictionaries $dictionaries,
        private PromoCodes $promoCodes,
        private UnpaidCardOrders $unpaidCardOrders,
    ) {}

    /**
     * @param  array<string, mixed>  $input  validated checkout fields
     * @param  string|null  $clientIp  the visitor's address (request()->ip(): the storefront names it upstream)
     * @param  array<string, mixed>  $attributes  columns the caller sets on the new order (a phone order: taken_by_staff_id, and the caller's locale while $locale is the staff member's, for the messages)
     * @param  bool  $openPayment  false when the customer pays later from a link (a phone order): no payment page is opened now
     *
     * @throws ValidationException when a rule fails (per-field messages)
     * @throws IdempotencyConflictException when the key placed a different order
     * @throws PaymentGatewayException when the card order to replace cannot be settled with the provider (nothing is written)
     * @throws UnpaidCardLimitException over the limit of open card orders (nothing is written)
     */
    public function place(array $input, string $idempotencyKey, ?Customer $customer, string $locale, ?string $clientIp = null, array $attributes = [], bool $openPayment = true): PlacedOrder
    {
        $fingerprint = $this->fingerprint($input, $customer);
        if ($existing = Order::query()->where('idempotency_key', $idempotencyKey)->first()) {
            return $this->replay($existing, $fingerprint, $openPayment);
        }

        $clientKey = UnpaidCardOrders::clientKey($clientIp);
        $replacing = PaymentType::of($input['payment_type'] ?? null)?->isOnline()
            ? $this->unpaidCardOrders->settle($customer, is_string($input['replaces'] ?? null) ? $input['replaces'] : null)
            : [];
        $quote = $this->checkout->quote($input, $customer, $locale, CarbonImmutable::now(), $replacing);
        if ($quote->problems !== []) {
            throw ValidationException::withMessages($quote->problems);
        }
        // A delivery goes where an area (from the address's point) or, with no area drawn, the region picked says.
        if (OrderType::of($input['order_type'] ?? null) === OrderType::Delivery && $quote->area === null && $quote->region === null) {
            throw ValidationException::withMessages(['region_id' => __('checkout.problems.region_required', [], $locale)]);
        }

        // Read before the order is written: after its commit nothing but the queue is touched, so a database that goes
        // away right then (a restart) cannot lose the order's mail (the customer's retry only replays the order).
        $mailTo = $this->dictionaries->settings()->emailAdmin;
        try {
            $order = DB::transaction(fn () => $this->create($input, $quote, $idempotencyKey, $fingerprint, $customer, $locale, $clientKey, $replacing, $attributes), self::TRANSACTION_ATTEMPTS);
        } catch (UniqueConstraintViolationException $e) {
            $winner = Order::query()->where('idempotency_key', $idempotencyKey)->first();

            return $winner ? $this->replay($winner, $fingerprint, $openPayment) : throw $e;
        }

        $this->notifyShop($order, $mailTo);

        return new PlacedOrder($order, true, $order->isPaidOnline() && $openPayment ? $this->openPayment($order) : null);
    }

    /** The same key again: the same order (and its open payment page); a different request under it is refused. */
    private function replay(Order $order, string $fingerprint, bool $openPayment = true): PlacedOrder
    {
        if (! hash_equals($order->fingerprint, $fingerprint)) {
            throw new IdempotencyConflictException(__('checkout.problems.idempotency_conflict'));
        }

        $redirect = $openPayment && $order->isPaidOnline() && in_array($order->payment_status, [PaymentStatus::Unpaid, PaymentStatus::Pending], true)
            ? $this->awaitPaymentPage($order)
            : null;

        return new PlacedOrder($order, false, $redirect);
    }

    /**
     * The payment page of a card order for a repeated key. Only the request that created the order opens its
     * payment; a submit racing it waits a moment for that page instead of opening a second one. An order
     * left without a payment (its provider failed) answers none: it is paid again from the failure page.
     */
    private function awaitPaymentPage(Order $order): ?string
    {
        for ($attempt = 0; $attempt < self::PAYMENT_WAIT_ATTEMPTS; $attempt++) {
            $payment = $order->payments()->latest('id')->first();
            if ($payment !== null) {
                return $payment->status === Payment::PENDING ? $payment->redirect_url : null;
            }
            if (CarbonImmutable::parse($order->created_at)->addSeconds(self::PAYMENT_WAIT_SECONDS)->isPast()) {
                return null;
            }
            usleep(100_000);
        }

        return null;
    }

    /** @param  array<string, mixed>  $input
     *  @param  list<int>  $replacing  the customer's own open card orders this one replaces
     *  @param  array<string, mixed>  $attributes */
    private function create(array $input, Quote $quote, string $key, string $fingerprint, ?Customer $customer, string $locale, ?string $clientKey, array $replacing, array $attributes = []): Order
    {
        // Orders for one kitchen are placed one after another: its row is locked before the order's insert (whose
        // foreign key would otherwise take a share lock first and let two orders deadlock on PostgreSQL). SQLite
        // transactions start IMMEDIATE (config/database.php), so the write lock is held from the start there.
        $kitchen = Restaurant::query()->whereKey($quote->kitchen?->id)->lockForUpdate()->firstOrFail();
        $type = OrderType::of($input['order_type'] ?? null) ?? throw new InvalidArgumentException('An order needs its order type.');
        $payment = PaymentType::of($input['payment_type'] ?? null) ?? throw new InvalidArgumentException('An order needs its payment type.');
        $delivery = $type->isDelivery();
        $now = CarbonImmutable::now();
        $order = Order::query()->create(array_replace([
            'token' => Str::random(32),
            'idempotency_key' => $key,
            'fingerprint' => $fingerprint,
            'customer_id' => $customer?->id,
            'locale' => $locale,
            'name' => $input['name'],
            'phone' => $input['phone'],
            'client_key' => $clientKey,
            'order_type' => $type,
            'region_id' => $delivery ? $quote->region?->id : null,
            // The area that chose the kitchen and the point it was chosen for (null with the regions).
            'delivery_area_id' => $delivery ? $quote->area?->id : null,
            'lat' => $delivery ? $quote->located?->lat : null,
            'lng' => $delivery ? $quote->located?->lng : null,
            'restaurant_id' => $kitchen->id,
            'address' => $delivery ? array_filter([
                'street' => $input['street'], 'house' => $input['house'], 'entrance' => $input['entrance'] ?? null,
                'floor' => $input['floor'] ?? null, 'apartment' => $input['apartment'] ?? null, 'comment' => $input['courier_comment'] ?? null,
            ], fn ($v) => $v !== null && $v !== '') : null,
            'asap' => $quote->slotAt === null,
            'slot_at' => $quote->slotAt,
            ...($quote->slotAt !== null
                ? ['eta_at' => $quote->slotAt]
                : EtaPromise::atPlacing($now, (int) $quote->etaMinutes, $kitchen->busyMinutesAt($now), EtaPromise::quote($input))),
            'persons' => $input['persons'],
            'comment' => $input['comment'] ?? null,
            'payment_type' => $payment,
            'change_from' => $payment->takesChange() ? ($input['change_from'] ?? null) : null,
            'promo_code_id' => $quote->promoCode?->id,
            'subtotal' => $quote->subtotal,
            'delivery_fee' => $quote->deliveryFee ?? 0,
            'discount' => $quote->discount,
            'bonuses_spent' => $quote->bonusesSpent,
            'tip' => $quote->tip,
            'total' => $quote->total,
            'totals' => $quote->totals(),
            'status' => OrderStatus::New,
            'payment_status' => PaymentStatus::Unpaid,
        ], $attributes));
        $order->update(['number' => config('shop.ordering.number_prefix').(config('shop.ordering.number_offset') + $order->id)]);
        // The customer's own open card order gives way (its slot place is free before this one is counted); a phone,
        // account or address over its limit of open card orders is refused (a staff member's phone order is not counted).
        if ($order->isPaidOnline()) {
            $this->unpaidCardOrders->replace($order, $replacing);
            if ($order->taken_by_staff_id === null) {
                $this->unpaidCardOrders->assertWithinLimits($order, $locale, $now);
            }
        }

        // The kitchen's orders in this slot, this one included.
        if ($quote->slotAt !== null && $this->slots->isFull($kitchen, $quote->slotAt, countsThisOrder: true)) {
            throw ValidationException::withMessages(['slot' => __('checkout.problems.slot_full', [], $locale)]);
        }
        if ($quote->promoCode !== null && ! $this->usePromoCode($quote->promoCode)) {
            throw ValidationException::withMessages(['promo_code' => __('checkout.promo.exhausted', [], $locale)]);
        }
        // Counted again after the use above took the promo code's row: two orders of one customer cannot both pass.
        if ($quote->promoCode !== null && $this->promoCodes->limitReached($quote->promoCode, $customer, $order->phone, except: $order->id)) {
            throw ValidationException::withMessages(['promo_code' => __('checkout.promo.customer_limit', [], $locale)]);
        }

        $order->lines()->createMany($this->lineRows($quote->lines));
        $order->statusHistory()->create(['from' => null, 'to' => OrderStatus::New->value]);
        $order->paymentHistory()->create(['from' => null, 'to' => PaymentStatus::Unpaid->value]);

        if ($customer !== null && $quote->bonusesSpent > 0) {
            try {
                $this->bonuses->debit($customer, $quote->bonusesSpent, 'order_spend', "order:{$order->id}:spend", $order);
            } catch (InsufficientBonusesException) {
                throw ValidationException::withMessages(['bonuses' => __('checkout.problems.bonuses_balance', ['balance' => Money::format($this->bonuses->balance($customer), $locale)], $locale)]);
            }
        }

        return $order;
    }

    /** Count a use of a limited promo code, unless it ran out meanwhile. */
    private function usePromoCode(PromoCode $promo): bool
    {
        return PromoCode::query()->whereKey($promo->id)
            ->where(fn ($q) => $q->whereNull('usage_limit')->orWhereColumn('used_count', '<', 'usage_limit'))
            ->increment('used_count') === 1;
    }

    /** The order_lines rows of a quote's lines as ordered, with names in both languages (a correction writes them too).
     *  @param  list<array<string, mixed>>  $lines
     *  @return list<array<string, mixed>> */
    public function lineRows(array $lines): array
    {
        $products = Product::query()->whereIn('id', array_column($lines, 'id'))->get(['id', 'name'])->keyBy('id');
        $modifierIds = array_merge([], ...array_map(fn (array $l) => array_column($l['modifiers'], 'id'), $lines));
        $modifiers = Modifier::query()->whereIn('id', $modifierIds)->get(['id', 'name'])->keyBy('id');

        return array_map(fn (array $line) => [
            'product_id' => $line['id'],
            'name' => $products->get($line['id'])->name ?? ['uk' => $line['name']],
            'slug' => $line['slug'],
            'image' => $line['image'],
            'quantity' => $line['quantity'],
            'unit_price' => $line['price'],
            'modifiers' => array_map(fn (array $m) => [
                'id' => $m['id'], 'name' => $modifiers->get($m['id'])->name ?? ['uk' => $m['name']], 'price' => $m['price'], 'quantity' => $m['quantity'],
            ], $line['modifiers']),
            'line_total' => $line['line_total'],
        ], array_values(array_filter($lines, fn (array $l) => $l['orderable'])));
    }

    /** Open the card payment; when the gateway fails the order stays, unpaid, and can be paid again later. */
    private function openPayment(Order $order): ?string
    {
        try {
            return $this->payments->start($order)->redirect_url;
        } catch (PaymentGatewayException $e) {
            report(FailureContext::add($e, ['order' => $order->number, 'operation' => 'open the card payment']));

            return null;
        } catch (PaymentClosedException) {
            return null;
        }
    }

    /**
     * Mail the order to the shop (settings.email_admin, read before the order's transaction) through the queue; a mail
     * failure never undoes an order, and nothing here reads the database (the job names the order by its id). When
     * the queue backend cannot take the job (Redis restarting), it goes to the database queue, in the database that
     * has just committed the order, which the scheduler works every minute (routes/console.php): late, never lost.
     */
    private function notifyShop(Order $order, ?string $to): void
    {
        if (! $to) {
            return;
        }
        try {
            Mail::to($to)->send(new OrderPlaced($order));

            return;
        } catch (Throwable $e) {
            report($e);
        }
        if (config('queue.default') === self::FALLBACK_QUEUE) {
            return;
        }
        try {
            Mail::to($to)->send((new OrderPlaced($order))->onConnection(self::FALLBACK_QUEUE));
        } catch (Throwable $e) {
            report($e);
        }
    }

    /** What identifies the request behind a key: every field except the browser's price hints, and the customer.
     *  @param  array<string, mixed>  $input */
    private function fingerprint(array $input, ?Customer $customer): string
    {
        $items = array_map(fn (array $item) => [
            'id' => $item['id'], 'quantity' => $item['quantity'],
            'modifiers' => array_map(fn (array $m) => [$m['id'], $m['quantity']], $item['modifiers'] ?? []),
        ], $input['items'] ?? []);
        // The order a browser's cookie names may change between a submit and its retry: not part of the request's identity.
        $fields = array_diff_key($input, ['items' => true, 'expected_total' => true, 'replaces' => true]);
        ksort($fields);

        return hash('sha256', (string) json_encode([$items, $fields, $customer?->id]));
    }
}
