<?php

namespace App\Shop\Fiscal;

use App\Models\FiscalShift;
use Carbon\CarbonImmutable;
use Illuminate\Support\Facades\Cache;

/**
 * The registers' shifts: opened before the first receipt of a restaurant's day, closed with the Z-report by the
 * scheduler (shop:fiscal-shifts) at shop.fiscal.shift_close_at local time, and never left open across midnight or
 * past shop.fiscal.shift_max_hours: a receipt that finds yesterday's shift open closes it first. The Z-report's
 * totals are kept in fiscal_shifts.
 */
class Shifts
{
    public function __construct(private FiscalRegister $driver) {}

    /** The open shift of the register for today, opened now when there is none (under a lock per register).
     *
     * @throws FiscalUnavailableException */
    public function ensureOpen(Register $register): FiscalShift
    {
        $open = $this->open($register);
        if ($open !== null && ! $this->due($open, CarbonImmutable::now())) {
            return $open;
        }

        return Cache::lock('fiscal:shift:'.$register->key, 120)->block(60, function () use ($register) {
            $open = $this->open($register);
            if ($open !== null && $this->due($open, CarbonImmutable::now())) {
                $this->close($open, $register);
                $open = null;
            }
            if ($open !== null) {
                return $open;
            }
            $id = $this->driver->openShift($register);

            return FiscalShift::query()->create([
                'driver' => (string) config('shop.fiscal.driver'), 'register' => $register->key, 'external_id' => $id,
                'status' => FiscalShift::OPENED, 'opened_at' => now(),
            ]);
        });
    }

    /** The register's shift as the register said it opened it, reopened after the register said none is open. */
    public function forget(Register $register): void
    {
        FiscalShift::query()->where('register', $register->key)->where('status', FiscalShift::OPENED)
            ->update(['status' => FiscalShift::CLOSED, 'closed_at' => now()]);
    }

    /** Close every open shift that is due (past the closing time, from an earlier day, or too long open).
     *  @return int how many were closed */
    public function closeDue(Registers $registers, ?CarbonImmutable $now = null): int
    {
        $now ??= CarbonImmutable::now();
        $closed = 0;
        foreach (FiscalShift::query()->where('status', FiscalShift::OPENED)->orderBy('id')->get() as $shift) {
            if (! $this->due($shift, $now, closingTime: true)) {
                continue;
            }
            try {
                $this->close($shift, $registers->byKey($shift->register));
                $closed++;
            } catch (FiscalUnavailableException $e) {
                report($e);
            }
        }

        return $closed;
    }

    /** Close a shift with the register and keep the Z-report's totals. */
    public function close(FiscalShift $shift, Register $register): void
    {
        $report = $this->driver->closeShift($register, $shift->external_id);
        $shift->update([
            'status' => FiscalShift::CLOSED,
            'closed_at' => now(),
            'sell_sum' => $report?->sellSum,
            'return_sum' => $report?->returnSum,
            'sell_count' => $report?->sellCount,
            'return_count' => $report?->returnCount,
            'z_report' => $report?->raw,
        ]);
    }

    private function open(Register $register): ?FiscalShift
    {
        return FiscalShift::query()->where('register', $register->key)->where('status', FiscalShift::OPENED)->latest('id')->first();
    }

    /** Whether a shift must be closed now: opened on an earlier local day, open too long, or (for the scheduler)
     *  past today's closing time. */
    private function due(FiscalShift $shift, CarbonImmutable $now, bool $closingTime = false): bool
    {
        $tz = (string) config('shop.ordering.timezone');
        $opened = CarbonImmutable::parse($shift->opened_at)->setTimezone($tz);
        $local = $now->setTimezone($tz);
        if (! $opened->isSameDay($local) || $opened->diffInHours($local, true) >= (int) config('shop.fiscal.shift_max_hours')) {
            return true;
        }
        if (! $closingTime) {
            return false;
        }
        [$h, $m] = array_map('intval', explode(':', (string) config('shop.fiscal.shift_close_at')) + [1 => 0]);

        return $local->gte($local->setTime($h, $m));
    }
}
