<?php

namespace Tests\Support;

use App\Shop\Payments\PaymentGateway;
use App\Shop\Payments\PaymentOrder;
use App\Shop\Payments\PaymentOrderStatus;
use App\Shop\Payments\PaymentRequest;
use App\Shop\Payments\SandboxGateway;
use App\Shop\Payments\Transaction;
use Closure;

/**
 * The sandbox gateway with hooks that run at a chosen step, to make a race deterministic in a test: "a webhook
 * marks the order paid just while the switch asks the provider". Every call is counted.
 */
final class HookedGateway implements PaymentGateway
{
    /** @var array<string, Closure> hooks by method, run before the sandbox answers */
    public array $before = [];

    /** @var array<string, int> */
    public array $calls = [];

    public function __construct(private SandboxGateway $sandbox) {}

    /** Bind a hooked gateway for the rest of the test. */
    public static function install(): self
    {
        $gateway = new self(app(SandboxGateway::class));
        app()->instance(PaymentGateway::class, $gateway);

        return $gateway;
    }

    public function createPaymentOrder(PaymentRequest $request): PaymentOrder
    {
        $this->hook('createPaymentOrder', $request);

        return $this->sandbox->createPaymentOrder($request);
    }

    public function retrieveTransaction(string $transactionId): ?Transaction
    {
        $this->hook('retrieveTransaction', $transactionId);

        return $this->sandbox->retrieveTransaction($transactionId);
    }

    public function paymentOrderStatus(string $orderCode): PaymentOrderStatus
    {
        $this->hook('paymentOrderStatus', $orderCode);

        return $this->sandbox->paymentOrderStatus($orderCode);
    }

    public function cancelPaymentOrder(string $orderCode): void
    {
        $this->hook('cancelPaymentOrder', $orderCode);
        $this->sandbox->cancelPaymentOrder($orderCode);
    }

    public function webhookKey(): string
    {
        return $this->sandbox->webhookKey();
    }

    private function hook(string $method, mixed $argument): void
    {
        $this->calls[$method] = ($this->calls[$method] ?? 0) + 1;
        if (isset($this->before[$method])) {
            $hook = $this->before[$method];
            unset($this->before[$method]);
            $hook($argument);
        }
    }
}
