<?php

namespace App\Providers;

use App\Models\Order;
use App\Models\Payment;
use App\Models\PaymentRefund;
use App\Shop\Fiscal\CheckboxRegister;
use App\Shop\Fiscal\FiscalRegister;
use App\Shop\Fiscal\OffRegister;
use App\Shop\Fiscal\Receipts;
use App\Shop\Fiscal\SandboxRegister;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Payments\RefundChecks;
use Illuminate\Contracts\Foundation\Application;
use Illuminate\Support\Facades\Route;
use Illuminate\Support\ServiceProvider;
use InvalidArgumentException;

/**
 * Fiscal receipts (docs/fiscal.md): the register chosen by shop.fiscal.driver, and the points where money moves, heard
 * as the models' own events so the money code stays as it is: a card payment turning paid, a cash or courier-card
 * order turning paid, a refund turning done. Each writes its receipt in the same transaction (App\Shop\Fiscal\Receipts).
 */
class FiscalServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->app->bind(FiscalRegister::class, fn (Application $app) => match (config('shop.fiscal.driver')) {
            'sandbox' => $app->make(SandboxRegister::class),
            'checkbox' => $app->make(CheckboxRegister::class),
            'off' => $app->make(OffRegister::class),
            default => throw new InvalidArgumentException('Unknown SHOP_FISCAL_DRIVER "'.config('shop.fiscal.driver').'": use sandbox, checkbox or off.'),
        });
    }

    public function boot(): void
    {
        Payment::saved(function (Payment $payment) {
            if ($payment->status === Payment::PAID && ($payment->wasRecentlyCreated || $payment->wasChanged('status'))) {
                app(Receipts::class)->paymentPaid($payment);
            }
        });
        Order::saved(function (Order $order) {
            if ($order->payment_status === PaymentStatus::Paid && ! $order->isPaidOnline() && ($order->wasRecentlyCreated || $order->wasChanged('payment_status'))) {
                app(Receipts::class)->collected($order);
            }
        });
        PaymentRefund::saved(function (PaymentRefund $refund) {
            if (($refund->status ?? RefundChecks::DONE) === RefundChecks::DONE && ($refund->wasRecentlyCreated || $refund->wasChanged('status'))) {
                app(Receipts::class)->refunded($refund);
            }
        });

        // The sandbox register's receipt page (not fiscal), whatever the language prefix.
        Route::get('/fiscal/sandbox/{receipt}', \App\Http\Controllers\SandboxReceiptController::class)
            ->whereUuid('receipt')->middleware('throttle:60,1')->name('fiscal.sandbox');
    }
}
