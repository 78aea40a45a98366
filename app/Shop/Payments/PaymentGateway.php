<?php

namespace App\Shop\Payments;

/** A card payment provider with Viva Smart Checkout's shape: a payment order, a hosted page, transactions to ask about. */
interface PaymentGateway
{
    /** Create a payment order and answer its code and the hosted page to send the customer to.
     *
     * @throws PaymentGatewayException */
    public function createPaymentOrder(PaymentRequest $request): PaymentOrder;

    /** The transaction as the provider knows it, or null when it knows none by that id.
     *
     * @throws PaymentGatewayException */
    public function retrieveTransaction(string $transactionId): ?Transaction;

    /** Where a payment order stands now, with the paying transaction's id once it is paid.
     *
     * @throws PaymentGatewayException */
    public function paymentOrderStatus(string $orderCode): PaymentOrderStatus;

    /** Cancel a payment order that is not paid, so that it can no longer be paid; an order already closed stays closed.
     *
     * @throws PaymentGatewayException when the provider refuses (e.g. it was paid meanwhile) or does not answer */
    public function cancelPaymentOrder(string $orderCode): void;

    /** The key answered to the provider's webhook verification (GET on the webhook URL). */
    public function webhookKey(): string;
}
