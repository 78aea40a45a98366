<?php

namespace App\Inertia\Ssr;

/** A server-rendered page: the tags for <head> and the HTML of <body>. */
class Response
{
    public function __construct(public string $head, public string $body) {}
}
