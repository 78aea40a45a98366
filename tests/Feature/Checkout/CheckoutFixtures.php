<?php

namespace Tests\Feature\Checkout;

use App\Models\Customer;
use App\Models\Product;
use App\Models\Region;
use App\Models\Restaurant;
use App\Shop\Loyalty\Bonuses;
use App\Shop\Ordering\PaymentType;
use Carbon\CarbonImmutable;

/**
 * The seeded shop as the checkout tests use it. The clock is Wednesday 2026-06-10 12:00 in Kyiv (the kitchens
 * are open 10:00–22:00); philadelphia-classic costs 329 ₴; the "center" region needs 400 ₴, charges 60 ₴ and
 * delivers free from 1000 ₴ in 45 minutes from Podil; Podil offers pickup, Poznyaky does not.
 */
final class CheckoutFixtures
{
    public const NOON = '2026-06-10 12:00';

    public static function noon(): CarbonImmutable
    {
        return CarbonImmutable::parse(self::NOON, 'Europe/Kyiv');
    }

    public static function product(string $slug = 'philadelphia-classic'): Product
    {
        return Product::query()->where('slug', $slug)->firstOrFail();
    }

    public static function region(string $slug = 'center'): Region
    {
        return Region::query()->where('slug', $slug)->firstOrFail();
    }

    public static function restaurant(string $slug = 'podil'): Restaurant
    {
        return Restaurant::query()->where('slug', $slug)->firstOrFail();
    }

    /** A cart of $quantity philadelphia-classic rolls. @return list<array<string, mixed>> */
    public static function items(int $quantity = 2, string $slug = 'philadelphia-classic'): array
    {
        $product = self::product($slug);

        return [['id' => $product->id, 'quantity' => $quantity, 'currentPrice' => $product->price, 'modifiers' => []]];
    }

    /** A complete delivery order to the center, as soon as possible, in cash.
     *  @param  array<string, mixed>  $overrides
     *  @return array<string, mixed> */
    public static function delivery(array $overrides = []): array
    {
        return array_replace([
            'items' => self::items(),
            'order_type' => 'delivery',
            'region_id' => self::region()->id,
            'street' => 'вул. Ярославів Вал',
            'house' => '14',
            'entrance' => '2',
            'floor' => '5',
            'apartment' => '31',
            'courier_comment' => 'Домофон не працює',
            'slot' => null,
            'name' => 'Олена',
            'phone' => '+380 50 123 45 67',
            'persons' => 2,
            'comment' => 'Без васабі',
            'payment_type' => 'cash',
            'change_from' => null,
            'promo_code' => null,
            'bonuses' => null,
        ], $overrides);
    }

    /** A complete pickup order from Podil, as soon as possible, paid by card online.
     *  @param  array<string, mixed>  $overrides
     *  @return array<string, mixed> */
    public static function pickup(array $overrides = []): array
    {
        return array_replace([
            'items' => self::items(),
            'order_type' => 'pickup',
            'restaurant_id' => self::restaurant()->id,
            'slot' => null,
            'name' => 'Andrii',
            'phone' => '0671234567',
            'persons' => 1,
            'payment_type' => PaymentType::CardOnline->value,
        ], $overrides);
    }

    /** A customer with a bonus balance and a live token. @return array{0: Customer, 1: string} */
    public static function customerWithBonuses(int $balance, string $phone = '380671110000'): array
    {
        $customer = Customer::query()->create(['phone' => $phone, 'name' => 'Ірина']);
        if ($balance > 0) {
            app(Bonuses::class)->credit($customer, $balance, 'gift', "test:$phone:gift");
        }

        return [$customer, $customer->createToken('test')->plainTextToken];
    }
}
