<?php

namespace App\Shop\Fiscal;

use App\Models\FiscalReceipt;
use App\Staff\Board\BoardTickets;
use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * A fiscal receipt of the order as the staff's order page shows it (docs/fiscal.md): sale or return, its state, the
 * register's number and fiscal code, the e-receipt's link, the amount and how it was paid, the last error.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class StaffReceipt implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(
        public string $id,
        /** @var 'sell'|'return' */
        public string $kind,
        /** @var 'pending'|'done'|'failed' */
        public string $status,
        public ?string $number,
        public ?string $fiscal_code,
        public ?string $url,
        public int $total,
        /** CASH or CASHLESS. */
        public string $payment,
        public bool $fiscal,
        public bool $offline,
        public ?string $error,
        public string $at,
    ) {}

    /** The order's receipts, oldest first.
     *  @return list<self> */
    public static function of(int $orderId): array
    {
        return array_values(FiscalReceipt::query()->where('order_id', $orderId)->orderBy('created_at')->orderBy('event')->get()
            ->map(function (FiscalReceipt $r) {
                /** @var 'sell'|'return' $kind */
                $kind = $r->kind;
                /** @var 'pending'|'done'|'failed' $status */
                $status = $r->status;

                return new self(
                    id: $r->id, kind: $kind, status: $status, number: $r->number, fiscal_code: $r->fiscal_code, url: $r->link(),
                    total: $r->total, payment: (string) ($r->payments[0]['type'] ?? ''), fiscal: $r->driver !== 'sandbox',
                    offline: $r->offline, error: $r->last_error, at: BoardTickets::instant($r->created_at),
                );
            })->all());
    }
}
