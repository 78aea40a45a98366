<?php

namespace App\ShopApi;

use App\Support\Locales;

/** Who is calling the upstream in this request: the interface language and the customer's bearer token. */
final class ShopContext
{
    public string $locale;

    public ?string $token = null;

    public function __construct()
    {
        $this->locale = Locales::default();
    }
}
