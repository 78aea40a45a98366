<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/** One recorded change of an order's payment status (unpaid, pending, …). */
class PaymentStatusChange extends Model
{
    public const UPDATED_AT = null;

    protected $table = 'payment_status_history';

    protected $guarded = [];
}
