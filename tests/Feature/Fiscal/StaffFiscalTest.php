<?php

use App\Staff\StaffRole;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Fiscal\FiscalFixtures as Fiscal;
use Tests\Feature\Staff\StaffFixtures as Staff;

// Staff see the receipts: the order page lists the fiscal number, the link and any return receipt; the overview tells
// managers when no receipt is issued at all.

beforeEach(function () {
    seedShop();
    $this->travelTo(Fx::noon());
    config(['shop.fiscal.driver' => 'sandbox', 'shop.payments.driver' => 'sandbox']);
});

it('shows the sale and the return receipts on the staff order page, in both languages', function (string $prefix) {
    Staff::signIn(StaffRole::Manager);
    $order = Staff::paidSandboxOrder(50000);
    Staff::staffRefund($order)->assertSuccessful();
    [$sell, $return] = Fiscal::receipts($order)->all();

    $this->get("$prefix/staff/orders/{$order->number}")->assertOk()
        ->assertInertia(fn (Assert $page) => $page->component('staff/orders/show')
            ->where('fiscalOff', false)
            ->has('fiscalReceipts', 2)
            ->where('fiscalReceipts.0.kind', 'sell')
            ->where('fiscalReceipts.0.number', $sell->number)
            ->where('fiscalReceipts.0.status', 'done')
            ->where('fiscalReceipts.0.url', route('fiscal.sandbox', ['receipt' => $sell->id]))
            ->where('fiscalReceipts.0.payment', 'CASHLESS')
            ->where('fiscalReceipts.1.kind', 'return')
            ->where('fiscalReceipts.1.total', 50000)
            ->where('fiscalReceipts.1.fiscal', false)
            ->etc());
    expect($return->related_receipt_id)->toBe($sell->id);
})->with(['uk' => '', 'en' => '/en']);

it('tells managers on the overview that no receipts are issued with the off driver', function () {
    Staff::signIn(StaffRole::Manager);
    $this->get('/staff/overview')->assertOk()->assertInertia(fn (Assert $page) => $page->where('fiscalOff', false)->etc());

    config(['shop.fiscal.driver' => 'off']);
    $this->get('/en/staff/overview')->assertOk()->assertInertia(fn (Assert $page) => $page->where('fiscalOff', true)->etc());
});
