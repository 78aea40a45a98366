<?php

use App\Models\Order;
use App\Models\PaymentRefund;
use App\Models\Product;
use App\Models\PromoCode;
use App\Models\Restaurant;
use App\Models\Review;
use App\Models\StaffAuditEntry;
use App\Shop\Loyalty\Bonuses;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Staff\StaffRole;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Staff\StaffFixtures as Staff;
use Tests\Support\RaceDatabase;
use Tests\Support\RaceWorkers;

// The money and state actions fired from several processes at the same moment (each its own app, database connection
// and cache client, as requests on several workers), against a committed database of their own (RaceDatabase: a
// PostgreSQL database beside the test's, or an SQLite file): one wins, the others get a 409 naming who won (or a
// refusal), and there is one change, one audit entry and one SMS.

const RACE_WORKERS = 4;

beforeEach(function () {
    RaceDatabase::use();
    $this->travelTo(Fx::noon());
});

afterEach(function () {
    RaceDatabase::release();
});

it('refunds a paid order once when several managers press Refund at once', function () {
    $managers = Staff::raceStaff(StaffRole::Manager);
    $order = Staff::paidSandboxOrder(50000);

    $outcomes = RaceWorkers::fire(RACE_WORKERS, 'refund', ['order' => $order->number, 'staff' => $managers]);

    expect(collect($outcomes)->pluck('status')->diff([200, 409, 422])->all())->toBe([])
        ->and(collect($outcomes)->where('status', 200)->count())->toBe(1)
        ->and((int) PaymentRefund::query()->where('order_id', $order->id)->sum('amount'))->toBe(50000)
        ->and(PaymentRefund::query()->where('order_id', $order->id)->count())->toBe(1)
        ->and(StaffAuditEntry::query()->where('order_id', $order->id)->where('action', 'order.refund')->count())->toBe(1)
        ->and($order->refresh()->payment_status)->toBe(PaymentStatus::Refunded);
});

it('never refunds a line beyond its quantity when refunds by line race', function () {
    $managers = Staff::raceStaff(StaffRole::Manager);
    $order = Staff::paidSandboxOrder(50000);
    $line = $order->lines()->sole();

    $outcomes = RaceWorkers::fire(RACE_WORKERS, 'line_refund', ['order' => $order->number, 'line' => $line->id, 'staff' => $managers]);

    $refunded = PaymentRefund::query()->where('order_id', $order->id)->get();
    expect(collect($outcomes)->where('status', 200)->count())->toBe($refunded->count())
        ->and($refunded->count())->toBeGreaterThanOrEqual(1)->toBeLessThanOrEqual(2)
        ->and((int) $refunded->sum('amount'))->toBe(25000 * $refunded->count())
        ->and(collect($outcomes)->pluck('status')->diff([200, 409, 422])->all())->toBe([]);
});

it('accepts an order once: the others get a 409 naming who accepted it, one audit entry, one SMS', function () {
    $operators = Staff::raceStaff(StaffRole::Operator);
    $order = Staff::order(OrderStatus::New, ['phone' => '380501119001']);

    $outcomes = RaceWorkers::fire(RACE_WORKERS, 'accept', ['order' => $order->number, 'staff' => $operators]);

    $winner = StaffAuditEntry::query()->where('order_id', $order->id)->where('action', 'order.status')->sole();
    expect(collect($outcomes)->where('status', 200)->count())->toBe(1)
        ->and(collect($outcomes)->where('status', 409)->count())->toBe(RACE_WORKERS - 1)
        ->and(collect($outcomes)->where('status', 409)->every(fn ($o) => str_contains($o['message'], $winner->staff_name)))->toBeTrue()
        ->and($order->refresh()->status)->toBe(OrderStatus::Accepted)
        ->and(Staff::raceSmsJobs('380501119001'))->toBeLessThanOrEqual(1);
});

