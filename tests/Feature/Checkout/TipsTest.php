<?php

use App\Models\Customer;
use App\Models\Order;
use App\Models\PaymentRefund;
use App\Models\PromoCode;
use App\Shop\Loyalty\Bonuses;
use App\Shop\Ordering\OrderLifecycle;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Staff\Orders\OrderActions;
use App\Staff\StaffRole;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\Mail;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Staff\StaffFixtures as Staff;

// The optional tip at checkout: a configured share of the food or an amount, paid with the order, on the ticket and in
// the figures, refunded with a full refund, never paid by bonuses and earning none.

beforeEach(function () {
    seedShop();
    Mail::fake();
    $this->travelTo(Fx::noon());
    config(['shop.ordering.tips' => ['percents' => [5, 10, 15], 'max_amount' => 200_000], 'shop.ordering.bonuses.accrual_percent' => 5]);
});

it('adds a percent of the food, rounded to whole hryvnias, as the row before the total', function () {
    $rows = Fx::tipQuote(['tip_percent' => 10]);

    // 10 % of 658.00 is 65.80: 66 ₴.
    expect($rows['tip'])->toBe(['code' => 'tip', 'amount' => 6600, 'label' => '10'])
        ->and($rows['total']['amount'])->toBe(65800 + 6000 + 6600);
    $codes = array_column(test()->postJson('/api/checkout/quote', Fx::delivery(['tip_percent' => 10]))->json('data.totals'), 'code');
    expect($codes)->toBe(['subtotal', 'delivery', 'tip', 'total']);
});

it('takes the percent of the food after the promo discount, without the delivery', function () {
    PromoCode::factory()->create(['code' => 'TIP20', 'value' => 20]);

    $rows = Fx::tipQuote(['tip_percent' => 15, 'promo_code' => 'TIP20']);

    // 15 % of (658.00 − 131.60) = 78.96: 79 ₴.
    expect($rows['discount']['amount'])->toBe(-13160)
        ->and($rows['tip']['amount'])->toBe(7900)
        ->and($rows['total']['amount'])->toBe(65800 - 13160 + 6000 + 7900);
});

it('adds an amount as typed, and no row without a tip', function () {
    expect(Fx::tipQuote(['tip_amount' => 5050])['tip'])->toBe(['code' => 'tip', 'amount' => 5050])
        ->and(Fx::tipQuote([]))->not->toHaveKey('tip')
        ->and(Fx::tipQuote(['tip_amount' => 0]))->not->toHaveKey('tip');
});

it('refuses a percent that is not offered, an amount over the largest tip, and both at once, in the request\'s language', function (string $language, array $messages) {
    $send = fn (array $tip) => test()->postJson('/api/checkout/quote', Fx::delivery($tip), ['Accept-Language' => $language])->assertUnprocessable();

    $send(['tip_percent' => 12])->assertJsonPath('errors.tip_percent', [$messages[0]]);
    $send(['tip_amount' => 200_001])->assertJsonPath('errors.tip_amount', [$messages[1]]);
    $send(['tip_amount' => -1])->assertJsonPath('errors.tip_amount', [$messages[1]]);
    $send(['tip_percent' => 10, 'tip_amount' => 5000])->assertJsonPath('errors.tip_percent', [$messages[2]]);
    $send(['tip_percent' => 'ten'])->assertJsonValidationErrors('tip_percent');
})->with([
    'uk' => ['uk', ['Чайові можуть бути 5, 10, 15 відсотків.', 'Чайові — сума від 0 до 2000 грн.', 'Оберіть чайові відсотком або сумою, не обома.']],
    'en' => ['en', ['A tip can be 5, 10, 15 percent.', 'A tip is an amount from 0 to 2000 UAH.', 'Choose a tip as a percent or as an amount, not both.']],
]);

it('lets bonuses pay no part of the tip', function () {
    [, $token] = Fx::customerWithBonuses(100000);

    $rows = Fx::tipQuote(['tip_amount' => 50000, 'bonuses' => 30000], ['Authorization' => "Bearer $token"]);

    // 30 % of the food and delivery (718.00), whatever the tip.
    expect($rows['bonuses_box'])->toBe(['balance' => 100000, 'max' => 21540, 'spent' => 21540])
        ->and($rows['total']['amount'])->toBe(65800 + 6000 - 21540 + 50000);
});

