<?php

namespace App\Http\Requests\Api;

use App\Http\Requests\ReviewDishRequest as StorefrontRequest;

/** The shop API's form of the same request (POST /api/orders/{reference}/reviews). */
class ReviewDishRequest extends StorefrontRequest {}
