<?php

namespace App\Providers;

use App\Shop\Payments\PaymentGateway;
use App\Shop\Payments\SandboxGateway;
use App\Shop\Payments\VivaGateway;
use Illuminate\Contracts\Foundation\Application;
use Illuminate\Support\ServiceProvider;
use InvalidArgumentException;

class PaymentServiceProvider extends ServiceProvider
{
    /** The card payment gateway chosen by shop.payments.driver: sandbox (embedded) or viva. */
    public function register(): void
    {
        $this->app->bind(PaymentGateway::class, fn (Application $app) => match (config('shop.payments.driver')) {
            'sandbox' => $app->make(SandboxGateway::class),
            'viva' => $app->make(VivaGateway::class),
            default => throw new InvalidArgumentException('Unknown PAYMENT_DRIVER "'.config('shop.payments.driver').'": use sandbox or viva.'),
        });
    }
}
