<?php

namespace App\Shop\Payments;

use RuntimeException;

/** The order stopped taking card payments while one was being opened (paid, switched, cancelled or overdue meanwhile). */
class PaymentClosedException extends RuntimeException {}
