<?php

namespace App\ShopApi\Exceptions;

/** The upstream has no such record (a 404). */
class NotFoundException extends ShopApiException {}
