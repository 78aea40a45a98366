<?php

namespace App\Support;

use Illuminate\Contracts\Foundation\Application;

/**
 * The settings a production deploy must not run with. With APP_ENV=production the app answers 503 to every
 * request while any is present (App\Http\Middleware\RefuseUnsafeProduction) and `php artisan shop:check`
 * lists them; other environments are development machines and are only reported.
 */
final class ProductionSafety
{
    /** Line secrets that were ever shipped as defaults or examples. */
    public const KNOWN_DEFAULT_SECRETS = ['change-me', 'local-line-secret', 'secret', 'changeme', 'change-me-openssl-rand-hex-32-gives-64-hex-characters-like-this0'];

    public const MIN_SECRET_LENGTH = 32;

    public function __construct(private Application $app) {}

    /** Whether the app must refuse to serve: production with at least one problem. */
    public function refuses(): bool
    {
        return $this->app->environment('production') && $this->problems() !== [];
    }

    /**
     * Every unsafe setting, each named by its environment variable.
     *
     * @return list<string>
     */
    public function problems(): array
    {
        $problems = [];
        $staging = config('shop.staging') === true;

        if (blank(config('app.key'))) {
            $problems[] = 'APP_KEY is missing (php artisan key:generate).';
        }
        if (config('app.debug')) {
            $problems[] = 'APP_DEBUG is on: stack traces and settings would reach visitors.';
        }
        $secret = (string) config('shop.api.line_secret');
        if (in_array(strtolower($secret), self::KNOWN_DEFAULT_SECRETS, true)) {
            $problems[] = 'SHOP_LINE_SECRET is a published default (generate one: openssl rand -hex 32).';
        } elseif (strlen($secret) < self::MIN_SECRET_LENGTH) {
            $problems[] = 'SHOP_LINE_SECRET is shorter than '.self::MIN_SECRET_LENGTH.' characters.';
        }
        $payments = (string) config('shop.payments.driver');
        if ($payments === 'sandbox' && ! $staging) {
            $problems[] = 'PAYMENT_DRIVER is sandbox: anyone could mark an order paid (set viva, or SHOP_STAGING=true for a staging deploy).';
        }
        if ($payments === 'viva') {
            $credentials = ['client_id' => 'VIVA_CLIENT_ID', 'client_secret' => 'VIVA_CLIENT_SECRET', 'source_code' => 'VIVA_SOURCE_CODE',
                'webhook_key' => 'VIVA_WEBHOOK_KEY', 'merchant_id' => 'VIVA_MERCHANT_ID', 'api_key' => 'VIVA_API_KEY'];
            foreach ($credentials as $key => $variable) {
                if (blank(config("shop.payments.viva.$key"))) {
                    $problems[] = "$variable is empty while PAYMENT_DRIVER is viva.";
                }
            }
            if ((array) config('shop.payments.viva.urls', []) !== [] && ! $staging) {
                $problems[] = 'VIVA_BASE_URL is set: payments would be checked with another server than Viva (only SHOP_STAGING=true may point elsewhere).';
            }
        }
        $sms = (string) config('shop.sms.driver');
        if ($sms === 'log' && ! $staging) {
            $problems[] = 'SMS_DRIVER is log: sign-in codes would be written to the log instead of sent (set turbosms, or SHOP_STAGING=true).';
        }
        if ($sms === 'turbosms' && blank(config('shop.sms.turbosms.token'))) {
            $problems[] = 'TURBOSMS_TOKEN is empty while SMS_DRIVER is turbosms.';
        }
        if (config('shop.dev_tools') === true) {
            $problems[] = 'SHOP_DEV_TOOLS is on: development tools never run in production.';
        }
        array_push($problems, ...$this->photoDiskProblems());
        if (config('cors.supports_credentials') === true && in_array('*', (array) config('cors.allowed_origins'), true)) {
            $problems[] = 'SHOP_CORS_ORIGINS is * while SHOP_CORS_CREDENTIALS is on: any site could call the API as its visitor (list the origins).';
        }
        if (filled(config('shop.test_clock.now'))) {
            $problems[] = 'SHOP_TEST_NOW is set: the end-to-end test clock never runs in production.';
        }

        return $problems;
    }

    /**
     * A menu photo disk that cannot work: one config/filesystems.php lacks, a local one nothing serves over HTTP
     * (the private "local" disk), an S3 one without a bucket or region, without the public address its photos are
     * shown from (AWS_URL: the pages' content security policy allows images from there), or with half a key pair
     * (both empty is fine: the SDK then takes the machine's own credentials, e.g. an instance role).
     *
     * @return list<string>
     */
    private function photoDiskProblems(): array
    {
        $name = (string) config('shop.menu.photo_disk');
        $disk = config('filesystems.disks.'.$name);
        if (! is_array($disk)) {
            return ["SHOP_MENU_PHOTO_DISK is \"$name\", which config/filesystems.php does not define (public or s3)."];
        }
        $driver = $disk['driver'] ?? null;
        if ($driver === 'local' && blank($disk['url'] ?? null)) {
            return ["SHOP_MENU_PHOTO_DISK is \"$name\", a disk nothing serves over HTTP: menu photos would not show (public or s3)."];
        }
        if ($driver !== 's3') {
            return [];
        }
        $problems = [];
        foreach (['bucket' => 'AWS_BUCKET', 'region' => 'AWS_DEFAULT_REGION'] as $key => $variable) {
            if (blank($disk[$key] ?? null)) {
                $problems[] = "$variable is empty while SHOP_MENU_PHOTO_DISK is $name: menu photos could not be stored.";
            }
        }
        if (blank($disk['url'] ?? null)) {
            $problems[] = "AWS_URL is empty while SHOP_MENU_PHOTO_DISK is $name: set the bucket's public address or its CDN's, the pages show photos only from there.";
        }
        if (blank($disk['key'] ?? null) !== blank($disk['secret'] ?? null)) {
            $problems[] = "AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY of the $name disk go together (or both empty for the machine's own credentials).";
        }

        return $problems;
    }
}
