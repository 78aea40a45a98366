<?php

use App\Models\Order;
use App\Models\Restaurant;
use App\Models\StaffAuditEntry;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\PaymentType;
use App\Shop\Ordering\StatusSms;
use App\Shop\Sms\SendSms;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\Cache;
use Illuminate\Support\Facades\Queue;
use Illuminate\Support\Facades\Schedule;
use Tests\Feature\Overview\OverviewFixtures;
use Tests\Feature\Staff\StaffFixtures as Staff;
use Tests\Support\ReportBudget;

// An order nobody accepted within SHOP_STAFF_MANAGER_SMS_AFTER minutes is texted to the manager (SHOP_MANAGER_PHONE)
// by shop:alert-managers, every minute: once per order, within the status SMS budget, audited.

beforeEach(function () {
    Queue::fake();
    $this->travelTo(CarbonImmutable::parse('2026-11-25 19:00:00', 'Europe/Kyiv'));
    Cache::forget(StatusSms::BUDGET_KEY.':'.intdiv(now()->getTimestamp(), 3600));
    config(['shop.staff.alarm.manager_phone' => '+380 67 000 11 22', 'shop.staff.alarm.manager_sms_after' => 10]);
    $this->restaurant = Restaurant::factory()->create(['name' => ['uk' => 'Sunrise Поділ', 'en' => 'Sunrise Podil']]);
});

it('texts the manager once about an order nobody accepted in time', function () {
    $late = OverviewFixtures::waitingOrderFor(11);
    OverviewFixtures::waitingOrderFor(9);                                             // not yet
    OverviewFixtures::waitingOrderFor(30, OrderStatus::Accepted);                     // taken
    OverviewFixtures::waitingOrderFor(30, OrderStatus::Cancelled);                    // over
    OverviewFixtures::waitingOrderFor(30, OrderStatus::New, ['payment_type' => PaymentType::CardOnline->value, 'payment_status' => PaymentStatus::Pending]); // still paying

    $this->artisan('shop:alert-managers')->assertSuccessful();

    expect(OverviewFixtures::managerTexts())->toBe(["Sunrise: замовлення {$late->number} (Sunrise Поділ) ніхто не прийняв уже 11 хв."])
        ->and($late->refresh()->manager_alerted_at?->equalTo(now()))->toBeTrue();
    $entry = StaffAuditEntry::query()->where('action', 'order.manager_sms')->sole();
    expect($entry->order_id)->toBe($late->id)->and($entry->staff_name)->toBe('system')->and($entry->after['phone'])->not->toContain('0001122');

    // The next minutes do not text it again; the order placed 9 minutes ago is texted once it reaches 10.
    $this->travel(1)->minutes();
    $this->artisan('shop:alert-managers')->assertSuccessful();
    $this->travel(1)->minutes();
    $this->artisan('shop:alert-managers')->assertSuccessful();

    expect(OverviewFixtures::managerTexts())->toHaveCount(2)->and(OverviewFixtures::managerTexts()[1])->toContain('ніхто не прийняв уже 10 хв');
});

it('never texts twice about an order another run already claimed', function () {
    $order = OverviewFixtures::waitingOrderFor(15);
    // Another node's run claimed it a moment ago.
    Order::query()->whereKey($order->id)->toBase()->update(['manager_alerted_at' => now()]);

    $this->artisan('shop:alert-managers')->assertSuccessful();

    expect(OverviewFixtures::managerTexts())->toBe([]);
});

it('texts nobody without a manager phone', function () {
    config(['shop.staff.alarm.manager_phone' => '']);
    $order = OverviewFixtures::waitingOrderFor(20);

    $this->artisan('shop:alert-managers')->assertSuccessful();

    Queue::assertNotPushed(SendSms::class);
    expect($order->refresh()->manager_alerted_at)->toBeNull();
});

it('stays within the status SMS budget and texts the rest once the hour allows', function () {
    // The status SMS budget used up: one critical line for the operator (log only).
    ReportBudget::expect(1, 0);
    config(['shop.status_sms.budget_per_hour' => 1]);
    OverviewFixtures::waitingOrderFor(25);
    $second = OverviewFixtures::waitingOrderFor(20);

    $this->artisan('shop:alert-managers')->assertSuccessful();

    expect(OverviewFixtures::managerTexts())->toHaveCount(1)->and($second->refresh()->manager_alerted_at)->toBeNull();

    $this->travel(1)->hours();
    $this->artisan('shop:alert-managers')->assertSuccessful();

    expect(OverviewFixtures::managerTexts())->toHaveCount(2)->and($second->refresh()->manager_alerted_at)->not->toBeNull();
});

it('runs every minute on the scheduler', function () {
    $event = collect(Schedule::events())->first(fn ($e) => str_contains((string) $e->command, 'shop:alert-managers'));

    expect($event)->not->toBeNull()->and($event->expression)->toBe('* * * * *');
});
