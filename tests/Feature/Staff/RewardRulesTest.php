<?php

use App\Models\Customer;
use App\Models\Order;
use App\Shop\Loyalty\Bonuses;
use App\Shop\Ordering\OrderLifecycle;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\PaymentType;
use App\Shop\Ordering\UnpaidOnlineOrderException;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\Queue;
use Tests\Feature\Staff\StaffFixtures as Staff;

// Rewards follow money received: an unpaid card order is not completed (nor rewarded) unless a manager marks it paid;
// bonuses taken back when the money goes back become a debt when they cannot be taken now (parking them on an unpaid
// order does not keep them); the referral reward is paid once, for a friend's first paid order of at least the
// configured amount, not to the referrer's own phone or address.

beforeEach(function () {
    Queue::fake();
    config(['shop.ordering.referral_reward' => 10000, 'shop.ordering.referral_min_order' => 10000, 'shop.ordering.bonuses.accrual_percent' => 10]);
    $this->referrer = Customer::query()->create(['phone' => '380671119201', 'name' => 'Марта']);
    $this->friend = Customer::query()->create(['phone' => '380671119202', 'referrer_id' => $this->referrer->id]);
    $this->bonuses = app(Bonuses::class);
});

it('refuses to complete an unpaid card order, in both languages, and pays no reward; a manager marking it paid lets it complete', function (string $prefix, string $words) {
    $order = Staff::order(OrderStatus::OnTheWay, ['payment_type' => PaymentType::CardOnline->value, 'payment_status' => PaymentStatus::Pending, 'total' => 50000, 'customer_id' => $this->friend->id]);
    Staff::signIn(StaffRole::Operator);

    Staff::staffMove($order, 'on_the_way', 'completed', $prefix)->assertStatus(422)
        ->assertJsonPath('errors.to.0', fn (string $m) => str_contains($m, $words) && str_contains($m, (string) $order->number));

    expect($order->refresh()->status)->toBe(OrderStatus::OnTheWay)
        ->and([$this->bonuses->balance($this->friend), $this->bonuses->balance($this->referrer)])->toBe([0, 0])
        ->and(fn () => app(OrderLifecycle::class)->changeStatus($order, OrderStatus::Completed))->toThrow(UnpaidOnlineOrderException::class);

    // The money came in another way: a manager marks it paid, then it completes and earns what paid money earns.
    Staff::signIn(StaffRole::Manager);
    $this->withHeaders(Staff::json())->postJson("$prefix/staff/orders/{$order->number}/paid", ['payment_status' => 'pending'])->assertOk();
    Staff::staffMove($order, 'on_the_way', 'completed', $prefix)->assertOk();

    expect($order->refresh()->status)->toBe(OrderStatus::Completed)
        ->and([$this->bonuses->balance($this->friend), $this->bonuses->balance($this->referrer)])->toBe([5000, 10000]);
})->with([
    'uk' => ['', 'оплата не надійшла'],
    'en' => ['/en', 'payment has not come in'],
]);

it('keeps no referral reward parked on an unpaid order: the take-back is a debt the returned bonuses pay', function () {
    $friendOrder = Staff::completedFriendOrder($this->friend);
    expect($this->bonuses->balance($this->referrer))->toBe(10000);
    // The referrer spends the reward on a card order left unpaid (balance 0).
    $parked = Order::factory()->cardOnline()->create(['customer_id' => $this->referrer->id, 'bonuses_spent' => 10000, 'total' => 20000, 'payment_status' => PaymentStatus::Unpaid, 'status' => OrderStatus::New]);
    $this->bonuses->debit($this->referrer, 10000, 'order_spend', "order:{$parked->id}:spend", $parked);

    Staff::signIn(StaffRole::Manager);
    Staff::refundInFull($friendOrder);
    expect($this->bonuses->balance($this->referrer))->toBe(0)->and($this->bonuses->debt($this->referrer))->toBe(10000);

    app(OrderLifecycle::class)->cancel($parked->refresh(), 'payment_timeout');

    expect($this->bonuses->balance($this->referrer))->toBe(0)
        ->and($this->bonuses->debt($this->referrer))->toBe(0)
        ->and(Staff::referrerLines($this->referrer, 'debt_settled'))->toHaveCount(1);
    // Later bonuses are the customer's again.
    $this->bonuses->credit($this->referrer, 3000, 'gift', 'test:gift:9201');
    expect($this->bonuses->balance($this->referrer))->toBe(3000);
});

