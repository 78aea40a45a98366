<?php

namespace App\Http\Controllers;

use App\Http\Requests\FavoriteToggleRequest;
use App\ShopApi\Exceptions\NotFoundException;
use App\ShopApi\Exceptions\UnauthorizedException;
use App\ShopApi\ShopApi;
use App\Support\LocalizedUrl;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response;

/** The customer's account area (guarded by the customer middleware). */
class AccountController extends Controller
{
    /** The empty-path index goes to the orders list. */
    public function index(): RedirectResponse
    {
        return redirect(LocalizedUrl::route('account.orders'));
    }

    /** The customer's orders, newest first, a page at a time (?page=N): deferred, the page renders at once. */
    public function orders(Request $request, ShopApi $api): Response
    {
        $page = filter_var($request->query('page', '1'), FILTER_VALIDATE_INT, ['options' => ['min_range' => 1, 'max_range' => 100000]]);

        return Inertia::render('account/orders', ['orders' => Inertia::defer(fn () => $api->orders($page === false ? 1 : $page))]);
    }

    /** One order of the customer (by its number), with its tracking link; the page follows the order's feed (as the
     *  tracking page does) and reloads the "order" prop when it moved. */
    public function order(string $order, ShopApi $api): Response
    {
        abort_unless(preg_match('/^[A-Za-z0-9-]{1,20}$/', $order) === 1, 404);
        $details = $api->order($order);

        // The dishes the customer may rate (once the order is delivered) and the reviews written: not polled with the order.
        return Inertia::render('account/order', [
            'order' => $details->forPage(),
            'follow' => TrackingController::feedProps($details->token, $api->orderVersion($details->token)),
            'reviews' => $api->orderReviews($order),
        ]);
    }

    /** The bonus balance and ledger (?page=N, deferred: it grows with the history), and how bonuses are earned and spent. */
    public function bonuses(Request $request, ShopApi $api): Response
    {
        $page = filter_var($request->query('page', '1'), FILTER_VALIDATE_INT, ['options' => ['min_range' => 1, 'max_range' => 100000]]);

        return Inertia::render('account/bonuses', [
            'bonuses' => Inertia::defer(fn () => $api->bonuses($page === false ? 1 : $page)),
            'rules' => [
                'accrual_percent' => (int) config('shop.ordering.bonuses.accrual_percent', 0),
                'max_share_percent' => (int) config('shop.ordering.bonuses.max_share_percent', 0),
                'referral_reward' => (int) config('shop.ordering.referral_reward', 0),
            ],
        ]);
    }

    /** The account's favorites as product cards. */
    public function favorites(ShopApi $api): Response
    {
        $ids = $api->favorites();

        return Inertia::render('account/favorites', [
            'favoriteIds' => $ids,
            'products' => $api->productsByIds(array_slice($ids, 0, 100)),
        ]);
    }

    /** Name and surname, the birthday once, the phone read-only, logout (the profile is the shared auth.profile, the
     *  minimum age the shared limits.min_age). */
    public function profile(): Response
    {
        return Inertia::render('account/profile');
    }

    /** The personal code and link (this storefront's APP_URL/?referral=CODE), friends who joined, rewards. */
    public function referral(ShopApi $api): Response
    {
        $referral = $api->referral()->toArray();
        $referral['link'] = rtrim((string) config('app.url'), '/').'/?referral='.rawurlencode($referral['code']);

        return Inertia::render('account/referral', ['referral' => $referral]);
    }

    /** POST account.favorites.toggle {id, favorite}: the header's heart, kept in the account when signed in (JSON). */
    public function toggleFavorite(FavoriteToggleRequest $request, ShopApi $api): JsonResponse
    {
        $id = (int) $request->validated('id');
        try {
            $ids = $request->boolean('favorite') ? $api->addFavorite($id) : $api->removeFavorite($id);
        } catch (UnauthorizedException) {
            return AuthController::unauthorized();
        } catch (NotFoundException) {
            return response()->json(['message' => 'Not found.'], 404);
        }

        return response()->json(['data' => $ids]);
    }
}
