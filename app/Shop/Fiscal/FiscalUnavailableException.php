<?php

namespace App\Shop\Fiscal;

use RuntimeException;

/** The register did not answer, answered 5xx, timed out or refused the cashier: try the same receipt again later. */
class FiscalUnavailableException extends RuntimeException {}
