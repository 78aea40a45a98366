<?php

namespace App\Shop\Fiscal;

use RuntimeException;

/** The register refused the receipt for good (a validation error it will answer again): a person has to look. */
class FiscalRejectedException extends RuntimeException {}
