<?php

namespace App\Shop\Payments;

/** What a payment order asks for: the amount in minor units, our order number and the customer's details. */
final readonly class PaymentRequest
{
    public function __construct(
        public int $amount,
        public int $currencyCode,
        public string $merchantTrns,
        public string $customerTrns,
        public string $fullName,
        public string $phone,
        public ?string $email,
        public string $locale,
    ) {}
}
