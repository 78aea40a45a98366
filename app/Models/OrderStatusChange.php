<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/** One recorded change of an order's status (new, accepted, …). */
class OrderStatusChange extends Model
{
    public const UPDATED_AT = null;

    protected $table = 'order_status_history';

    protected $guarded = [];
}
