<?php

use App\Models\BonusTransaction;
use App\Models\Customer;
use App\Models\Order;
use App\Shop\Loyalty\Bonuses;
use App\Shop\Ordering\OrderLifecycle;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\Queue;
use Tests\Feature\Staff\StaffFixtures as Staff;

// The referral reward (bonuses for the referrer when a referred friend's first order is completed) is taken back
// exactly once when that order is refunded in full: a ledger line "referral_reversed" under its own key.

beforeEach(function () {
    Queue::fake();
    config(['shop.ordering.referral_reward' => 10000]);
    $this->referrer = Customer::query()->create(['phone' => '380671119001', 'name' => 'Марта']);
    $this->friend = Customer::query()->create(['phone' => '380671119002', 'referrer_id' => $this->referrer->id]);
    Staff::signIn(StaffRole::Operator);
});

it('takes the referral reward back once when the friend\'s first order is refunded in full', function () {
    $order = Staff::completedFriendOrder($this->friend);
    expect(app(Bonuses::class)->balance($this->referrer))->toBe(10000);

    Staff::refundInFull($order);

    expect($order->refresh()->payment_status)->toBe(PaymentStatus::Refunded)
        ->and(app(Bonuses::class)->balance($this->referrer))->toBe(0)
        ->and(Staff::referrerLines($this->referrer, 'referral_reversed'))->toBe([['amount' => -10000, 'idempotency_key' => "referral:{$this->friend->id}:reversal"]]);
});

it('takes the reward back in proportion to a partial refund, and the rest once when the rest is refunded', function () {
    $order = Staff::completedFriendOrder($this->friend);
    $line = $order->lines()->sole();

    // Half of the order's money given back: half of the reward goes.
    $this->withHeaders(Staff::json())->postJson("/staff/orders/{$order->number}/refund", ['lines' => [['line_id' => $line->id, 'quantity' => 1]]])->assertOk();
    expect(app(Bonuses::class)->balance($this->referrer))->toBe(5000)
        ->and(Staff::referrerLines($this->referrer, 'referral_reduced'))->toBe([['amount' => -5000, 'idempotency_key' => "referral:{$this->friend->id}:to:5000"]])
        ->and(Staff::referrerLines($this->referrer, 'referral_reversed'))->toBe([]);

    Staff::refundInFull($order);
    $this->withHeaders(Staff::json())->postJson("/staff/orders/{$order->number}/refund", [])->assertStatus(422);

    expect(app(Bonuses::class)->balance($this->referrer))->toBe(0)
        ->and(Staff::referrerLines($this->referrer, 'referral_reversed'))->toBe([['amount' => -5000, 'idempotency_key' => "referral:{$this->friend->id}:reversal"]]);
});

it('takes nothing back when a later order of the friend is refunded', function () {
    Staff::completedFriendOrder($this->friend);
    $second = Staff::completedFriendOrder($this->friend);

    Staff::refundInFull($second);

    expect(app(Bonuses::class)->balance($this->referrer))->toBe(10000)->and(Staff::referrerLines($this->referrer, 'referral_reversed'))->toBe([]);
});

it('never takes the referrer below a zero balance: what was spent becomes a bonus debt, kept in the line\'s meta', function () {
    $order = Staff::completedFriendOrder($this->friend);
    app(Bonuses::class)->debit($this->referrer, 7000, 'order_spend', 'test:spend', null);

    Staff::refundInFull($order);

    $line = BonusTransaction::query()->where('idempotency_key', "referral:{$this->friend->id}:reversal")->sole();
    expect(app(Bonuses::class)->balance($this->referrer))->toBe(0)
        ->and($line->amount)->toBe(-3000)
        ->and($line->meta)->toBe(['asked' => 10000, 'debt' => 7000])
        ->and(app(Bonuses::class)->debt($this->referrer))->toBe(7000);
});

it('gives no reward for a first order refunded in full before it was completed', function () {
    $order = Staff::paidSandboxOrder(50000, OrderStatus::OnTheWay);
    $order->update(['customer_id' => $this->friend->id]);
    Staff::refundInFull($order);

    app(OrderLifecycle::class)->changeStatus($order->refresh(), OrderStatus::Completed);

    expect(app(Bonuses::class)->balance($this->referrer))->toBe(0)
        ->and(BonusTransaction::query()->where('customer_id', $this->referrer->id)->count())->toBe(0);
});

it('shows the referrer the reward taken back: the ledger line and a net rewards total', function () {
    Staff::refundInFull(Staff::completedFriendOrder($this->friend));
    $headers = ['Authorization' => 'Bearer '.$this->referrer->createToken('test')->plainTextToken];

    $this->getJson('/api/referral', $headers)->assertOk()->assertJsonPath('data.rewards_total', 0);
    $this->getJson('/api/bonuses', $headers)->assertOk()->assertJsonPath('data.items.0.reason', 'referral_reversed')->assertJsonPath('data.items.0.amount', -10000);
});
