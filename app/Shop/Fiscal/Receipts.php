<?php

namespace App\Shop\Fiscal;

use App\Jobs\IssueFiscalReceipt;
use App\Models\Category;
use App\Models\FiscalReceipt;
use App\Models\Order;
use App\Models\OrderLine;
use App\Models\Payment;
use App\Models\PaymentRefund;
use App\Models\Product;
use App\Models\PromoCode;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Payments\RefundChecks;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;
use Throwable;

/**
 * The receipts of an order's money events (docs/fiscal.md), written in the transaction that moves the money, one per
 * order and event (a unique key on both: a replay, a second worker or the sweep finds it there), then issued by a
 * queued job after the commit:
 *  - a card payment marked paid (payment:{id}): a sell receipt, CASHLESS, of what that payment paid;
 *  - a cash or courier-card order marked paid (collected): a sell receipt, CASH (card to the courier: CASHLESS);
 *  - a refund done (refund:{id}; a line refund, a full refund, a correction's difference): a return receipt.
 * What a receipt holds is worked out from the order's ledger: what its lines, delivery, tip and discounts say now
 * against what its earlier receipts sold and returned, so a second payment after a correction sells the difference
 * and a correction's refund returns what went out of the order. The receipt's goods less its discounts always equal
 * its payment to the kopeck: a rounding or an amount the lines do not explain is printed as a discount or an extra
 * charge named "Коригування суми".
 */
class Receipts
{
    public function __construct(private FiscalRegister $driver, private Registers $registers) {}

    /** A card payment was marked paid. */
    public function paymentPaid(Payment $payment): void
    {
        $this->record($payment->order_id, 'payment:'.$payment->id, fn (Order $order) => $this->sell($order, $payment->amount, FiscalReceipt::CASHLESS, ['payment_id' => $payment->id]));
    }

    /** A cash or courier-card order was marked paid (the courier or the counter collected it). */
    public function collected(Order $order): void
    {
        $type = $order->payment_type->takesChange() ? FiscalReceipt::CASH : FiscalReceipt::CASHLESS;
        $this->record($order->id, 'collected', fn (Order $order) => $this->sell($order, (int) $order->total, $type, []));
    }

    /** Money went back to the customer's card (a refund, a line refund or a correction's difference). */
    public function refunded(PaymentRefund $refund): void
    {
        $this->record($refund->order_id, 'refund:'.$refund->id, fn (Order $order) => $this->return($order, $refund));
    }

    /**
     * Write the receipt of an event once, in a savepoint: a failure here never undoes the money (it is reported and the
     * sweep writes the receipt later); the job is queued after the commit.
     *
     * @param  callable(Order): array<string, mixed>  $build
     */
    private function record(int $orderId, string $event, callable $build): void
    {
        if (! $this->driver->issues()) {
            return;
        }
        try {
            $id = DB::transaction(function () use ($orderId, $event, $build) {
                if (FiscalReceipt::query()->where('order_id', $orderId)->where('event', $event)->exists()) {
                    return null;
                }
                $order = Order::query()->findOrFail($orderId);
                $row = $build($order);
                $id = (string) Str::uuid();
                $inserted = FiscalReceipt::query()->insertOrIgnore([
                    'id' => $id,
                    'order_id' => $order->id,
                    'restaurant_id' => $order->restaurant_id,
                    'event' => $event,
                    'kind' => $row['kind'],
                    'status' => FiscalReceipt::PENDING,
                    'driver' => (string) config('shop.fiscal.driver'),
                    'register' => $this->registers->forRestaurant($order->restaurant_id)->key,
                    'goods' => json_encode($row['goods'], JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR),
                    'discounts' => json_encode($row['discounts'], JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR),
                    'payments' => json_encode($row['payments'], JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR),
                    'total' => $row['total'],
                    'related_receipt_id' => $row['related_receipt_id'] ?? null,
                    'attempts' => 0,
                    'created_at' => now(),
                    'updated_at' => now(),
                ]);

                return $inserted === 1 ? $id : null;
            });
        } catch (Throwable $e) {
            report($e);

            return;
        }
        if ($id !== null) {
            DB::afterCommit(fn () => self::dispatch($id));
        }
    }

    /** Queue the job that issues a receipt; a queue that refuses is only reported (the sweep queues it again). */
    public static function dispatch(string $id): void
    {
        try {
            IssueFiscalReceipt::dispatch($id);
        } catch (Throwable $e) {
            report($e);
        }
    }

