<?php

namespace App\Shop\Ordering;

use RuntimeException;

/** An Idempotency-Key that already placed an order came back with a different request. */
class IdempotencyConflictException extends RuntimeException {}
