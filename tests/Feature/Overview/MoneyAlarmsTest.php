<?php

use App\Models\MoneyAlarm;
use App\Models\Order;
use App\Models\StaffAuditEntry;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\StatusSms;
use App\Shop\Sms\SendSms;
use App\Staff\StaffRole;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Facades\Schedule;
use Tests\Feature\Overview\OverviewFixtures;
use Tests\Feature\Staff\StaffFixtures as Staff;
use Tests\Support\ReportBudget;

// Money problems become alarms on the staff overview (with the order and what to do) and one SMS each to the manager:
// a payment arriving for a cancelled order, a refund the provider refused, a difference unpaid for more than a day.

beforeEach(function () {
    Queue::fake([SendSms::class]);
    $this->travelTo(CarbonImmutable::parse('2026-11-25 19:00:00', 'Europe/Kyiv'));
    Cache::forget(StatusSms::BUDGET_KEY.':'.intdiv(now()->getTimestamp(), 3600));
    config(['shop.staff.alarm.manager_phone' => '+380 67 000 11 22', 'shop.money_alarms.unpaid_difference_hours' => 24]);
});

it('raises an alarm for a payment that arrived after the order was cancelled, and texts the manager once', function () {
    // A cancelled order paid: one critical line for the operator (log only).
    ReportBudget::expect(1, 0);
    $order = OverviewFixtures::paidAfterCancel();

    $this->artisan('shop:money-alarms')->assertSuccessful();
    $this->artisan('shop:money-alarms')->assertSuccessful();

    $alarm = MoneyAlarm::query()->sole();
    expect($alarm->kind)->toBe(MoneyAlarm::LATE_PAYMENT)
        ->and($alarm->order_id)->toBe($order->id)
        ->and($alarm->amount)->toBe(47000)
        ->and(OverviewFixtures::moneyTexts())->toHaveCount(1)
        ->and(OverviewFixtures::moneyTexts()[0])->toContain($order->number)->toContain('скасоване')
        ->and(StaffAuditEntry::query()->where('action', 'order.money_alarm_sms')->where('order_id', $order->id)->count())->toBe(1);
});

it('does not ring for a cancelled order whose payment came before the cancel (its refund is the cancel\'s business)', function () {
    $order = Staff::paidSandboxOrder(40000);
    $this->travel(1)->minutes();
    $order->moveTo(OrderStatus::Cancelled, 'test');

    $this->artisan('shop:money-alarms')->assertSuccessful();

    expect(MoneyAlarm::query()->count())->toBe(0)->and(OverviewFixtures::moneyTexts())->toBe([]);
});

it('raises an alarm for a refund the provider refused', function () {
    $refund = OverviewFixtures::refusedRefund();

    $this->artisan('shop:money-alarms')->assertSuccessful();

    $alarm = MoneyAlarm::query()->sole();
    expect([$alarm->kind, $alarm->order_id, $alarm->amount])->toBe([MoneyAlarm::REFUND_REFUSED, $refund->order_id, 30000])
        ->and(OverviewFixtures::moneyTexts())->toHaveCount(1)
        ->and(OverviewFixtures::moneyTexts()[0])->toContain('відмовив');
});

it('raises an alarm for a difference unpaid for more than a day, not before', function () {
    $recent = OverviewFixtures::raisedAndUnpaid(23);
    $old = OverviewFixtures::raisedAndUnpaid(25);

    $this->artisan('shop:money-alarms')->assertSuccessful();

    $alarm = MoneyAlarm::query()->sole();
    expect([$alarm->kind, $alarm->order_id, $alarm->amount])->toBe([MoneyAlarm::UNPAID_DIFFERENCE, $old->id, 12000])
        ->and(MoneyAlarm::query()->where('order_id', $recent->id)->exists())->toBeFalse();

    // Paid (the difference no longer due): the alarm ends by itself.
    $old->update(['total' => 50000]);
    $this->artisan('shop:money-alarms')->assertSuccessful();
    expect($alarm->refresh()->resolved_at)->not->toBeNull()->and($alarm->resolved_by)->toBeNull();
});

it('texts within the status SMS budget: a spent budget waits for the next run', function () {
    OverviewFixtures::refusedRefund();
    config(['shop.status_sms.budget_per_hour' => 0]);
    $this->artisan('shop:money-alarms')->assertSuccessful();
    expect(OverviewFixtures::moneyTexts())->toBe([])->and(MoneyAlarm::query()->sole()->sms_sent_at)->toBeNull();

    config(['shop.status_sms.budget_per_hour' => 1000]);
    $this->travel(1)->hours();
    $this->artisan('shop:money-alarms')->assertSuccessful();
    expect(OverviewFixtures::moneyTexts())->toHaveCount(1);
});

it('shows each alarm on the overview with its order and what to do; Done takes it off, audited', function (string $prefix) {
    // A cancelled order paid: one critical line for the operator (log only).
    ReportBudget::expect(1, 0);
    $late = OverviewFixtures::paidAfterCancel();
    OverviewFixtures::refusedRefund();
    $this->travel(1)->days();
    OverviewFixtures::raisedAndUnpaid(25);
    $this->artisan('shop:money-alarms')->assertSuccessful();
    $manager = Staff::signIn(StaffRole::Manager);

    $alarms = Staff::visit("$prefix/staff/overview")->assertOk()->json('props.moneyAlarms');
    expect(collect($alarms)->pluck('kind')->sort()->values()->all())->toBe(['late_payment', 'refund_refused', 'unpaid_difference']);
    $first = collect($alarms)->firstWhere('kind', 'late_payment');
    expect($first)->toMatchArray(['number' => $late->number, 'amount' => 47000, 'order_url' => "$prefix/staff/orders/{$late->number}"]);
    // The feed carries them too.
    expect($this->getJson("$prefix/staff/overview/feed")->json('moneyAlarms'))->toHaveCount(3);

    Staff::send('DELETE', $first['done_url'], [], "$prefix/staff/overview")->assertRedirect("$prefix/staff/overview");
    expect(Staff::toast())->toContain($late->number)
        ->and(collect(Staff::visit("$prefix/staff/overview")->json('props.moneyAlarms'))->pluck('kind')->all())->not->toContain('late_payment')
        ->and(StaffAuditEntry::query()->where('action', 'order.money_alarm_done')->sole()->staff_member_id)->toBe($manager->id);
})->with(['uk' => '', 'en' => '/en']);

it('keeps the kitchen off the alarms', function () {
    $alarm = MoneyAlarm::query()->create(['kind' => MoneyAlarm::REFUND_REFUSED, 'order_id' => OverviewFixtures::refusedRefund()->order_id, 'source' => 'refund:x']);
    Staff::signIn(StaffRole::Kitchen);

    Staff::send('DELETE', "/staff/overview/money-alarms/{$alarm->id}")->assertForbidden();
    expect($alarm->refresh()->resolved_at)->toBeNull();
});

it('runs every five minutes on the scheduler', function () {
    $event = collect(Schedule::events())->first(fn ($e) => str_contains((string) $e->command, 'shop:money-alarms'));

    expect($event?->expression)->toBe('*/5 * * * *');
});
