<?php

namespace App\Shop\Loyalty;

use App\Models\BonusTransaction;
use App\Models\Customer;
use App\ShopApi\Data\BonusPage;

/** The customer's bonus balance and ledger, newest first, a page at a time (GET /api/bonuses). */
class BonusLedger
{
    public function __construct(private Bonuses $bonuses) {}

    public function page(Customer $customer, int $page): BonusPage
    {
        $perPage = (int) config('shop.account.bonuses_per_page');
        // A take-back of nothing (all of it became a debt) moves no bonuses: the customer sees the debt's payment instead.
        $paginator = $customer->bonusTransactions()->where('amount', '!=', 0)->orderByDesc('created_at')->orderByDesc('id')
            ->paginate($perPage, ['id', 'amount', 'reason', 'created_at'], 'page', max(1, $page));

        return new BonusPage(
            balance: $this->bonuses->balance($customer),
            items: array_values(array_map(fn (BonusTransaction $t) => [
                'id' => $t->id,
                'amount' => $t->amount,
                'reason' => $t->reason,
                'created_at' => (string) $t->created_at?->toIso8601String(),
            ], $paginator->items())),
            page: $paginator->currentPage(),
            perPage: $perPage,
            total: $paginator->total(),
            lastPage: $paginator->lastPage(),
        );
    }
}
