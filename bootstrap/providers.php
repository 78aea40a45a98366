<?php

return [
    App\Providers\TestClockServiceProvider::class,
    App\Providers\AppServiceProvider::class,
    App\Providers\PaymentServiceProvider::class,
    App\Providers\FiscalServiceProvider::class,
    App\Providers\CustomerServiceProvider::class,
    App\Providers\StaffServiceProvider::class,
    App\Providers\DeliveryServiceProvider::class,
];
