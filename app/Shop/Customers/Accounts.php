<?php

namespace App\Shop\Customers;

use App\Models\Customer;
use App\Models\Order;
use App\Shop\Loyalty\Bonuses;
use App\ShopApi\Data\Profile;
use Illuminate\Support\Carbon;
use Laravel\Sanctum\PersonalAccessToken;

/** Customers of the embedded shop: sign-in by code, tokens, the profile. */
class Accounts
{
    public function __construct(private OneTimeCodes $codes, private Bonuses $bonuses, private GuestOrders $guestOrders) {}

    /**
     * Confirm the code of $phone tried from the client address $ip; the customer is created only now, at the first
     * confirmed code.
     *
     * @return string|null a new bearer token (Sanctum, "id|secret"); null for a wrong, expired or dead code
     */
    public function signIn(string $phone, string $code, string $locale, string $ip): ?string
    {
        if (! $this->codes->confirm($phone, $code, $ip)) {
            return null;
        }

        $customer = Customer::query()->firstOrCreate(['phone' => $phone], ['locale' => $locale]);
        // The phone is proven now: the orders its owner placed with it as a guest join the account.
        $this->guestOrders->join($customer);

        return $customer->createToken('storefront')->plainTextToken;
    }

    /** The customer holding a live token, or null (unknown, revoked or expired token). */
    public function customerForToken(?string $token): ?Customer
    {
        if ($token === null || $token === '' || strlen($token) > 255) {
            return null;
        }
        $record = PersonalAccessToken::findToken($token);
        if ($record === null || ! TokenLifetime::alive($record)) {
            return null;
        }
        $customer = $record->tokenable;
        if (! $customer instanceof Customer) {
            return null;
        }

        return $customer->withAccessToken($record);
    }

    /** Revoke every token of the customer (sign out everywhere). */
    public function revokeAll(Customer $customer): void
    {
        $customer->tokens()->delete();
    }

    /** Revoke one token (logout); an unknown token is already as good as revoked. */
    public function revoke(string $token): void
    {
        PersonalAccessToken::findToken($token)?->delete();
    }

    public function profile(Customer $customer): Profile
    {
        return new Profile(
            name: $customer->name,
            surname: $customer->surname,
            birthday: $customer->birthday?->format('Y-m-d'),
            phone: $customer->phone,
            referralCode: $customer->referral_code,
            bonusBalance: $this->bonuses->balance($customer),
        );
    }

    /**
     * Save validated profile fields (see ProfileRules). The birthday is kept once set. The referrer is named by its
     * referral code only, and taken only at the sign-up of a customer with no orders (no name yet, no referrer yet,
     * no order placed), never the customer themself or a customer with the same phone; an unknown code is ignored.
     *
     * @param  array{name: string, surname: string, birthday: ?string, referral_code: ?string}  $data
     */
    public function updateProfile(Customer $customer, array $data): Customer
    {
        $customer->name = $data['name'];
        $customer->surname = $data['surname'];
        if ($customer->birthday === null && $data['birthday'] !== null) {
            $customer->birthday = Carbon::createFromFormat('!Y-m-d', $data['birthday']);
        }

        $referrer = $data['referral_code'] === null ? null
            : Customer::query()->where('referral_code', $data['referral_code'])->whereNull('deleted_at')->first();
        if ($referrer !== null && $customer->referrer_id === null && $customer->getOriginal('name') === null
            && $referrer->id !== $customer->id && $referrer->phone !== $customer->phone
            && ! Order::query()->where('customer_id', $customer->id)->exists()) {
            $customer->referrer_id = $referrer->id;
        }

        $customer->save();

        return $customer;
    }

    /** The id of the customer owning a referral code, or null. */
    public function referrerIdForCode(string $code): ?int
    {
        $id = Customer::query()->where('referral_code', $code)->whereNull('deleted_at')->value('id');

        return $id === null ? null : (int) $id;
    }
}
