<?php

namespace App\Shop\Payments;

/** A payment provider that gives money back on a finished card transaction, in full or in part. */
interface RefundsPayments
{
    /**
     * Refund $amount (minor units) of a finished transaction; answers the provider's id of the refund.
     *
     * @throws PaymentAnswerLostException when the answer was lost: the refund may have been made (ask refundsOf first)
     * @throws PaymentGatewayException when the provider refuses (its message says why): nothing was refunded
     */
    public function refund(string $transactionId, int $amount, string $reference): string;

    /**
     * What the provider gave back so far on the payment order $orderCode paid by $transactionId: its refund (or same-day
     * cancellation) transactions, oldest first.
     *
     * @return list<ProviderRefund>
     *
     * @throws PaymentGatewayException when the provider cannot tell
     */
    public function refundsOf(string $orderCode, string $transactionId): array;
}
