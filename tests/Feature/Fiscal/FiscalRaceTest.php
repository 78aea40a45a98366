<?php

use App\Models\FiscalReceipt;
use App\Models\Payment;
use App\Shop\Fiscal\Issuer;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\PaymentType;
use App\Shop\Payments\Payments;
use App\Shop\Payments\SandboxGateway;
use Illuminate\Support\Facades\DB;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Staff\StaffFixtures as Staff;
use Tests\Support\RaceDatabase;
use Tests\Support\RaceWorkers;

// A card payment's landing, its webhook and a retried webhook arrive at the same moment from several processes
// (RaceWorkers, on a committed database of their own: PostgreSQL under scripts/with-pg-redis.sh): the payment is
// applied once and exactly one fiscal receipt is written and queued once.

beforeEach(function () {
    RaceDatabase::use();
    $this->travelTo(Fx::noon());
    config(['shop.fiscal.driver' => 'sandbox', 'shop.payments.driver' => 'sandbox']);
});

afterEach(function () {
    RaceDatabase::release();
});

it('writes one receipt when the landing, the webhook and a retry confirm one payment at once', function () {
    $order = Staff::order(OrderStatus::New, ['payment_type' => PaymentType::CardOnline->value, 'total' => 50000]);
    $payment = app(Payments::class)->start($order);
    $sandbox = app(SandboxGateway::class);
    parse_str((string) parse_url((string) $sandbox->complete($sandbox->paymentOrder($payment->order_code), pay: true), PHP_URL_QUERY), $query);

    $outcomes = RaceWorkers::fire(6, 'payment_signal', ['transaction' => $query['t'], 'code' => $payment->order_code, 'each' => ['landing', 'webhook', 'retry']]);

    expect(collect($outcomes)->pluck('status')->unique()->all())->toBe([200])
        ->and($order->refresh()->payment_status)->toBe(PaymentStatus::Paid)
        ->and(Payment::query()->whereKey($payment->id)->value('status'))->toBe(Payment::PAID);
    $receipts = FiscalReceipt::query()->where('order_id', $order->id)->get();
    expect($receipts)->toHaveCount(1)
        ->and($receipts->first()->event)->toBe('payment:'.$payment->id)
        ->and($receipts->first()->total)->toBe(50000)
        ->and(DB::table('jobs')->where('payload', 'like', '%IssueFiscalReceipt%')->where('payload', 'like', '%'.$receipts->first()->id.'%')->count())->toBe(1);

    // The queued job issues it; running it again changes nothing.
    app(Issuer::class)->issue($receipts->first()->id);
    app(Issuer::class)->issue($receipts->first()->id);
    expect($receipts->first()->refresh()->status)->toBe('done')
        ->and(FiscalReceipt::query()->where('order_id', $order->id)->count())->toBe(1);
    DB::table('jobs')->where('payload', 'like', '%IssueFiscalReceipt%')->delete();
});
