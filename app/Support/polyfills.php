<?php

// Laravel 12 calls PHP 8.5 functions (array_first, array_last, get_error_handler, get_exception_handler). It normally gets them from
// symfony/polyfill-php85; where a package registry lacks it (scripts/install.sh then "replace"s it), they are defined
// here for PHP 8.2-8.4. Each only when neither PHP nor the polyfill package defines it.

if (! function_exists('array_first')) {
    /** @param  array<array-key, mixed>  $array */
    function array_first(array $array): mixed
    {
        return $array === [] ? null : $array[array_key_first($array)];
    }
}

if (! function_exists('array_last')) {
    /** @param  array<array-key, mixed>  $array */
    function array_last(array $array): mixed
    {
        return $array === [] ? null : $array[array_key_last($array)];
    }
}

if (! function_exists('get_error_handler')) {
    function get_error_handler(): ?callable
    {
        $handler = set_error_handler(null);
        restore_error_handler();

        return $handler;
    }
}

if (! function_exists('get_exception_handler')) {
    function get_exception_handler(): ?callable
    {
        $handler = set_exception_handler(null);
        restore_exception_handler();

        return $handler;
    }
}
