<?php

namespace App\Shop\Privacy;

use App\Models\BonusTransaction;
use App\Models\Customer;
use App\Models\Order;
use App\Models\Review;
use App\Models\StaffMember;
use App\Shop\Customers\GuestOrders;
use App\Shop\Customers\OneTimeCodes;
use App\Shop\Loyalty\Bonuses;
use App\Shop\Ordering\OrderStatus;
use App\Staff\Audit;
use Illuminate\Support\Facades\DB;
use Illuminate\Validation\ValidationException;

/**
 * "Delete my account": the customer's name, phone, birthday, addresses and comments are erased in the customer row
 * and in every order (OrderErasure); favorites, sign-in tokens and the live sign-in code go; the referral code is
 * replaced (the old link stops working); the bonus balance is forfeited by a ledger line. Orders keep their money
 * figures and dish lines. An order still open blocks it. The row stays (marked deleted_at) so the ledger, the
 * referrals of others and the orders keep pointing somewhere; the phone may sign up again as a new customer.
 */
class AccountDeletion
{
    public const FORFEIT_REASON = 'account_deleted';

    public function __construct(private OneTimeCodes $codes, private OrderErasure $orders, private Bonuses $bonuses, private Audit $audit, private GuestOrders $guestOrders) {}

    /**
     * The customer's own request, confirmed by a fresh SMS code sent to their phone.
     *
     * @throws ValidationException under "account" while an order is open, under "code" for a wrong or used code
     * @throws \App\Shop\Customers\TooManyAttemptsException
     */
    public function deleteByCustomer(Customer $customer, string $code, string $ip): void
    {
        $this->refuseWhileOpen($customer);
        if (! $this->codes->confirm($customer->phone, $code, $ip, OneTimeCodes::ACCOUNT_DELETION)) {
            throw ValidationException::withMessages(['code' => trans('privacy.code_wrong')]);
        }
        $this->erase($customer);
    }

    /**
     * A manager's deletion on the customer's written request; the audit trail keeps who, when and the request's reference.
     *
     * @throws ValidationException under "account" while an order is open
     */
    public function deleteByManager(Customer $customer, StaffMember $manager, string $request): void
    {
        $this->refuseWhileOpen($customer);
        DB::transaction(function () use ($customer, $manager, $request) {
            $this->erase($customer);
            $this->audit->record('customer.delete', $customer, null, ['request' => $request, 'orders' => Order::query()->where('customer_id', $customer->id)->count()], $manager);
        });
    }

    /** The orders of the customer that are not completed or cancelled, with those placed with its phone as a guest
     *  (GuestOrders: they join the account when it is deleted). */
    public function openOrders(Customer $customer): int
    {
        return Order::query()
            ->where(fn ($q) => $q->where('customer_id', $customer->id)->orWhere(fn ($guest) => $guest->whereNull('customer_id')->where('phone', $customer->phone)))
            ->whereNotIn('status', [OrderStatus::Completed->value, OrderStatus::Cancelled->value])->count();
    }

    private function refuseWhileOpen(Customer $customer): void
    {
        if ($customer->deleted_at !== null) {
            throw ValidationException::withMessages(['account' => trans('privacy.already_deleted')]);
        }
        if ($this->openOrders($customer) > 0) {
            throw ValidationException::withMessages(['account' => trans('privacy.open_order')]);
        }
    }

    private function erase(Customer $customer): void
    {
        DB::transaction(function () use ($customer) {
            // Under the customer's row lock: an order placed meanwhile (checkout locks the same row for bonuses) is seen here.
            $locked = Customer::query()->whereKey($customer->id)->lockForUpdate()->firstOrFail();
            if ($locked->deleted_at !== null) {
                throw ValidationException::withMessages(['account' => trans('privacy.already_deleted')]);
            }
            // The orders placed with the account's phone as a guest since it last signed in are its own too: they are
            // erased with it (and one still open blocks the deletion, as the account's own would).
            $this->guestOrders->join($locked);
            if ($this->openOrders($locked) > 0) {
                throw ValidationException::withMessages(['account' => trans('privacy.open_order')]);
            }
            $balance = $this->bonuses->balance($locked);
            if ($balance > 0) {
                BonusTransaction::query()->create([
                    'customer_id' => $locked->id, 'amount' => -$balance, 'reason' => self::FORFEIT_REASON,
                    'idempotency_key' => 'account-deleted:'.$locked->id,
                ]);
            }
            DB::table('otp_codes')->where('phone', $locked->phone)->delete();
            $locked->tokens()->delete();
            DB::table('customer_favorites')->where('customer_id', $locked->id)->delete();
            Review::query()->where('customer_id', $locked->id)->update(['author' => OrderErasure::erasedName()]);
            $this->orders->erase(Order::query()->where('customer_id', $locked->id));
            $locked->forceFill([
                // Not a phone: the number may sign up again as a new customer. Unique, as the column is.
                'phone' => 'del-'.$locked->id,
                'name' => null,
                'surname' => null,
                'birthday' => null,
                'referral_code' => Customer::newReferralCode(),
                'deleted_at' => now(),
            ])->save();
        });
        $customer->refresh();
    }
}