    /**
     * Write the receipts that are missing (a money event whose receipt failed to be written, or a queue that lost its
     * job): card payments paid, offline orders paid, refunds done, without their receipt; and queue again the pending
     * receipts no job touched for a while. Answers how many it wrote or queued.
     */
    public function sweep(int $idleMinutes = 10): int
    {
        if (! $this->driver->issues()) {
            return 0;
        }
        $count = 0;
        $since = now()->subDays(2);
        Payment::query()->where('status', Payment::PAID)->where('updated_at', '>=', $since)
            ->whereNotExists(fn ($q) => $q->from('fiscal_receipts')->whereColumn('fiscal_receipts.order_id', 'payments.order_id')->whereRaw("fiscal_receipts.event = 'payment:' || payments.id"))
            ->each(function (Payment $payment) use (&$count) {
                $this->paymentPaid($payment);
                $count++;
            });
        Order::query()->where('payment_status', PaymentStatus::Paid)->where('payment_type', '!=', 'card-online')->where('updated_at', '>=', $since)
            ->whereNotExists(fn ($q) => $q->from('fiscal_receipts')->whereColumn('fiscal_receipts.order_id', 'orders.id')->where('event', 'collected'))
            ->each(function (Order $order) use (&$count) {
                $this->collected($order);
                $count++;
            });
        PaymentRefund::query()->where('status', RefundChecks::DONE)->where('updated_at', '>=', $since)
            ->whereNotExists(fn ($q) => $q->from('fiscal_receipts')->whereColumn('fiscal_receipts.order_id', 'payment_refunds.order_id')->whereRaw("fiscal_receipts.event = 'refund:' || payment_refunds.id"))
            ->each(function (PaymentRefund $refund) use (&$count) {
                $this->refunded($refund);
                $count++;
            });
        FiscalReceipt::query()->where('status', FiscalReceipt::PENDING)->where('updated_at', '<', now()->subMinutes($idleMinutes))
            ->pluck('id')->each(function (string $id) use (&$count) {
                self::dispatch($id);
                $count++;
            });

        return $count;
    }

    /** @param  array<string, mixed>  $payment
     *  @return array<string, mixed> */
    private function sell(Order $order, int $amount, string $type, array $payment): array
    {
        $target = $this->target($order);
        $sold = $this->ledger($order);
        [$goods, $discounts] = $this->difference($target, $sold);

        return $this->balanced($order, FiscalReceipt::SELL, $goods, $discounts, $amount, $type) + ['payment' => $payment];
    }

    /** @return array<string, mixed> */
    private function return(Order $order, PaymentRefund $refund): array
    {
        $sold = $this->ledger($order);
        if ($refund->lines !== null && $refund->lines !== []) {
            $lines = $order->lines()->get()->keyBy('id');
            $goods = [];
            foreach ($refund->lines as $chosen) {
                $line = $lines->get((int) $chosen['line_id']);
                if ($line !== null) {
                    foreach ($this->lineGoods($line, (int) $chosen['quantity']) as $key => $good) {
                        $goods[$key] = isset($goods[$key]) ? ['quantity' => $goods[$key]['quantity'] + $good['quantity']] + $goods[$key] : $good;
                    }
                }
            }
            $discounts = [];
        } elseif ($refund->kind === 'correction') {
            [$goods, $discounts] = $this->difference($sold, $this->target($order));
        } else {
            [$goods, $discounts] = $this->difference($sold, ['goods' => [], 'discounts' => []]);
        }
        $related = FiscalReceipt::query()->where('order_id', $order->id)->where('kind', FiscalReceipt::SELL)->where('status', '!=', FiscalReceipt::FAILED)
            ->orderByRaw('case when event = ? then 0 else 1 end', ['payment:'.$refund->payment_id])->orderByDesc('created_at')->value('id');

        return $this->balanced($order, FiscalReceipt::RETURN, $goods, $discounts, (int) $refund->amount, FiscalReceipt::CASHLESS)
            + ['related_receipt_id' => $related];
    }

