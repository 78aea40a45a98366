<?php

namespace App\ShopApi\Data;

use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\OrderType;
use App\Shop\Ordering\PaymentStatus;
use Illuminate\Contracts\Support\Arrayable;
use Inertia\ProvidesInertiaProperty;
use JsonSerializable;

/**
 * One order of GET /api/orders: number, when, statuses and total (minor units).
 *
 * @implements Arrayable<string, mixed>
 */
final readonly class OrderSummary implements Arrayable, JsonSerializable, ProvidesInertiaProperty
{
    use SerializesAsArray;

    public function __construct(
        public string $number,
        public string $createdAt,
        public OrderStatus $status,
        public PaymentStatus $paymentStatus,
        public OrderType $orderType,
        public int $total,
        public int $itemsCount,
    ) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        return new self(
            (string) $data['number'], (string) $data['created_at'], OrderStatus::from((string) $data['status']),
            PaymentStatus::from((string) $data['payment_status']),
            OrderType::from((string) $data['order_type']), (int) $data['total'], (int) $data['items_count'],
        );
    }

    /** @return array<string, mixed> */
    public function toArray(): array
    {
        return [
            'number' => $this->number, 'created_at' => $this->createdAt, 'status' => $this->status->value, 'payment_status' => $this->paymentStatus->value,
            'order_type' => $this->orderType->value, 'total' => $this->total, 'items_count' => $this->itemsCount,
        ];
    }
}
