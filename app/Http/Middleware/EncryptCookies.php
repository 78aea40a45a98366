<?php

namespace App\Http\Middleware;

use App\Support\Cookies;
use Illuminate\Cookie\Middleware\EncryptCookies as Middleware;

/** Laravel encrypts cookies, except the storefront's plain ones (the old site and the browser read them as they are). */
class EncryptCookies extends Middleware
{
    public function isDisabled($name)
    {
        return in_array($name, Cookies::plainNames(), true) || parent::isDisabled($name);
    }
}