    /**
     * What the order sells now: its lines less what was refunded by line, the delivery, the tip; the promo code's
     * discount and the bonuses spent.
     *
     * @return array{goods: array<string, array<string, mixed>>, discounts: array<string, array<string, mixed>>}
     */
    private function target(Order $order): array
    {
        $refunded = [];
        foreach (PaymentRefund::query()->where('order_id', $order->id)->where('status', '!=', RefundChecks::FAILED)->whereNotNull('lines')->pluck('lines') as $lines) {
            foreach ((array) $lines as $line) {
                $refunded[(int) $line['line_id']] = ($refunded[(int) $line['line_id']] ?? 0) + (int) $line['quantity'];
            }
        }
        $goods = [];
        foreach ($order->lines()->get() as $line) {
            foreach ($this->lineGoods($line, max(0, $line->quantity - ($refunded[$line->id] ?? 0))) as $key => $good) {
                $goods[$key] = isset($goods[$key]) ? ['quantity' => $goods[$key]['quantity'] + $good['quantity']] + $goods[$key] : $good;
            }
        }
        $default = self::codes((string) config('shop.fiscal.tax_codes'));
        if ((int) $order->delivery_fee > 0) {
            $goods['DELIVERY@'.$order->delivery_fee] = ['code' => 'DELIVERY', 'name' => 'Доставка', 'price' => (int) $order->delivery_fee, 'quantity' => 1000, 'tax_codes' => $default];
        }
        if ((int) $order->tip > 0) {
            $goods['TIP@'.$order->tip] = ['code' => 'TIP', 'name' => 'Чайові', 'price' => (int) $order->tip, 'quantity' => 1000, 'tax_codes' => $default];
        }
        $discounts = [];
        if ((int) $order->discount > 0) {
            $code = $order->promo_code_id === null ? null : PromoCode::query()->whereKey($order->promo_code_id)->value('code');
            $discounts['promo'] = ['type' => 'DISCOUNT', 'name' => 'Знижка'.($code !== null ? ' за промокодом '.$code : ''), 'value' => (int) $order->discount];
        }
        if ((int) $order->bonuses_spent > 0) {
            $discounts['bonuses'] = ['type' => 'DISCOUNT', 'name' => 'Оплата бонусами', 'value' => (int) $order->bonuses_spent];
        }

        return ['goods' => $goods, 'discounts' => $discounts];
    }

    /**
     * What the order's receipts so far sold less what they returned (pending ones count: they will be issued).
     *
     * @return array{goods: array<string, array<string, mixed>>, discounts: array<string, array<string, mixed>>}
     */
    private function ledger(Order $order): array
    {
        $goods = [];
        $discounts = [];
        foreach (FiscalReceipt::query()->where('order_id', $order->id)->where('status', '!=', FiscalReceipt::FAILED)->orderBy('created_at')->get() as $receipt) {
            $sign = $receipt->isReturn() ? -1 : 1;
            foreach ($receipt->goods as $good) {
                $key = $good['code'].'@'.$good['price'];
                $goods[$key] ??= ['quantity' => 0] + $good;
                $goods[$key]['quantity'] += $sign * (int) $good['quantity'];
            }
            foreach ($receipt->discounts as $discount) {
                $key = $discount['key'] ?? $discount['name'];
                $value = ($discount['type'] === 'EXTRA_CHARGE' ? -1 : 1) * (int) $discount['value'];
                $discounts[$key] ??= ['type' => 'DISCOUNT', 'name' => $discount['name'], 'value' => 0];
                $discounts[$key]['value'] += $sign * $value;
            }
        }

        return ['goods' => $goods, 'discounts' => $discounts];
    }

    /**
     * What $from has beyond $less: the goods whose quantity is higher (by that much), and per discount the difference
     * (more discount: a discount, less: an extra charge).
     *
     * @param  array{goods: array<string, array<string, mixed>>, discounts: array<string, array<string, mixed>>}  $from
     * @param  array{goods: array<string, array<string, mixed>>, discounts: array<string, array<string, mixed>>}  $less
     * @return array{0: array<string, array<string, mixed>>, 1: list<array<string, mixed>>}
     */
    private function difference(array $from, array $less): array
    {
        $goods = [];
        foreach ($from['goods'] as $key => $good) {
            $quantity = (int) $good['quantity'] - (int) ($less['goods'][$key]['quantity'] ?? 0);
            if ($quantity > 0) {
                $goods[$key] = ['quantity' => $quantity] + $good;
            }
        }
        $discounts = [];
        foreach (array_unique(array_merge(array_keys($from['discounts']), array_keys($less['discounts']))) as $key) {
            $value = (int) ($from['discounts'][$key]['value'] ?? 0) - (int) ($less['discounts'][$key]['value'] ?? 0);
            $name = (string) ($from['discounts'][$key]['name'] ?? $less['discounts'][$key]['name']);
            if ($value !== 0) {
                $discounts[] = ['key' => (string) $key, 'type' => $value > 0 ? 'DISCOUNT' : 'EXTRA_CHARGE', 'name' => $name, 'value' => abs($value)];
            }
        }

        return [$goods, $discounts];
    }

