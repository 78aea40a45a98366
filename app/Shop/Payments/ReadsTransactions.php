<?php

namespace App\Shop\Payments;

/** A gateway that can answer a transaction's whole retrieved payload (the fiscal receipt's card mask reads it). */
interface ReadsTransactions
{
    /** Viva's "Retrieve transaction" answer, or null when the provider knows no transaction by that id.
     *  @return array<string, mixed>|null
     *
     *  @throws PaymentGatewayException */
    public function transactionPayload(string $transactionId): ?array;
}
