<?php

namespace Tests\Feature\Fiscal;

use App\Models\FiscalReceipt;
use App\Models\Order;

/** Helpers of the fiscal receipts' tests. */
final class FiscalFixtures
{
    /** The order's receipts, oldest first. @return \Illuminate\Support\Collection<int, FiscalReceipt> */
    public static function receipts(Order $order): \Illuminate\Support\Collection
    {
        return FiscalReceipt::query()->where('order_id', $order->id)->orderBy('created_at')->orderBy('event')->get()->toBase();
    }

    /** Goods less discounts (plus extra charges) equal the payments: asserted for a receipt. */
    public static function balanced(FiscalReceipt $receipt): bool
    {
        return FiscalReceipt::due($receipt->goods, $receipt->discounts) === (int) array_sum(array_column($receipt->payments, 'value'))
            && (int) array_sum(array_column($receipt->payments, 'value')) === $receipt->total;
    }

    /** What the order's receipts add up to: sells less returns. */
    public static function net(Order $order): int
    {
        return (int) self::receipts($order)->sum(fn (FiscalReceipt $r) => $r->isReturn() ? -$r->total : $r->total);
    }
}
