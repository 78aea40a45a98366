<?php

namespace App\Http\Requests\Api;

use App\Http\Requests\CheckoutSlotsRequest as StorefrontRequest;
use App\Http\Requests\Concerns\CodesFromShop;

/** The shop API's form of the same request: the order types are the shop's own. */
class CheckoutSlotsRequest extends StorefrontRequest
{
    use CodesFromShop;
}
