<?php

namespace App\Inertia\Ssr;

/** Renders a page object to HTML on the server; null means the client renders it. */
interface Gateway
{
    /** @param  array<string, mixed>  $page */
    public function dispatch(array $page): ?Response;
}
