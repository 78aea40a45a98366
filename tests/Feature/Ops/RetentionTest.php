<?php

use App\Models\OtpCode;
use App\Models\StaffAuditEntry;
use Carbon\CarbonImmutable;
use Illuminate\Console\Scheduling\Schedule;
use Illuminate\Support\Facades\DB;
use Tests\Feature\Ops\OpsFixtures;

// What only grows is pruned by the scheduler (issue 31): dead sign-in codes and old staff audit entries by model:prune
// (their prunable()), expired sessions, old failed jobs and sandbox payment rows by shop:prune; periods from
// shop.retention (docs/configuration.md), 0 keeping everything.

beforeEach(fn () => $this->travelTo(CarbonImmutable::parse('2026-06-10 12:00', 'UTC')));

it('prunes dead sign-in codes and old audit entries with model:prune, keeping the recent ones', function () {
    OpsFixtures::retentionRows();

    $this->artisan('model:prune', ['--model' => [OtpCode::class, StaffAuditEntry::class]])->assertSuccessful();

    expect(OtpCode::query()->orderBy('code_hash')->pluck('code_hash')->map(fn ($h) => trim($h))->all())->toBe(['live', 'recent']) // char(64) on PostgreSQL
        ->and(StaffAuditEntry::query()->pluck('staff_name')->all())->toBe(['recent']);
});

it('prunes expired sessions, old failed jobs and sandbox payment rows with shop:prune', function () {
    OpsFixtures::retentionRows();

    $this->artisan('shop:prune')->expectsOutputToContain('sessions 1, failed_jobs 1, sandbox_payment_orders 1, sandbox_transactions 1')->assertSuccessful();

    expect(DB::table('sessions')->pluck('id')->all())->toBe(['fresh'])
        ->and(DB::table('failed_jobs')->pluck('uuid')->all())->toBe(['recent'])
        ->and(DB::table('sandbox_payment_orders')->pluck('order_code')->all())->toBe(['recent'])
        ->and(DB::table('sandbox_transactions')->pluck('order_code')->all())->toBe(['recent']);
});

it('keeps everything a period of 0 keeps, and follows longer periods', function () {
    OpsFixtures::retentionRows();
    config(['shop.retention' => ['otp_codes_hours' => 0, 'failed_jobs_days' => 0, 'sandbox_payments_days' => 40, 'staff_audit_days' => 0]]);

    $this->artisan('model:prune', ['--model' => [OtpCode::class, StaffAuditEntry::class]])->assertSuccessful();
    $this->artisan('shop:prune')->assertSuccessful();

    expect(OtpCode::query()->count())->toBe(3)->and(StaffAuditEntry::query()->count())->toBe(2)
        ->and(DB::table('failed_jobs')->count())->toBe(2)->and(DB::table('sandbox_payment_orders')->count())->toBe(2);
});

it('runs both prunes daily from the scheduler', function () {
    $commands = collect(app(Schedule::class)->events())->map(fn ($e) => [$e->command, $e->expression]);

    expect($commands->first(fn ($c) => str_contains((string) $c[0], 'shop:prune'))[1])->toBe('30 3 * * *')
        ->and($commands->first(fn ($c) => str_contains((string) $c[0], 'model:prune') && str_contains((string) $c[0], 'OtpCode') && str_contains((string) $c[0], 'StaffAuditEntry'))[1])->toBe('20 3 * * *');
});