it('places the order with its tip in the total, charges it with the card payment, and earns no bonuses on it', function () {
    [$customer, $token] = Fx::customerWithBonuses(0);
    $form = Fx::pickup(['tip_percent' => 5, 'phone' => '+380671110000']);

    $number = test()->postJson('/api/orders', $form, ['Idempotency-Key' => 'tip-order-0001', 'Authorization' => "Bearer $token"])
        ->assertCreated()->json('data.order.number');
    $order = Order::query()->where('number', $number)->sole();

    // 5 % of 658.00 = 32.90: 33 ₴.
    expect($order->tip)->toBe(3300)
        ->and($order->total)->toBe(65800 + 3300)
        ->and(array_column($order->totals, 'amount', 'code'))->toBe(['subtotal' => 65800, 'tip' => 3300, 'total' => 69100]);

    $payment = app(\App\Shop\Payments\Payments::class)->start($order);
    expect($payment->amount)->toBe(69100);

    app(OrderLifecycle::class)->changePaymentStatus($order, PaymentStatus::Paid, 'transaction t-tip');
    foreach ([OrderStatus::Accepted, OrderStatus::Cooking, OrderStatus::ReadyForPickup, OrderStatus::Completed] as $status) {
        app(OrderLifecycle::class)->changeStatus($order->refresh(), $status);
    }

    // 5 % of 658.00, not of 691.00.
    expect(app(Bonuses::class)->balance(Customer::query()->findOrFail($customer->id)))->toBe(3290);
});

it('gives the tip back with a full refund, and keeps it on a refund of dishes', function () {
    Staff::signIn(StaffRole::Operator);
    $full = Staff::paidSandboxOrder(55000);
    $full->update(['tip' => 5000]);

    $refund = app(OrderActions::class)->refund($full->refresh(), null, 'customer_request');

    expect($refund->amount)->toBe(55000)
        ->and($full->refresh()->payment_status)->toBe(PaymentStatus::Refunded);

    $part = Staff::paidSandboxOrder(55000);
    $part->update(['tip' => 5000]);
    $line = $part->lines()->firstOrFail();
    app(OrderActions::class)->refund($part->refresh(), [['line_id' => $line->id, 'quantity' => 1]], 'quality');

    expect(PaymentRefund::query()->where('order_id', $part->id)->sole()->amount)->toBe($line->unit_price)
        ->and($part->refresh()->payment_status)->toBe(PaymentStatus::Paid);
});

it('shows the tip on the board\'s ticket and sums the tips per day and restaurant in the figures', function () {
    $this->travelTo(CarbonImmutable::parse('2026-06-10 18:00', 'Europe/Kyiv'));
    Staff::signIn(StaffRole::Manager);
    $restaurant = Staff::restaurant();
    $placed = function (string $at, int $tip, array $attributes = []) use ($restaurant) {
        $order = Staff::order(OrderStatus::Accepted, ['total' => 50000 + $tip, 'tip' => $tip, 'restaurant_id' => $restaurant->id] + $attributes);
        Order::query()->whereKey($order->id)->update(['created_at' => CarbonImmutable::parse($at, 'Europe/Kyiv')->setTimezone(config('app.timezone'))]);

        return $order;
    };
    $ticket = $placed('2026-06-10 12:00', 4000);
    $placed('2026-06-10 13:00', 2500);
    $placed('2026-06-10 14:00', 0);
    $placed('2026-06-10 15:00', 9900, ['status' => OrderStatus::Cancelled]);
    $placed('2026-06-10 16:00', 7700, ['payment_status' => PaymentStatus::Refunded]);
    $placed('2026-06-09 12:00', 1000);

    $board = Staff::visit('/staff/board')->assertOk()->json('props.tickets');
    expect(collect($board)->firstWhere('number', $ticket->number)['tip'])->toBe(4000);

    $tips = Staff::visit('/staff/reports')->assertOk()->json('props.figures.tips');
    expect($tips)->toBe([
        'total' => 6500,
        'rows' => [['date' => '2026-06-10', 'restaurant' => $ticket->restaurant->translate('name', 'uk'), 'amount' => 6500, 'orders' => 2]],
    ]);
    expect(Staff::visit('/staff/reports?from=2026-06-09&to=2026-06-10')->json('props.figures.tips.total'))->toBe(7500);
});
