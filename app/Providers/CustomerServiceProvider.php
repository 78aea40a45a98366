<?php

namespace App\Providers;

use App\Shop\Sms\DevOutbox;
use App\Shop\Sms\LogSmsSender;
use App\Shop\Sms\SmsSender;
use App\Shop\Sms\TurboSmsSender;
use App\Support\CurrentCustomer;
use Illuminate\Contracts\Foundation\Application;
use Illuminate\Support\ServiceProvider;
use InvalidArgumentException;

/** Sign-in by SMS: the current customer of a request, the SMS driver chosen by config('shop.sms.driver'), and the dev outbox route while the development tools are on. */
class CustomerServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->app->scoped(CurrentCustomer::class);

        $this->app->bind(SmsSender::class, fn (Application $app) => match (config('shop.sms.driver')) {
            'log' => $app->make(LogSmsSender::class),
            'turbosms' => $app->make(TurboSmsSender::class),
            default => throw new InvalidArgumentException('Unknown SMS_DRIVER "'.config('shop.sms.driver').'": use log or turbosms.'),
        });
    }

    public function boot(): void
    {
        if (DevOutbox::enabled()) {
            $this->loadRoutesFrom(base_path('routes/dev.php'));
        }
    }
}
