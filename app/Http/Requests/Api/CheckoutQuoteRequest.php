<?php

namespace App\Http\Requests\Api;

use App\Http\Requests\CheckoutQuoteRequest as StorefrontRequest;
use App\Http\Requests\Concerns\CodesFromShop;

/** The shop API's form of the same request: the order and payment types are the shop's own. */
class CheckoutQuoteRequest extends StorefrontRequest
{
    use CodesFromShop;
}
