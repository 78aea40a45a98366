<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Http\Requests\Api\FavoriteIdsRequest;
use App\Models\Customer;
use App\Shop\Customers\Favorites;
use App\Shop\Customers\Referrals;
use App\Shop\Loyalty\BonusLedger;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

/** The customer's account calls (our design, in the spec's style): bonuses, favorites, referral. */
class AccountController extends Controller
{
    /** GET /api/bonuses?page=N: {data: {balance, items, page, per_page, total, last_page}} */
    public function bonuses(Request $request, BonusLedger $ledger): JsonResponse
    {
        $page = filter_var($request->query('page', '1'), FILTER_VALIDATE_INT, ['options' => ['min_range' => 1, 'max_range' => 100000]]);

        return response()->json(['data' => $ledger->page($this->customer($request), $page === false ? 1 : $page)]);
    }

    /** GET /api/favorites: {data: [product ids, newest first]} */
    public function favorites(Request $request, Favorites $favorites): JsonResponse
    {
        return response()->json(['data' => $favorites->ids($this->customer($request))]);
    }

    /** PUT /api/favorites/{product}: add one (404 for a product not on the menu). */
    public function addFavorite(Request $request, Favorites $favorites, int $product): JsonResponse
    {
        $favorites->add($customer = $this->customer($request), $product);

        return response()->json(['data' => $favorites->ids($customer)]);
    }

    /** DELETE /api/favorites/{product} */
    public function removeFavorite(Request $request, Favorites $favorites, int $product): JsonResponse
    {
        $favorites->remove($customer = $this->customer($request), $product);

        return response()->json(['data' => $favorites->ids($customer)]);
    }

    /** PUT /api/favorites {ids}: merge a guest's favorites at sign-in; ids not on the menu are ignored. */
    public function mergeFavorites(FavoriteIdsRequest $request, Favorites $favorites): JsonResponse
    {
        $favorites->merge($customer = $this->customer($request), $request->ids());

        return response()->json(['data' => $favorites->ids($customer)]);
    }

    /** GET /api/referral: {data: {code, link, reward, friends: [{name, joined_at, ordered}], rewards_total}} */
    public function referral(Request $request, Referrals $referrals): JsonResponse
    {
        return response()->json(['data' => $referrals->summary($this->customer($request))]);
    }

    private function customer(Request $request): Customer
    {
        $customer = $request->user();

        return $customer instanceof Customer ? $customer : abort(401);
    }
}
