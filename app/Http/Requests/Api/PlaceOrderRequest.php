<?php

namespace App\Http\Requests\Api;

use App\Http\Requests\Api\Concerns\NamesClientIp;
use App\Http\Requests\Concerns\CodesFromShop;
use App\Http\Requests\PlaceOrderRequest as StorefrontRequest;

/** The shop API's form of the same request: the order and payment types are the shop's own. */
class PlaceOrderRequest extends StorefrontRequest
{
    use CodesFromShop;
    use NamesClientIp;
}
