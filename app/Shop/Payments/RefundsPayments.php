<?php

namespace App\Shop\Payments;

/** A payment provider that gives money back on a finished card transaction, in full or in part. */
interface RefundsPayments
{
    /**
     * Refund $amount (minor units) of a finished transaction; answers the provider's id of the refund.
     *
     * @throws PaymentGatewayException when the provider refuses or does not answer (its message says why)
     */
    public function refund(string $transactionId, int $amount, string $reference): string;
}
