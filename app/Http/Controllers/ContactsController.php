<?php

namespace App\Http\Controllers;

use App\ShopApi\ShopApi;
use App\Support\RestaurantJsonLd;
use Inertia\Inertia;
use Inertia\Response;

class ContactsController extends Controller
{
    /** Show the contacts: restaurants, phones and socials come from the shared props. */
    public function __invoke(ShopApi $api): Response
    {
        return Inertia::render('contacts')->withViewData(['jsonLd' => fn () => RestaurantJsonLd::for($api->restaurants())]);
    }
}
