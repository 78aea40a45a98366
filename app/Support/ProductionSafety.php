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
            foreach (array_keys((array) config('shop.payments.viva.urls', [])) as $name) {
                if (! $staging) {
                    $problems[] = 'VIVA_'.strtoupper($name).'_URL is set: payments would be checked with another server than Viva (only SHOP_STAGING=true may point elsewhere).';
                }
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
        if (filled(config('shop.test_clock.now'))) {
            $problems[] = 'SHOP_TEST_NOW is set: the end-to-end test clock never runs in production.';
        }

        return $problems;
    }
}
