<?php

// Laravel 12 calls PHP 8.5's array_first()/array_last(). It normally gets them from
// symfony/polyfill-php85, which the package registry available here does not hold
// (composer.json "replace"s it), so the two functions are defined here for PHP 8.2-8.4.

if (! function_exists('array_first')) {
    function array_first(array $array): mixed
    {
        return $array === [] ? null : $array[array_key_first($array)];
    }
}

if (! function_exists('array_last')) {
    function array_last(array $array): mixed
    {
        return $array === [] ? null : $array[array_key_last($array)];
    }
}
