<?php

use App\Models\FiscalReceipt;
use App\Models\FiscalShift;
use App\Models\MoneyAlarm;
use App\Shop\Fiscal\Issuer;
use App\Shop\Fiscal\Registers;
use App\Shop\Fiscal\Shifts;
use App\Staff\Overview\MoneyAlarms;
use Illuminate\Support\Facades\Artisan;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Queue;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Fiscal\FiscalFixtures as Fiscal;
use Tests\Feature\Staff\StaffFixtures as Staff;

// Never lost, never twice (docs/fiscal.md): the sweep, the alarm of sales without a receipt, the register in the health
// checks, the shifts closed with their Z-report by the scheduler.

beforeEach(function () {
    seedShop();
    $this->travelTo(Fx::noon());
    config(['shop.fiscal.driver' => 'sandbox', 'shop.payments.driver' => 'sandbox', 'shop.fiscal.alarm_minutes' => 30]);
});

it('raises a no_receipt alarm for a sale still without its receipt, and settles it once the receipt is done', function () {
    Queue::fake();
    $order = Staff::paidSandboxOrder(50000);
    $receipt = Fiscal::receipts($order)->sole();
    expect($receipt->status)->toBe('pending');

    $this->travel(29)->minutes();
    expect(app(MoneyAlarms::class)->detect())->toBe([]);

    $this->travel(2)->minutes();
    $alarms = app(MoneyAlarms::class)->detect();
    expect($alarms)->toHaveCount(1)
        ->and($alarms[0]->kind)->toBe(MoneyAlarm::NO_RECEIPT)
        ->and($alarms[0]->amount)->toBe(50000)
        ->and(app(MoneyAlarms::class)->detect())->toBe([]);

    app(Issuer::class)->issue($receipt->id);
    app(MoneyAlarms::class)->detect();
    expect($alarms[0]->refresh()->resolved_at)->not->toBeNull();
});

it('writes the receipt of a sale whose receipt was never written, alarms it meanwhile, and queues stuck ones again', function () {
    $order = Staff::paidSandboxOrder(50000);
    FiscalReceipt::query()->where('order_id', $order->id)->delete();
    $this->travel(31)->minutes();

    expect(collect(app(MoneyAlarms::class)->detect())->pluck('source')->all())->toBe(['sale:payment:'.$order->payments()->sole()->id]);

    Queue::fake();
    Artisan::call('shop:fiscal-sweep');
    $receipt = Fiscal::receipts($order)->sole();
    expect($receipt->event)->toBe('payment:'.$order->payments()->sole()->id)->and($receipt->total)->toBe(50000);
    Queue::assertPushed(\App\Jobs\IssueFiscalReceipt::class, 1);

    // The job lost (its unique lock let go, as when it ends; a store's own expiry is not aged by travel()), the receipt
    // pending and untouched for ten minutes: queued again, the same receipt.
    (new Illuminate\Bus\UniqueLock(app('cache')->store()))->release(new App\Jobs\IssueFiscalReceipt($receipt->id));
    $this->travel(11)->minutes();
    Artisan::call('shop:fiscal-sweep');
    Queue::assertPushed(\App\Jobs\IssueFiscalReceipt::class, 2);
    expect(Fiscal::receipts($order))->toHaveCount(1);
});

it('reports the register in the health checks: sandbox ok, overdue receipts, off, Checkbox not answering', function () {
    fiscalHealth()->assertJsonPath('checks.fiscal.status', 'ok');

    Queue::fake();
    Staff::paidSandboxOrder(50000);
    $this->travel(31)->minutes();
    fiscalHealth()->assertJsonPath('checks.fiscal.status', 'fail')->assertJsonPath('checks.fiscal.value', 1);

    config(['shop.fiscal.driver' => 'off']);
    fiscalHealth()->assertJsonPath('checks.fiscal.status', 'warn');

    config(['shop.fiscal.driver' => 'checkbox', 'shop.fiscal.checkbox.url' => 'https://cb.test/api/v1', 'shop.fiscal.checkbox.license_key' => 'LIC-H', 'shop.fiscal.checkbox.pin_code' => '1']);
    Http::fake(['https://cb.test/*' => Http::response('down', 503)]);
    fiscalHealth()->assertJsonPath('checks.fiscal.status', 'fail');
    expect(Artisan::call('shop:health'))->not->toBe(0);
});

it('closes the sandbox shift after the closing time with the Z-report of its receipts, and opens a new one for the next sale', function () {
    Staff::paidSandboxOrder(50000);
    Staff::paidSandboxOrder(30000);
    $shift = FiscalShift::query()->sole();

    $this->travelTo(Fx::noon()->setTimezone('Europe/Kyiv')->setTime(23, 50));
    Artisan::call('shop:fiscal-shifts');

    $shift->refresh();
    expect($shift->status)->toBe('closed')->and($shift->sell_sum)->toBe(80000)->and($shift->sell_count)->toBe(2)->and($shift->return_sum)->toBe(0);

    $this->travelTo(Fx::noon()->addDay());
    Staff::paidSandboxOrder(10000);
    expect(FiscalShift::query()->where('status', 'opened')->count())->toBe(1)->and(FiscalShift::query()->count())->toBe(2);
});

it('closes a shift left open from yesterday before the first receipt of the day (never across midnight)', function () {
    $old = FiscalShift::query()->create(['driver' => 'sandbox', 'register' => 'chain', 'external_id' => 'sandbox-old', 'status' => 'opened', 'opened_at' => now()->subDay()]);

    $shift = app(Shifts::class)->ensureOpen(app(Registers::class)->chain());

    expect($old->refresh()->status)->toBe('closed')->and($shift->id)->not->toBe($old->id)->and($shift->status)->toBe('opened');
});

it('shows the sandbox receipt page marked not fiscal, in the order\'s language or the one asked, and 404 for others', function () {
    $order = Staff::paidSandboxOrder(50000);
    $receipt = Fiscal::receipts($order)->sole();

    $this->get("/fiscal/sandbox/{$receipt->id}")->assertOk()->assertSee('НЕ ФІСКАЛЬНИЙ ЧЕК (пісочниця)')->assertSee('Філадельфія (Імбир)')->assertSee('500.00 грн')
        ->assertHeader('X-Robots-Tag', 'noindex');
    $this->get("/fiscal/sandbox/{$receipt->id}?lang=en")->assertOk()->assertSee('NOT A FISCAL RECEIPT (sandbox)')->assertSee('500.00 UAH');
    $this->get('/fiscal/sandbox/'.Illuminate\Support\Str::uuid())->assertNotFound();
    $this->get('/fiscal/sandbox/not-a-uuid')->assertNotFound();
    FiscalReceipt::query()->whereKey($receipt->id)->update(['driver' => 'checkbox']);
    $this->get("/fiscal/sandbox/{$receipt->id}")->assertNotFound();
});

function fiscalHealth(): Illuminate\Testing\TestResponse
{
    config(['shop.health.token' => 'fiscal-health-token']);

    return test()->getJson('/api/health', ['X-Health-Token' => 'fiscal-health-token'])->assertOk();
}