it('moves an order to another restaurant once: one audit entry, one SMS, the others a 409 naming who moved it', function () {
    $operators = Staff::raceStaff(StaffRole::Operator);
    $to = Restaurant::query()->where('slug', '!=', Fx::restaurant()->slug)->where('pickup', true)->firstOrFail();
    $order = Staff::pickup(OrderStatus::Accepted, ['restaurant_id' => Fx::restaurant()->id, 'phone' => '380501119002']);
    $order->lines()->update(['product_id' => null]);

    $outcomes = RaceWorkers::fire(RACE_WORKERS, 'transfer', ['order' => $order->number, 'to' => $to->id, 'staff' => $operators]);

    $moves = StaffAuditEntry::query()->where('order_id', $order->id)->where('action', 'order.restaurant')->get();
    expect(collect($outcomes)->where('status', 200)->count())->toBe(1)
        ->and($moves)->toHaveCount(1)
        ->and(collect($outcomes)->where('status', 409)->count())->toBe(RACE_WORKERS - 1)
        ->and(collect($outcomes)->where('status', 409)->every(fn ($o) => str_contains($o['message'], $moves->sole()->staff_name)))->toBeTrue()
        ->and($order->refresh()->restaurant_id)->toBe($to->id)
        ->and(Staff::raceSmsJobs('380501119002'))->toBe(1);
});

it('lets a promo code of one use serve one order when several are placed with it at once', function () {
    $promo = PromoCode::factory()->create(['code' => 'RACE'.random_int(1000, 9999), 'value' => 10, 'usage_limit' => 1]);

    $outcomes = RaceWorkers::fire(RACE_WORKERS, 'place', ['input' => Fx::pickup(['payment_type' => 'cash', 'phone' => '380671119'.random_int(100, 999), 'promo_code' => $promo->code, 'slot' => null])]);

    expect(collect($outcomes)->where('status', 200)->count())->toBe(1)
        ->and(collect($outcomes)->where('status', 422)->count())->toBe(RACE_WORKERS - 1, json_encode($outcomes, JSON_UNESCAPED_UNICODE))
        ->and($promo->refresh()->used_count)->toBe(1)
        ->and(Order::query()->where('promo_code_id', $promo->id)->count())->toBe(1);
});

it('spends a customer\'s bonuses once when several orders spending them are placed at once', function () {
    [$customer, $token] = Fx::customerWithBonuses(3000, '380671119'.random_int(100, 999));

    $outcomes = RaceWorkers::fire(RACE_WORKERS, 'place', ['token' => $token, 'input' => Fx::pickup(['payment_type' => 'cash', 'phone' => $customer->phone, 'bonuses' => 3000, 'slot' => null])]);

    expect(collect($outcomes)->where('status', 200)->count())->toBe(1)
        ->and(app(Bonuses::class)->balance($customer))->toBe(0)
        ->and(Order::query()->where('customer_id', $customer->id)->count())->toBe(1);
});

it('publishes a review once when several moderators publish it at once', function () {
    $operators = Staff::raceStaff(StaffRole::Operator);
    $review = Review::query()->create(['product_id' => Product::query()->value('id'), 'author' => 'Race', 'rating' => 5, 'body' => 'Смачно', 'locale' => 'uk', 'published' => false]);

    $outcomes = RaceWorkers::fire(RACE_WORKERS, 'review_publish', ['review' => $review->id, 'staff' => $operators]);

    expect(collect($outcomes)->pluck('status')->unique()->all())->toBe([200], json_encode($outcomes, JSON_UNESCAPED_UNICODE))
        ->and($review->refresh()->published)->toBeTrue()
        ->and(StaffAuditEntry::query()->where('action', 'review.publish')->where('subject_id', (string) $review->id)->count())->toBe(1);
});