    /**
     * The receipt's rows with its payment; the goods less the discounts made equal to the amount.
     *
     * @param  array<string, array<string, mixed>>  $goods
     * @param  list<array<string, mixed>>  $discounts
     * @return array<string, mixed>
     */
    private function balanced(Order $order, string $kind, array $goods, array $discounts, int $amount, string $type): array
    {
        $goods = array_values(array_map(fn (array $g) => [
            'code' => (string) $g['code'], 'name' => (string) $g['name'], 'price' => (int) $g['price'],
            'quantity' => (int) $g['quantity'], 'tax_codes' => array_values((array) $g['tax_codes']),
        ], $goods));
        if ($goods === [] && $amount > 0) {
            $goods[] = ['code' => 'ORDER', 'name' => 'Замовлення №'.$order->number, 'price' => $amount, 'quantity' => 1000, 'tax_codes' => self::codes((string) config('shop.fiscal.tax_codes'))];
        }
        $due = FiscalReceipt::due($goods, $discounts);
        if ($due !== $amount) {
            $discounts[] = ['key' => 'adjustment', 'type' => $due > $amount ? 'DISCOUNT' : 'EXTRA_CHARGE', 'name' => 'Коригування суми', 'value' => abs($due - $amount)];
        }

        return [
            'kind' => $kind,
            'goods' => $goods,
            'discounts' => $discounts,
            'payments' => [['type' => $type, 'value' => $amount, 'label' => $type === FiscalReceipt::CASH ? 'Готівка' : 'Картка']],
            'total' => $amount,
        ];
    }

    /**
     * A line as goods: its code (the product and its modifiers), its name with the modifiers, the price of one (a line
     * total that does not divide by its quantity gives two prices a kopeck apart, so the sum stays the line's), the
     * tax codes of the product, else its category, else the shop's.
     *
     * @return array<string, array<string, mixed>>
     */
    private function lineGoods(OrderLine $line, int $quantity): array
    {
        if ($quantity <= 0 || $line->quantity <= 0) {
            return [];
        }
        $modifiers = (array) $line->modifiers;
        $code = ($line->product_id !== null ? 'P'.$line->product_id : 'L'.$line->id).($modifiers === [] ? '' : '-'.implode('.', array_map(fn (array $m) => (int) $m['id'], $modifiers)));
        $names = array_map(fn (array $m) => (string) ($m['name']['uk'] ?? (is_array($m['name'] ?? null) ? reset($m['name']) : ($m['name'] ?? ''))), $modifiers);
        $name = mb_substr($line->translatedName('uk').($names === [] ? '' : ' ('.implode(', ', $names).')'), 0, 250);
        $taxes = $this->taxCodesOf($line->product_id);
        $price = intdiv($line->line_total, $line->quantity);
        $extra = $line->line_total - $price * $line->quantity; // this many units cost a kopeck more
        $dearer = min($quantity, $extra);
        $goods = [];
        if ($quantity - $dearer > 0) {
            $goods[$code.'@'.$price] = ['code' => $code, 'name' => $name, 'price' => $price, 'quantity' => ($quantity - $dearer) * 1000, 'tax_codes' => $taxes];
        }
        if ($dearer > 0) {
            $goods[$code.'@'.($price + 1)] = ['code' => $code, 'name' => $name, 'price' => $price + 1, 'quantity' => $dearer * 1000, 'tax_codes' => $taxes];
        }

        return $goods;
    }

    /** @return list<int> */
    private function taxCodesOf(?int $productId): array
    {
        $product = $productId === null ? null : Product::query()->find($productId, ['id', 'category_id', 'tax_codes']);
        if ($product !== null && (string) $product->tax_codes !== '') {
            return self::codes((string) $product->tax_codes);
        }
        $category = $product === null ? null : Category::query()->find($product->category_id, ['id', 'tax_codes']);
        if ($category !== null && (string) $category->tax_codes !== '') {
            return self::codes((string) $category->tax_codes);
        }

        return self::codes((string) config('shop.fiscal.tax_codes'));
    }

    /** "1, 4" → [1, 4].
     *  @return list<int> */
    public static function codes(string $codes): array
    {
        return array_values(array_unique(array_map('intval', array_filter(array_map('trim', explode(',', $codes)), fn (string $c) => ctype_digit($c)))));
    }
}
