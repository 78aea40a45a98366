<?php

namespace App\Shop\Fiscal;

/** The register has no open shift for the receipt: the shift is opened and the receipt sent again. */
class NoOpenShiftException extends FiscalUnavailableException {}