it('corrects an order once when several operators send the same correction at once: one audit entry, one SMS', function () {
    $operators = Staff::raceStaff(StaffRole::Operator);
    $phone = '380501119'.random_int(100, 999);
    app(\App\Shop\Ordering\Orders::class)->place(Fx::delivery(['phone' => $phone]), 'race-correct-'.bin2hex(random_bytes(4)), null, 'uk', '198.51.100.7');
    $order = Order::query()->where('phone', $phone)->sole();
    $input = ['items' => [['id' => Fx::product()->id, 'quantity' => 3, 'modifiers' => []]], 'region_id' => Fx::region()->id,
        'street' => 'вул. Ярославів Вал', 'house' => '14', 'entrance' => '2', 'floor' => '5', 'apartment' => '31',
        'courier_comment' => 'Домофон не працює', 'slot' => null];

    $outcomes = RaceWorkers::fire(RACE_WORKERS, 'correct', ['order' => $order->number, 'input' => $input, 'staff' => $operators]);

    // The first one changes the order; each other one either finds the order's provider lock held (409) or, after it,
    // a correction that changes nothing (written as nothing).
    expect(collect($outcomes)->whereIn('status', [200, 409])->count())->toBe(RACE_WORKERS, json_encode($outcomes, JSON_UNESCAPED_UNICODE))
        ->and(StaffAuditEntry::query()->where('order_id', $order->id)->where('action', 'order.correct')->count())->toBe(1)
        ->and($order->refresh()->lines()->sum('quantity'))->toBe(3)
        ->and(Staff::raceSmsJobs($phone))->toBeLessThanOrEqual(1);
});

it('never gives back more than was paid less what the order costs when refunds by line, a correction down and a full refund race', function (array $plan) {
    $managers = Staff::raceStaff(StaffRole::Manager);
    $phone = '380501118'.random_int(100, 999);
    app(\App\Shop\Ordering\Orders::class)->place(Fx::delivery(['phone' => $phone, 'payment_type' => 'card-online',
        'items' => [['id' => Fx::product()->id, 'quantity' => 5, 'modifiers' => []]]]), 'race-money-'.bin2hex(random_bytes(4)), null, 'uk', '198.51.100.8');
    $order = Order::query()->where('phone', $phone)->sole();
    $payment = app(\App\Shop\Payments\Payments::class)->start($order);
    $sandbox = app(\App\Shop\Payments\SandboxGateway::class);
    parse_str((string) parse_url((string) $sandbox->complete($sandbox->paymentOrder($payment->order_code), pay: true), PHP_URL_QUERY), $query);
    app(\App\Shop\Payments\Payments::class)->confirm($query['t'], $payment->order_code);
    $paid = (int) $order->refresh()->total;
    $input = ['items' => [['id' => Fx::product()->id, 'quantity' => 3, 'modifiers' => []]], 'region_id' => Fx::region()->id,
        'street' => 'вул. Ярославів Вал', 'house' => '14', 'entrance' => '2', 'floor' => '5', 'apartment' => '31',
        'courier_comment' => 'Домофон не працює', 'slot' => null,
        // Each operator's form was opened before the race: a correction after a refund by line or another correction
        // is refused (409) instead of adding back what was refunded meanwhile.
        'basis' => \App\Staff\Orders\OrderCorrections::basis($order)];

    $outcomes = RaceWorkers::fire(RACE_WORKERS, 'money', ['order' => $order->number, 'line' => $order->lines()->sole()->id,
        'input' => $input, 'staff' => $managers, 'plan' => array_combine(array_map('strval', $managers), $plan)]);

    $order->refresh();
    $refunded = (int) PaymentRefund::query()->where('order_id', $order->id)->where('status', '!=', 'failed')->sum('amount');
    $owed = \App\Shop\Payments\Payments::owed($order);
    expect(collect($outcomes)->pluck('status')->diff([200, 409, 422])->all())->toBe([], json_encode($outcomes, JSON_UNESCAPED_UNICODE))
        ->and($owed)->toBeGreaterThanOrEqual(0)
        ->and(\App\Shop\Payments\Payments::due($order))->toBe(0)
        // Exactly what the order no longer costs went back: never more (and the shop keeps no more than it costs).
        ->and($refunded)->toBe($paid - $owed)
        ->and($refunded)->toBeLessThanOrEqual($paid);
    if ($order->payment_status === PaymentStatus::Refunded) {
        expect($refunded)->toBe($paid);
    }
})->with([
    'line, correction, full, line' => [['line', 'correct', 'full', 'line']],
    'line, line, correction, correction' => [['line', 'line', 'correct', 'correct']],
]);
