<?php

/*
 * The router of PHP's built-in server (`php artisan serve` picks this file up; scripts/e2e-server.sh names it). It
 * sends the public files with the Cache-Control deploy/nginx/sunrise.conf gives them, so that a browser keeps the
 * hashed build (and the code it compiled from it) from page to page, as it does behind nginx; the built-in server
 * alone sends no caching header, and every page load fetched and compiled the whole bundle again. Everything else
 * goes to public/index.php, as with the framework's own router.
 */

$publicPath = __DIR__.'/public';
$uri = urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '');

$cacheControl = match (true) {
    $uri === '/build/build-id.json' => 'no-cache',
    str_starts_with($uri, '/build/assets/'), str_starts_with($uri, '/storage/menu/') => 'public, max-age=31536000, immutable',
    str_starts_with($uri, '/images/'), str_starts_with($uri, '/icons/') => 'public, max-age=86400',
    default => null,
};
$types = [
    'js' => 'text/javascript', 'mjs' => 'text/javascript', 'css' => 'text/css', 'json' => 'application/json', 'map' => 'application/json',
    'svg' => 'image/svg+xml', 'png' => 'image/png', 'jpg' => 'image/jpeg', 'jpeg' => 'image/jpeg', 'webp' => 'image/webp',
    'avif' => 'image/avif', 'gif' => 'image/gif', 'ico' => 'image/x-icon', 'woff2' => 'font/woff2', 'woff' => 'font/woff',
];
$file = $publicPath.$uri;
// The line `php artisan serve` reads to print each request (the framework's router writes the same).
$log = fn () => file_put_contents('php://stdout', sprintf("[%s] %s:%s [%s] URI: %s\n", date('D M j H:i:s Y'), $_SERVER['REMOTE_ADDR'], $_SERVER['REMOTE_PORT'], $_SERVER['REQUEST_METHOD'], $uri));
$type = $types[strtolower(pathinfo($uri, PATHINFO_EXTENSION))] ?? null;
if ($cacheControl !== null && $type !== null && ! str_contains($uri, '..') && is_file($file)) {
    header('Content-Type: '.$type);
    header('Content-Length: '.filesize($file));
    header('Cache-Control: '.$cacheControl);
    header('X-Content-Type-Options: nosniff');
    $log();
    if ($_SERVER['REQUEST_METHOD'] !== 'HEAD') {
        readfile($file);
    }

    return true;
}

if ($uri !== '/' && file_exists($file)) {
    return false;
}

$log();

require_once $publicPath.'/index.php';
