<?php

namespace App\ShopApi\Exceptions;

/** The bearer token is missing, expired or revoked (a 401): the customer is logged out. */
class UnauthorizedException extends ShopApiException {}
