<?php

namespace App\Shop\Delivery;

use RuntimeException;

/** The geocoding provider did not answer usefully (down, timed out, refused the key): the checkout asks for a pin. */
final class GeocoderUnavailableException extends RuntimeException {}
