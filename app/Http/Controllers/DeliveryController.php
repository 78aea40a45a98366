<?php

namespace App\Http\Controllers;

use App\Inertia\Inertia;
use App\Inertia\Response;
use App\ShopApi\Data\Region;
use App\ShopApi\ShopApi;

class DeliveryController extends Controller
{
    /** Show the delivery zones with their minimum order, fee, free-delivery threshold and ETA. */
    public function __invoke(ShopApi $api): Response
    {
        return Inertia::render('delivery', [
            'regions' => array_map(fn (Region $r) => $r->toArray(), $api->regions()),
        ]);
    }
}
