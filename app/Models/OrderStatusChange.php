<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/**
 * One recorded change of an order's status (new, accepted, …).
 *
 * @property int $id
 * @property int $order_id
 * @property string|null $from
 * @property string $to
 * @property string|null $note
 * @property \Illuminate\Support\Carbon $created_at
 * @property int|null $staff_member_id
 */
class OrderStatusChange extends Model
{
    public const UPDATED_AT = null;

    protected $table = 'order_status_history';

    protected $guarded = [];
}
