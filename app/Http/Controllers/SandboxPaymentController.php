<?php

namespace App\Http\Controllers;

use App\Shop\Payments\SandboxGateway;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response;
use Symfony\Component\HttpFoundation\Response as SymfonyResponse;

/**
 * The sandbox payment provider's hosted page (PAYMENT_DRIVER=sandbox only): the payment order with Pay and
 * Decline; either records a transaction and sends the browser back the way Viva would. A paid or cancelled
 * payment order takes no more transactions.
 */
class SandboxPaymentController extends Controller
{
    public function __construct(private SandboxGateway $sandbox) {}

    public function show(Request $request): Response
    {
        $paymentOrder = $this->paymentOrder($request->query('ref'));

        return Inertia::render('checkout/sandbox-payment', ['payment' => [
            'ref' => $paymentOrder['order_code'],
            'amount' => $paymentOrder['amount'],
            'merchant_trns' => $paymentOrder['merchant_trns'],
            'customer_trns' => $paymentOrder['customer_trns'],
            'full_name' => $paymentOrder['customer']['fullName'] ?? null,
            'paid' => $paymentOrder['paid'],
            'cancelled' => $paymentOrder['cancelled'],
        ]]);
    }

    /** Pay or Decline: the transaction is recorded and the browser leaves for the shop's landing (a full visit). */
    public function complete(Request $request): SymfonyResponse
    {
        $data = $request->validate(['ref' => ['required', 'string', 'max:19'], 'decision' => ['required', 'string', 'in:pay,decline']]);
        $paymentOrder = $this->paymentOrder($data['ref']);
        if ($paymentOrder['paid'] || $paymentOrder['cancelled']) {
            return redirect()->back();
        }
        $landing = $this->sandbox->complete($paymentOrder, $data['decision'] === 'pay');

        // Cancelled meanwhile (the order was given up or paid another way): the page shows it.
        return $landing === null ? redirect()->back() : Inertia::location($landing);
    }

    /** @return array{order_code: string, amount: int, currency_code: int, merchant_trns: ?string, customer_trns: ?string, customer: array<string, mixed>, paid: bool, cancelled: bool} */
    private function paymentOrder(mixed $ref): array
    {
        abort_unless(config('shop.payments.driver') === 'sandbox' && is_string($ref) && preg_match('/^\d{10,19}$/', $ref), 404);

        return $this->sandbox->paymentOrder($ref) ?? abort(404);
    }
}
