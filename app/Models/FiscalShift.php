<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/**
 * A shift of a register as the shop opened it: opened before the first receipt of a restaurant's day, closed with the
 * Z-report by the scheduler (never across midnight, never past shop.fiscal.shift_max_hours); the report's totals kept.
 *
 * @property int $id
 * @property string $driver
 * @property string $register
 * @property string|null $external_id
 * @property string $status
 * @property \Illuminate\Support\Carbon $opened_at
 * @property \Illuminate\Support\Carbon|null $closed_at
 * @property int|null $sell_sum
 * @property int|null $return_sum
 * @property int|null $sell_count
 * @property int|null $return_count
 * @property array<string, mixed>|null $z_report
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 */
class FiscalShift extends Model
{
    public const OPENED = 'opened';

    public const CLOSED = 'closed';

    protected $guarded = [];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'opened_at' => 'datetime', 'closed_at' => 'datetime', 'z_report' => 'array',
            'sell_sum' => 'integer', 'return_sum' => 'integer', 'sell_count' => 'integer', 'return_count' => 'integer',
        ];
    }
}
