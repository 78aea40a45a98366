<?php

namespace App\ShopApi\Exceptions;

/** The upstream failed: a 5xx, a timeout, no connection, or an answer that is not the expected JSON. */
class UpstreamException extends ShopApiException {}
