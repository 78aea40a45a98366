<?php

namespace Tests\Feature\Account;

use App\Models\Customer;
use App\Models\Order;
use App\Shop\Loyalty\Bonuses;
use Carbon\CarbonImmutable;
use Database\Seeders\CustomerSeeder;
use Laravel\Sanctum\PersonalAccessToken;
use Tests\Support\SeededShop;

/** The account tests' customers, tokens and orders. */
final class AccountFixtures
{
    /** A customer of its own with a ledger of four lines, a day apart (newest: +2150). */
    public static function ledgerCustomer(): array
    {
        $customer = Customer::query()->create(['phone' => '380441230000', 'name' => 'Ліна']);
        $bonuses = app(Bonuses::class);
        foreach ([[1480, 'order_accrual'], [10000, 'referral'], [-3000, 'order_spend'], [2150, 'order_accrual']] as $i => [$amount, $reason]) {
            $line = $amount > 0 ? $bonuses->credit($customer, $amount, $reason, "test:$i") : $bonuses->debit($customer, -$amount, $reason, "test:$i");
            $line->forceFill(['created_at' => now()->subDays(10 - $i)])->save();
        }

        return ['Authorization' => 'Bearer '.$customer->createToken('storefront')->plainTextToken, 'Accept-Language' => 'ua'];
    }

    public static function demoOrders(): \Illuminate\Support\Collection
    {
        return Order::query()->whereHas('customer', fn ($q) => $q->where('phone', CustomerSeeder::PHONE))->orderByDesc('created_at')->get();
    }

    public static function repeatOrder(string $number, string $prefix = '', ?string $token = null): \Illuminate\Testing\TestResponse
    {
        return test()->withCredentials()->withUnencryptedCookie('auth_token', $token ?? SeededShop::customerToken())->postJson("$prefix/account/orders/$number/repeat");
    }

    /** The demo customer signed in on a phone and a laptop, and a stranger signed in elsewhere. @return array{0: string, 1: string, 2: string} */
    public static function devicesSignedIn(): array
    {
        return [SeededShop::customerToken(), SeededShop::customerToken(), SeededShop::customerToken('380671119911')];
    }

    public static function profileAnswer(string $token): int
    {
        app('auth')->forgetGuards(); // each request of a real client starts with no signed-in user

        return test()->getJson('/api/get-profile', ['Authorization' => "Bearer $token"])->getStatusCode();
    }

    /** A token of the demo customer issued $age before now (its DB timestamp moved back). */
    public static function tokenIssued(string $age): string
    {
        $token = SeededShop::customerToken();
        PersonalAccessToken::findToken($token)->forceFill(['created_at' => CarbonImmutable::now()->sub($age)])->save();

        return $token;
    }
}
