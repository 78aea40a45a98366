<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Shop\Ordering\Orders;
use App\Shop\Payments\PaymentGateway;
use App\Shop\Payments\Payments;
use App\Shop\Payments\Transaction;
use App\ShopApi\ShopContext;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;

/** The payment provider's side of the shop API: checking a returning customer's transaction, and Viva's webhook. */
class PaymentController extends Controller
{
    private const UUID = '/^[0-9a-fA-F]{8}-([0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$/';

    /** Check the transaction of a success or failure redirect (t and s) with the provider. */
    public function confirm(Request $request, Orders $orders, ShopContext $context): JsonResponse
    {
        $data = $request->validate([
            'transaction_id' => ['required', 'string', 'regex:'.self::UUID],
            'order_code' => ['required', 'string', 'regex:/^\d{10,19}$/'],
        ]);

        return response()->json(['data' => $orders->confirmPayment($data['transaction_id'], $data['order_code'], $context->locale)]);
    }

    /** Viva's webhook verification: GET on the webhook URL answers {"Key": "…"}. */
    public function webhookKey(PaymentGateway $gateway): JsonResponse
    {
        return response()->json(['Key' => $gateway->webhookKey()]);
    }

    /**
     * A webhook event (1796 payment created, 1798 transaction failed): the transaction is fetched again from
     * the provider, so a forged or replayed event changes nothing it should not. Always 200 once read, so
     * the provider stops retrying; an event for an unknown order is a no-op.
     */
    public function webhook(Request $request, Payments $payments): JsonResponse
    {
        $event = $request->input('EventTypeId');
        if (! is_numeric($event)) {
            return response()->json(['message' => 'Not a Viva event: EventTypeId is missing.'], 422);
        }
        if (! in_array((int) $event, [Payments::EVENT_PAYMENT_CREATED, Payments::EVENT_TRANSACTION_FAILED], true)) {
            return response()->json(['ok' => true]);
        }

        $transactionId = $request->input('EventData.TransactionId');
        $orderCode = $request->input('EventData.OrderCode');
        if (! is_string($transactionId) || ! preg_match(self::UUID, $transactionId) || ! is_scalar($orderCode)
            || ! preg_match('/^\d{10,19}$/', Transaction::code($orderCode))) {
            return response()->json(['message' => 'The event names no transaction and order code.'], 422);
        }

        $payments->handleWebhook((int) $event, $transactionId, Transaction::code($orderCode));

        return response()->json(['ok' => true]);
    }
}
