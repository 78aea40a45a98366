<?php

return [
    App\Providers\TestClockServiceProvider::class,
    App\Inertia\InertiaServiceProvider::class,
    App\Providers\AppServiceProvider::class,
    App\Providers\PaymentServiceProvider::class,
    App\Providers\CustomerServiceProvider::class,
    App\Providers\StaffServiceProvider::class,
];
