<?php

namespace App\ShopApi\Exceptions;

use RuntimeException;

/** Base of every failure reported by a ShopApi adapter. */
class ShopApiException extends RuntimeException {}
