<?php

namespace App\Shop\Payments;

/**
 * A provider transaction as retrieved (never as a redirect or a webhook claims it): Viva's statusId
 * (F finished, A in progress, E error, …), the order code it belongs to, the amount in minor units
 * and the ISO 4217 numeric currency code.
 */
final readonly class Transaction
{
    public const FINISHED = 'F';

    public const IN_PROGRESS = 'A';

    public const ERROR = 'E';

    public function __construct(
        public string $id,
        public string $statusId,
        public string $orderCode,
        public int $amount,
        public int $currencyCode,
    ) {}

    /** Read Viva's "Retrieve transaction" answer (amount in units, e.g. 12.5; currencyCode "980").
     *  @param  array<string, mixed>  $data */
    public static function fromViva(string $id, array $data): self
    {
        foreach (['statusId', 'orderCode', 'amount', 'currencyCode'] as $field) {
            if (! isset($data[$field]) || ! is_scalar($data[$field])) {
                throw new PaymentGatewayException("The transaction $id was answered without $field.");
            }
        }

        return new self(
            $id,
            (string) $data['statusId'],
            self::code($data['orderCode']),
            (int) round(((float) $data['amount']) * 100),
            (int) $data['currencyCode'],
        );
    }

    /** Whether this transaction pays exactly that: finished, for that order code, amount and currency. */
    public function pays(string $orderCode, int $amount, int $currencyCode): bool
    {
        return $this->statusId === self::FINISHED && $this->orderCode === $orderCode
            && $this->amount === $amount && $this->currencyCode === $currencyCode;
    }

    /** An order code as digits, whether it came as a JSON number or a string. */
    public static function code(mixed $value): string
    {
        return is_float($value) ? number_format($value, 0, '', '') : (string) $value;
    }
}
