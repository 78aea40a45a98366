<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/**
 * A product or a modifier one restaurant's kitchen cannot make now (the stop-list of everywhere is the item's `available`).
 *
 * @property int $id
 * @property int $restaurant_id
 * @property string $item_type
 * @property int $item_id
 * @property int|null $staff_member_id
 * @property \Illuminate\Support\Carbon $created_at
 */
class RestaurantStopListEntry extends Model
{
    public const UPDATED_AT = null;

    public const PRODUCT = 'product';

    public const MODIFIER = 'modifier';

    protected $table = 'restaurant_stop_list';

    protected $guarded = [];
}
