<?php

use App\Models\FiscalReceipt;
use App\Models\FiscalShift;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Staff\StaffRole;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Fiscal\FiscalFixtures as Fiscal;
use Tests\Feature\Staff\StaffFixtures as Staff;

// Every way money changes hands gets exactly one receipt (docs/fiscal.md), issued by the sandbox register here.

beforeEach(function () {
    seedShop();
    $this->travelTo(Fx::noon());
    config(['shop.fiscal.driver' => 'sandbox', 'shop.payments.driver' => 'sandbox']);
});

it('issues one CASHLESS sell receipt when a card payment is confirmed, and none again on a replay', function () {
    $order = Staff::paidSandboxOrder(50000);
    $payment = $order->payments()->sole();
    app(\App\Shop\Payments\Payments::class)->confirm((string) $payment->transaction_id, $payment->order_code);

    $receipts = Fiscal::receipts($order);
    expect($receipts)->toHaveCount(1);
    $receipt = $receipts->first();
    expect($receipt->kind)->toBe('sell')
        ->and($receipt->status)->toBe('done')
        ->and($receipt->event)->toBe('payment:'.$payment->id)
        ->and($receipt->total)->toBe(50000)
        ->and($receipt->payments[0]['type'])->toBe('CASHLESS')
        ->and($receipt->payments[0]['card_mask'])->toBe('414746******0133')
        ->and($receipt->goods[0])->toMatchArray(['name' => 'Філадельфія (Імбир)', 'price' => 25000, 'quantity' => 2000])
        ->and($receipt->fiscal_code)->toStartWith('SANDBOX-')
        ->and($receipt->receipt_url)->toBe(route('fiscal.sandbox', ['receipt' => $receipt->id]))
        ->and(Fiscal::balanced($receipt))->toBeTrue()
        ->and(FiscalShift::query()->where('status', 'opened')->count())->toBe(1);
});

it('issues one CASH sell receipt when the courier collects a cash delivery, and a CASHLESS one for a card to the courier', function (string $type, string $expected) {
    $order = Staff::order(OrderStatus::OnTheWay, ['payment_type' => $type, 'total' => 50000, 'subtotal' => 50000]);
    app(\App\Shop\Ordering\OrderLifecycle::class)->changeStatus($order, OrderStatus::Completed);

    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Paid);
    $receipt = Fiscal::receipts($order)->sole();
    expect($receipt->event)->toBe('collected')
        ->and($receipt->payments)->toBe([['type' => $expected, 'value' => 50000, 'label' => $expected === 'CASH' ? 'Готівка' : 'Картка']])
        ->and($receipt->status)->toBe('done')
        ->and(Fiscal::balanced($receipt))->toBeTrue();
})->with([['cash', 'CASH'], ['card-courier', 'CASHLESS']]);

it('issues a CASH sell receipt when staff mark a pickup paid at the counter', function () {
    Staff::signIn(StaffRole::Operator);
    $order = Staff::pickup(OrderStatus::ReadyForPickup, ['payment_type' => 'cash', 'total' => 50000, 'subtotal' => 50000]);

    test()->withHeaders(Staff::json())->postJson("/staff/orders/{$order->number}/paid", ['payment_status' => 'unpaid'])->assertSuccessful();

    expect(Fiscal::receipts($order)->pluck('event')->all())->toBe(['collected'])
        ->and(Fiscal::receipts($order)->first()->payments[0]['type'])->toBe('CASH');
});

it('issues a return receipt of the refunded lines, and of the rest on a full refund, related to the sale', function () {
    Staff::signIn(StaffRole::Manager);
    $order = Staff::paidSandboxOrder(50000);
    $line = $order->lines()->sole();

    Staff::staffRefundLine($order, $line->id)->assertSuccessful();
    Staff::staffRefund($order->refresh())->assertSuccessful();

    $receipts = Fiscal::receipts($order);
    expect($receipts->pluck('kind')->all())->toBe(['sell', 'return', 'return']);
    [$sell, $lineReturn, $rest] = $receipts->all();
    expect($lineReturn->goods)->toHaveCount(1)
        ->and($lineReturn->goods[0])->toMatchArray(['price' => 25000, 'quantity' => 1000])
        ->and($lineReturn->total)->toBe(25000)
        ->and($lineReturn->related_receipt_id)->toBe($sell->id)
        ->and($rest->total)->toBe(25000)
        ->and($rest->goods[0]['quantity'])->toBe(1000)
        ->and(Fiscal::net($order))->toBe(0)
        ->and($receipts->every(fn ($r) => Fiscal::balanced($r) && $r->status === 'done'))->toBeTrue();
});

it('issues nothing with the off driver', function () {
    config(['shop.fiscal.driver' => 'off']);
    $order = Staff::paidSandboxOrder(50000);

    expect(FiscalReceipt::query()->where('order_id', $order->id)->count())->toBe(0);
});
