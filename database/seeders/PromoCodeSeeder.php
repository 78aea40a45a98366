<?php

namespace Database\Seeders;

use App\Models\PromoCode;
use Illuminate\Database\Seeder;
use Illuminate\Support\Carbon;

/** Demo promo codes: 10 % off, 100 ₴ off from 600 ₴, a used-up one and an expired one. */
class PromoCodeSeeder extends Seeder
{
    public function run(): void
    {
        $codes = [
            ['code' => 'SUNRISE10', 'kind' => PromoCode::PERCENT, 'value' => 10, 'max_discount' => 30000],
            ['code' => 'WELCOME100', 'kind' => PromoCode::FIXED, 'value' => 10000, 'min_subtotal' => 60000],
            ['code' => 'FIRST50', 'kind' => PromoCode::FIXED, 'value' => 5000, 'usage_limit' => 100, 'used_count' => 100],
            ['code' => 'SUMMER15', 'kind' => PromoCode::PERCENT, 'value' => 15, 'starts_at' => Carbon::parse('2026-06-01 00:00', 'Europe/Kyiv'), 'ends_at' => Carbon::parse('2026-09-01 00:00', 'Europe/Kyiv')],
        ];

        foreach ($codes as $code) {
            PromoCode::query()->updateOrCreate(['code' => $code['code']], $code + ['active' => true]);
        }
    }
}
