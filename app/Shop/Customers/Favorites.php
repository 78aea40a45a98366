<?php

namespace App\Shop\Customers;

use App\Models\Customer;
use App\Models\Product;
use Illuminate\Database\Eloquent\ModelNotFoundException;
use Illuminate\Support\Carbon;
use Illuminate\Support\Facades\DB;

/** A customer's favorite products (customer_favorites), newest first, at most shop.account.favorites_max. */
class Favorites
{
    /** @return list<int> */
    public function ids(Customer $customer): array
    {
        return array_values(DB::table('customer_favorites')->where('customer_id', $customer->id)
            ->orderByDesc('created_at')->orderByDesc('product_id')
            ->pluck('product_id')->map(fn ($id) => (int) $id)->all());
    }

    /** @throws ModelNotFoundException for a product that is not on the menu */
    public function add(Customer $customer, int $productId): void
    {
        if (! Product::query()->listed()->whereKey($productId)->exists()) {
            throw (new ModelNotFoundException)->setModel(Product::class, [$productId]);
        }
        $this->insert($customer, [$productId]);
    }

    public function remove(Customer $customer, int $productId): void
    {
        DB::table('customer_favorites')->where('customer_id', $customer->id)->where('product_id', $productId)->delete();
    }

    /**
     * Merge a list (a guest's favorites at sign-in): products on the menu are added, unknown ids ignored.
     *
     * @param  list<int>  $productIds
     */
    public function merge(Customer $customer, array $productIds): void
    {
        $known = Product::query()->listed()->whereIn('id', array_unique($productIds))->pluck('id')->map(fn ($id) => (int) $id)->all();
        // Keep the browser's order: its first favorite ends up oldest.
        $this->insert($customer, array_values(array_filter(array_unique($productIds), fn (int $id) => in_array($id, $known, true))));
    }

    /** @param  list<int>  $productIds */
    private function insert(Customer $customer, array $productIds): void
    {
        $room = (int) config('shop.account.favorites_max') - DB::table('customer_favorites')->where('customer_id', $customer->id)->count();
        $existing = DB::table('customer_favorites')->where('customer_id', $customer->id)->whereIn('product_id', $productIds)->pluck('product_id')->map(fn ($id) => (int) $id)->all();
        $new = array_slice(array_values(array_diff($productIds, $existing)), 0, max(0, $room));

        // The last of the list is the newest (a second apart, ending now).
        $now = Carbon::now();
        $last = count($new) - 1;
        DB::table('customer_favorites')->insertOrIgnore(array_map(fn (int $id, int $i) => [
            'customer_id' => $customer->id,
            'product_id' => $id,
            'created_at' => $now->copy()->subSeconds($last - $i),
        ], $new, array_keys($new)));
    }
}
