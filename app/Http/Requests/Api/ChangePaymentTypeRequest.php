<?php

namespace App\Http\Requests\Api;

use App\Http\Requests\ChangePaymentTypeRequest as StorefrontRequest;
use App\Http\Requests\Concerns\CodesFromShop;

/** The shop API's form of the same request: the offline payment types are the shop's own. */
class ChangePaymentTypeRequest extends StorefrontRequest
{
    use CodesFromShop;
}
