<?php

namespace App\Exceptions;

use Symfony\Component\HttpKernel\Exception\NotFoundHttpException;

/** A route matched but its parameter failed validation (malformed, or no such category/product/promotion). */
class PageNotFoundException extends NotFoundHttpException
{
    public static function forPath(string $path): self
    {
        return new self('Page Not Found: '.$path);
    }
}
