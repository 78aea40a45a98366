<?php

namespace App\Shop\Privacy;

use App\Models\BonusTransaction;
use App\Models\Customer;
use App\Models\Order;
use App\Models\Payment;
use App\Models\PaymentRefund;
use App\Models\Product;
use App\Models\Review;
use App\Shop\Customers\Accounts;
use App\Shop\Customers\Referrals;
use App\Shop\Ordering\OrderPayload;
use Carbon\CarbonInterface;

/**
 * "Download my data": everything the shop keeps about one customer, in one language: the profile, the addresses
 * used, the orders with their lines and payments, the bonus ledger, reviews, favorites and referrals.
 */
class PersonalData
{
    /** The sections of the file, in order (the tests and the API contract name the same). */
    public const SECTIONS = ['profile', 'addresses', 'orders', 'bonuses', 'reviews', 'favorites', 'referrals'];

    public function __construct(private Accounts $accounts, private OrderPayload $orders, private Referrals $referrals) {}

    /** @return array<string, mixed> */
    public function export(Customer $customer, string $locale): array
    {
        $orders = Order::query()->where('customer_id', $customer->id)->orderBy('id')
            ->with(['lines', 'region', 'restaurant', 'statusHistory', 'paymentHistory', 'payments'])->get();
        $profile = $this->accounts->profile($customer);
        $refunds = PaymentRefund::query()->whereIn('order_id', $orders->modelKeys())->orderBy('id')->get()->groupBy('order_id');

        return [
            'exported_at' => now()->toIso8601String(),
            'profile' => $profile->toArray() + [
                'locale' => $customer->locale,
                'created_at' => self::time($customer->created_at),
            ],
            'addresses' => $orders->filter(fn (Order $o) => $o->address !== null)
                ->map(fn (Order $o) => ['region' => $o->region?->translate('name', $locale)] + $o->address)
                ->unique(fn (array $a) => json_encode($a))->values()->all(),
            'orders' => $orders->map(fn (Order $order) => array_diff_key($this->orders->full($order, $locale)->toArray(), ['token' => 0, 'payable' => 0]) + [
                'payments' => $order->payments->map(fn (Payment $p) => [
                    'driver' => $p->driver, 'amount' => $p->amount, 'status' => $p->status,
                    'created_at' => self::time($p->created_at), 'updated_at' => self::time($p->updated_at),
                ])->values()->all(),
                'refunds' => array_values(array_map(fn (PaymentRefund $r) => [
                    'amount' => $r->amount, 'status' => $r->status, 'created_at' => self::time($r->created_at),
                ], ($refunds[$order->id] ?? collect())->all())),
            ])->values()->all(),
            'bonuses' => [
                'balance' => $profile->bonusBalance,
                'ledger' => BonusTransaction::query()->where('customer_id', $customer->id)->orderBy('id')->get()
                    ->map(fn (BonusTransaction $t) => ['amount' => $t->amount, 'reason' => $t->reason, 'created_at' => self::time($t->created_at)])
                    ->all(),
            ],
            'reviews' => Review::query()->where('customer_id', $customer->id)->orderBy('id')->with('product')->get()
                ->map(fn (Review $r) => [
                    'product' => $r->product->translate('name', $locale), 'rating' => $r->rating, 'body' => $r->body,
                    'published' => $r->published, 'created_at' => self::time($r->created_at),
                ])->all(),
            'favorites' => $customer->favoriteProducts()->orderBy('customer_favorites.created_at')->get()
                ->map(fn (Product $p) => ['product_id' => $p->id, 'name' => $p->translate('name', $locale), 'added_at' => self::time($p->getRelationValue('pivot')?->getAttribute('created_at'))])
                ->all(),
            'referrals' => $this->referrals->summary($customer)->toArray() + ['referred_by' => $customer->referrer_id !== null],
        ];
    }

    private static function time(mixed $at): ?string
    {
        return $at instanceof CarbonInterface ? $at->toIso8601String() : ($at === null ? null : (string) $at);
    }
}
