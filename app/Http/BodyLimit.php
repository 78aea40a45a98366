<?php

namespace App\Http;

use Dotenv\Dotenv;

/**
 * The largest request body the app takes, one rule for both places that refuse a larger one (413): public/index.php,
 * before Laravel boots or captures the request (capturing a JSON request decodes its body), and the LimitRequestBody
 * middleware wherever the app is run without that entry point (tests, Octane-style kernels). config/shop.php reads
 * the same variables with the same defaults; before the app boots they are read from the cached configuration, the
 * environment or .env, in that order.
 */
final class BodyLimit
{
    public const ENV = 'SHOP_MAX_BODY_BYTES';

    public const DEFAULT_BYTES = 262144;

    public const PHOTO_ENV = 'SHOP_MENU_PHOTO_MAX_KB';

    public const PHOTO_DEFAULT_KB = 2048;

    /** A staff menu photo upload (multipart POST, spoofed PUT) carries the photo and its form fields. */
    private const PHOTO_PATH = '#^/?(?:en/)?staff/menu/(?:products|promotions)/[0-9]{1,10}/photo$#';

    private const PHOTO_FORM_BYTES = 65536;

    /** The largest body of a request to $path (bytes); 0 or less: no limit. */
    public static function max(string $method, string $path, int $maxBodyBytes, int $photoMaxKb): int
    {
        return $method === 'POST' && preg_match(self::PHOTO_PATH, $path) === 1 ? $photoMaxKb * 1024 + self::PHOTO_FORM_BYTES : $maxBodyBytes;
    }

    /**
     * The body's length: the declared Content-Length, or for a body without one (chunked) what $read gives back when
     * asked for at most $max + 1 bytes (so a body of any size costs at most that much to measure).
     *
     * @param  callable(int): string  $read
     */
    public static function length(mixed $declared, string $method, int $max, callable $read): int
    {
        if (is_numeric($declared)) {
            return (int) $declared;
        }

        return in_array($method, ['GET', 'HEAD', 'OPTIONS'], true) ? 0 : strlen($read($max + 1));
    }

    /**
     * Before the app boots (public/index.php): answer a body over the limit with 413 and its message in the request's
     * language, JSON for the API and JSON callers, a small page otherwise. Answers whether it did.
     *
     * @param  array<string, mixed>  $server  $_SERVER
     */
    public static function refuseEarly(string $basePath, array $server): bool
    {
        $method = strtoupper((string) ($server['REQUEST_METHOD'] ?? 'GET'));
        $path = (string) parse_url((string) ($server['REQUEST_URI'] ?? '/'), PHP_URL_PATH);
        $settings = self::settings($basePath);
        $max = self::max($method, $path, $settings['max_body_bytes'], $settings['photo_max_kb']);
        if ($max <= 0) {
            return false;
        }
        $length = self::length($server['CONTENT_LENGTH'] ?? $server['HTTP_CONTENT_LENGTH'] ?? null, $method, $max, function (int $bytes): string {
            $input = fopen('php://input', 'rb');

            return $input === false ? '' : (string) stream_get_contents($input, $bytes);
        });
        if ($length <= $max) {
            return false;
        }

        [$body, $type] = self::answer($basePath, $server, $path, $max);
        http_response_code(413);
        header('Content-Type: '.$type);
        header('Cache-Control: no-store');
        header('X-Content-Type-Options: nosniff');
        header('Connection: close');
        echo $body;

        return true;
    }

    /** @param  array<string, mixed>  $server
     *  @return array{string, string} the body and its content type */
    private static function answer(string $basePath, array $server, string $path, int $max): array
    {
        $api = str_starts_with($path, '/api/');
        $accept = strtolower((string) ($server['HTTP_ACCEPT'] ?? ''));
        $json = $api || str_contains(strtolower((string) ($server['CONTENT_TYPE'] ?? '')), 'json') || str_contains($accept, 'json')
            || isset($server['HTTP_X_INERTIA']) || strtolower((string) ($server['HTTP_X_REQUESTED_WITH'] ?? '')) === 'xmlhttprequest';
        $language = $api
            ? substr(strtolower(trim(explode(',', (string) ($server['HTTP_ACCEPT_LANGUAGE'] ?? ''))[0])), 0, 2)
            : explode('/', trim($path, '/'))[0];
        $language = $language === 'ua' ? 'uk' : $language;
        $file = $basePath.'/lang/'.(preg_match('/^[a-z]{2}$/', $language) === 1 && is_file($basePath."/lang/$language/requests.php") ? $language : 'uk').'/requests.php';
        $lines = require $file;
        $message = str_replace(':kb', (string) intdiv($max, 1024), (string) ($lines['too_large'] ?? 'Request Entity Too Large'));

        return $json
            ? [(string) json_encode(['message' => $message], JSON_UNESCAPED_UNICODE), 'application/json']
            : ['<!doctype html><meta charset="utf-8"><title>413</title><p>'.htmlspecialchars($message).'</p>', 'text/html; charset=utf-8'];
    }

    /**
     * The limits as the app will read them.
     *
     * @return array{max_body_bytes: int, photo_max_kb: int}
     */
    private static function settings(string $basePath): array
    {
        $cached = $basePath.'/bootstrap/cache/config.php';
        if (is_file($cached)) {
            $config = require $cached;

            return [
                'max_body_bytes' => (int) ($config['shop']['limits']['max_body_bytes'] ?? self::DEFAULT_BYTES),
                'photo_max_kb' => (int) ($config['shop']['menu']['photo_max_kb'] ?? self::PHOTO_DEFAULT_KB),
            ];
        }
        $file = $basePath.'/.env';
        $dotenv = is_file($file) ? Dotenv::parse((string) file_get_contents($file)) : [];
        $read = fn (string $name, int $default): int => (int) ($_SERVER[$name] ?? $_ENV[$name] ?? (getenv($name) !== false ? getenv($name) : null) ?? $dotenv[$name] ?? $default);

        return ['max_body_bytes' => $read(self::ENV, self::DEFAULT_BYTES), 'photo_max_kb' => $read(self::PHOTO_ENV, self::PHOTO_DEFAULT_KB)];
    }
}
