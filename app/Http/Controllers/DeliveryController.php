<?php

namespace App\Http\Controllers;

use Inertia\Inertia;
use Inertia\Response;

class DeliveryController extends Controller
{
    /** Show the delivery zones and opening hours (regions and restaurants are shared props). */
    public function __invoke(): Response
    {
        return Inertia::render('delivery');
    }
}
