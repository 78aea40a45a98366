<?php

namespace App\Http\Controllers;

use App\Exceptions\PageNotFoundException;
use App\Inertia\Inertia;
use App\Inertia\Response;
use App\Support\LocalizedUrl;
use Illuminate\Http\RedirectResponse;

/** The customer's account area (guarded by the customer middleware). */
class AccountController extends Controller
{
    /** The empty-path index goes to the orders list. */
    public function index(): RedirectResponse
    {
        return redirect(LocalizedUrl::route('account.orders'));
    }

    public function orders(): Response
    {
        return Inertia::render('account/orders', ['orders' => []]);
    }

    /** One order of the customer; orders arrive with the checkout (see README "Known gaps"), so none exists yet. */
    public function order(string $order): never
    {
        throw PageNotFoundException::forPath('/'.ltrim(request()->path(), '/'));
    }

    public function bonuses(): Response
    {
        return Inertia::render('account/bonuses');
    }

    public function favorites(): Response
    {
        return Inertia::render('account/favorites');
    }

    public function profile(): Response
    {
        return Inertia::render('account/profile');
    }

    public function referral(): Response
    {
        return Inertia::render('account/referral');
    }
}
