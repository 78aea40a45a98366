<?php

// The Inertia adapter (app/Inertia), with the keys inertiajs/inertia-laravel 2.x reads from this same file.
return [

    // Server-side rendering through the Inertia SSR server (node bootstrap/ssr/ssr.js). After a failed render the
    // renderer is left alone for failure_backoff seconds (pages are rendered by the client meanwhile).
    'ssr' => [
        'enabled' => (bool) env('INERTIA_SSR_ENABLED', true),
        'url' => env('INERTIA_SSR_URL', 'http://127.0.0.1:13714'),
        'timeout' => (float) env('INERTIA_SSR_TIMEOUT', 2),
        'failure_backoff' => (int) env('INERTIA_SSR_FAILURE_BACKOFF', 10),
    ],

    // @inertiajs/react 3 reads the first page from <script data-page="app" type="application/json">.
    'use_script_element_for_initial_page' => true,

    // assertInertia()->component('x') also checks that resources/js/pages/x.tsx (or another extension) exists.
    'testing' => [
        'ensure_pages_exist' => true,
        'page_paths' => [resource_path('js/pages')],
        'page_extensions' => ['tsx', 'ts', 'jsx', 'js'],
    ],

    // Store every page encrypted in the browser history (pages of a signed-in customer always are).
    'history' => [
        'encrypt' => (bool) env('INERTIA_ENCRYPT_HISTORY', false),
    ],

];
