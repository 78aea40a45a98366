<?php

use App\Models\Customer;
use App\Models\Order;
use App\Shop\Loyalty\Bonuses;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Payments\Payments;
use App\Shop\Sms\SendSms;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\Queue;
use Inertia\Testing\AssertableInertia as Assert;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Staff\StaffFixtures as Staff;

// A refund by line or a correction down lowers what the customer owes: nothing is due after it (the pay link, the
// API's payable, the CSV, the figures and the order page agree), and what the order earned (its bonuses, a referral
// reward) goes down in proportion; a full refund takes back the rest, never more than was earned.

beforeEach(function () {
    seedShop();
    Fx::quietNoon();
    Queue::fake([SendSms::class]);
    config(['shop.ordering.bonuses.accrual_percent' => 10, 'shop.ordering.referral_reward' => 10000]);
});

it('owes nothing after a refund by line: the pay link, the API, the CSV, the figures and the order page agree', function (string $prefix) {
    $order = Staff::owedPaidOrder();
    Staff::signIn(StaffRole::Manager);
    $line = $order->lines()->sole();

    Staff::staffRefundLine($order, $line->id)->assertOk();

    expect(Payments::due($order->refresh()))->toBe(0)->and(Payments::payable($order))->toBeFalse()
        ->and($order->payment_status)->toBe(PaymentStatus::Paid);
    $this->getJson("/api/orders/{$order->token}")->assertOk()->assertJsonPath('data.payable', false);
    $this->get("$prefix/pay/{$order->token}")->assertOk()->assertInertia(fn (Assert $page) => $page->where('state', 'paid'));
    $row = Staff::owedCsvRow($order);
    expect([(int) $row['total'], (int) $row['refunded'], (int) $row['owed']])->toBe([50000, 25000, 25000]);
    Staff::visit("$prefix/staff/reports?from=2026-06-10&to=2026-06-10")->assertOk()
        ->assertJsonPath('props.figures.refunded', 25000)->assertJsonPath('props.figures.revenue', 25000);
    Staff::visit("$prefix/staff/orders/{$order->number}")->assertOk()->assertJsonPath('props.order.refundable', 25000)
        ->assertJsonPath('props.order.payment_link', null);
})->with(['', '/en']);

it('lowers the bonuses earned and the referral reward in proportion to a refund by line, and takes back the rest on a full refund', function () {
    $order = Staff::owedPaidOrder();
    $friend = $order->customer;
    $referrer = $friend->referrer;
    Staff::signIn(StaffRole::Manager);
    $this->withHeaders(Staff::json())->postJson("/staff/orders/{$order->number}/move", ['from' => 'accepted', 'to' => 'cooking'])->assertOk();
    foreach (['cooking' => 'on_the_way', 'on_the_way' => 'completed'] as $from => $to) {
        $this->withHeaders(Staff::json())->postJson("/staff/orders/{$order->number}/move", ['from' => $from, 'to' => $to])->assertOk();
    }
    $bonuses = app(Bonuses::class);
    expect([$bonuses->balance($friend), $bonuses->balance($referrer)])->toBe([5000, 10000]);

    Staff::staffRefundLine($order, $order->lines()->sole()->id)->assertOk();

    expect([$bonuses->balance($friend), $bonuses->balance($referrer)])->toBe([2500, 5000]);

    $this->withHeaders(Staff::json())->postJson("/staff/orders/{$order->number}/refund", [])->assertOk();

    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Refunded)
        ->and([$bonuses->balance($friend), $bonuses->balance($referrer)])->toBe([0, 0])
        ->and(\App\Models\BonusTransaction::query()->where('customer_id', $friend->id)->sum('amount'))->toEqual(0);
});

it('counts a correction\'s refund once: the lowered total says it, the figures and the CSV do not take it off again', function () {
    $order = Staff::owedPaidOrder();
    Staff::signIn(StaffRole::Manager);
    $bonuses = app(Bonuses::class);
    expect($bonuses->balance($order->customer))->toBe(5000);

    // What OrderCorrections does to a paid card order corrected down to 30 000: the new total, its earnings, the difference back.
    \Illuminate\Support\Facades\DB::transaction(function () use ($order) {
        $order->update(['total' => 30000]);
        app(\App\Shop\Ordering\OrderLifecycle::class)->settleEarnings($order);
    });
    app(\App\Staff\Orders\OrderActions::class)->refundAmount($order->refresh(), 20000, 'order corrected');

    expect(Payments::due($order->refresh()))->toBe(0)->and(Payments::owed($order))->toBe(30000)
        ->and(\App\Models\PaymentRefund::query()->where('order_id', $order->id)->sole()->kind)->toBe(Payments::CORRECTION_KIND)
        ->and($bonuses->balance($order->customer))->toBe(3000);
    $row = Staff::owedCsvRow($order);
    expect([(int) $row['total'], (int) $row['refunded'], (int) $row['owed']])->toBe([30000, 0, 30000]);
    Staff::visit('/staff/reports?from=2026-06-10&to=2026-06-10')->assertJsonPath('props.figures.revenue', 30000);
});
