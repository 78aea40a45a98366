<?php

namespace App\Shop\Loyalty;

use RuntimeException;

/** A debit asked for more bonuses than the balance holds. */
class InsufficientBonusesException extends RuntimeException {}
