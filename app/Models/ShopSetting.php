<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;

/**
 * A key/value setting of the shop (settings, options such as the alert messages).
 *
 * @property string $key
 * @property array<array-key, mixed> $value
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 */
class ShopSetting extends Model
{
    protected $primaryKey = 'key';

    protected $keyType = 'string';

    public $incrementing = false;

    protected $guarded = [];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return ['value' => 'array'];
    }

    public static function valueOf(string $key, mixed $default = null): mixed
    {
        return static::query()->find($key)->value ?? $default;
    }
}
