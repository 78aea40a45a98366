<?php

use App\Shop\Sms\SendSms;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\Queue;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Fiscal\FiscalFixtures as Fiscal;
use Tests\Feature\Staff\StaffFixtures as Staff;

// Corrections of a paid card order (docs/fiscal.md): lowered, the difference goes back with a return receipt of what
// went out of the order; raised and paid from the link, a sell receipt of the difference. The receipts always add up
// to what the order's figures say.

beforeEach(function () {
    seedShop();
    Fx::quietNoon();
    Queue::fake([SendSms::class]);
    config(['shop.fiscal.driver' => 'sandbox']);
});

it('sells the order, then returns the rolls a correction took out', function () {
    $order = Staff::correctionPaidCardOrder(4);
    $paid = $order->total;
    Staff::signIn(StaffRole::Operator);

    Staff::correctionSend($order, Staff::correctionForm(3))->assertStatus(303)->assertSessionHasNoErrors();

    $order->refresh();
    [$sell, $return] = Fiscal::receipts($order)->all();
    $roll = Fx::product();
    expect($sell->total)->toBe($paid)
        ->and(collect($sell->goods)->firstWhere('code', 'P'.$roll->id)['quantity'])->toBe(4000)
        ->and($return->kind)->toBe('return')
        ->and($return->total)->toBe($paid - $order->total)
        ->and($return->goods)->toHaveCount(1)
        ->and($return->goods[0])->toMatchArray(['code' => 'P'.$roll->id, 'quantity' => 1000])
        ->and($return->related_receipt_id)->toBe($sell->id)
        ->and(Fiscal::net($order))->toBe($order->total)
        ->and(Fiscal::balanced($sell) && Fiscal::balanced($return))->toBeTrue();
});

it('sells the difference a raising correction paid from the link', function () {
    $order = Staff::correctionPaidCardOrder(2);
    $paid = $order->total;
    Staff::signIn(StaffRole::Operator);
    Staff::correctionSend($order, Staff::correctionForm(4))->assertSessionHasNoErrors();
    auth('staff')->logout();

    Staff::correctionPayByLink($order);

    $order->refresh();
    $receipts = Fiscal::receipts($order);
    expect($receipts->pluck('kind')->all())->toBe(['sell', 'sell']);
    $difference = $receipts->last();
    expect($difference->total)->toBe($order->total - $paid)
        ->and($difference->goods)->toHaveCount(1)
        ->and($difference->goods[0])->toMatchArray(['code' => 'P'.Fx::product()->id, 'quantity' => 2000])
        ->and($difference->payments[0]['type'])->toBe('CASHLESS')
        ->and(Fiscal::net($order))->toBe($order->total)
        ->and($receipts->every(fn ($r) => Fiscal::balanced($r) && $r->status === 'done'))->toBeTrue();
});

it('returns everything when a corrected order paid twice is cancelled', function () {
    $order = Staff::correctionPaidCardOrder(2);
    Staff::signIn(StaffRole::Operator);
    Staff::correctionSend($order, Staff::correctionForm(4))->assertSessionHasNoErrors();
    auth('staff')->logout();
    Staff::correctionPayByLink($order);
    Staff::signIn(StaffRole::Manager);

    Staff::send('POST', "/staff/orders/{$order->number}/cancel", ['from' => $order->refresh()->status->value, 'reason' => 'customer_request', 'note' => null], "/staff/orders/{$order->number}")->assertSessionHasNoErrors();

    $receipts = Fiscal::receipts($order);
    expect($receipts->pluck('kind')->all())->toBe(['sell', 'sell', 'return', 'return'])
        ->and(Fiscal::net($order))->toBe(0)
        ->and($receipts->every(fn ($r) => Fiscal::balanced($r)))->toBeTrue();
});