it('keeps no own accrual parked on an unpaid order either, and a retried take-back adds no second debt', function () {
    $order = Order::factory()->cardOnline()->create(['customer_id' => $this->referrer->id, 'total' => 50000, 'payment_status' => PaymentStatus::Pending]);
    app(OrderLifecycle::class)->changePaymentStatus($order, PaymentStatus::Paid, 'transaction t-9201');
    expect($this->bonuses->balance($this->referrer))->toBe(5000);
    $parked = Order::factory()->cardOnline()->create(['customer_id' => $this->referrer->id, 'bonuses_spent' => 5000, 'total' => 20000, 'payment_status' => PaymentStatus::Unpaid, 'status' => OrderStatus::New]);
    $this->bonuses->debit($this->referrer, 5000, 'order_spend', "order:{$parked->id}:spend", $parked);

    app(OrderLifecycle::class)->changeStatus($order->refresh(), OrderStatus::Cancelled);
    $this->bonuses->takeBack($this->referrer, 5000, 'order_accrual_reversed', "order:{$order->id}:accrual-reversal", $order);
    expect([$this->bonuses->balance($this->referrer), $this->bonuses->debt($this->referrer)])->toBe([0, 5000]);

    app(OrderLifecycle::class)->cancel($parked->refresh(), 'payment_timeout');

    expect([$this->bonuses->balance($this->referrer), $this->bonuses->debt($this->referrer)])->toBe([0, 0]);
});

it('pays the referral reward once, for the friend\'s first paid order of at least the configured amount', function () {
    // A 75 ₴ cash pickup, collected: below the least order, no reward.
    $small = Staff::pickup(OrderStatus::ReadyForPickup, ['total' => 7500, 'customer_id' => $this->friend->id]);
    app(OrderLifecycle::class)->changeStatus($small, OrderStatus::Completed);
    expect($small->refresh()->payment_status)->toBe(PaymentStatus::Paid)
        ->and($this->bonuses->balance($this->referrer))->toBe(0);

    $first = Staff::completedFriendOrder($this->friend, 12000);
    $second = Staff::completedFriendOrder($this->friend, 50000);

    expect($this->bonuses->balance($this->referrer))->toBe(10000)
        ->and(Staff::referrerLines($this->referrer, 'referral'))->toBe([['amount' => 10000, 'idempotency_key' => "referral:{$this->friend->id}"]])
        ->and(\App\Models\BonusTransaction::query()->where('reason', 'referral')->sole()->source_id)->toBe($first->id)
        ->and($second->id)->not->toBe($first->id);
});

it('pays no referral reward for an order to the referrer\'s own phone or to an address the referrer ordered to', function (string $case) {
    if ($case === 'phone') {
        $order = Staff::order(OrderStatus::OnTheWay, ['total' => 50000, 'customer_id' => $this->friend->id, 'phone' => $this->referrer->phone]);
    } else {
        Staff::order(OrderStatus::Completed, ['total' => 30000, 'customer_id' => $this->referrer->id, 'phone' => $this->referrer->phone, 'address' => ['street' => 'вул. Хрещатик', 'house' => '1', 'apartment' => '7']]);
        $order = Staff::order(OrderStatus::OnTheWay, ['total' => 50000, 'customer_id' => $this->friend->id, 'phone' => '380931119203', 'address' => ['street' => 'Вул Хрещатик', 'house' => '1 ', 'apartment' => '7']]);
    }

    app(OrderLifecycle::class)->changeStatus($order, OrderStatus::Completed);

    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Paid)
        ->and($this->bonuses->balance($this->friend))->toBe(5000)
        ->and($this->bonuses->balance($this->referrer))->toBe(0);
})->with(['phone', 'address']);
