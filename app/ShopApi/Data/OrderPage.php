<?php

namespace App\ShopApi\Data;

use Illuminate\Contracts\Support\Arrayable;
use Inertia\ProvidesInertiaProperty;
use JsonSerializable;

/**
 * GET /api/orders?page=N: one page of the signed-in customer's orders, newest first ("data"), and where it is in the
 * whole list ("meta").
 *
 * @implements Arrayable<string, mixed>
 */
final readonly class OrderPage implements Arrayable, JsonSerializable, ProvidesInertiaProperty
{
    use SerializesAsArray;

    /** @param  list<OrderSummary>  $items */
    public function __construct(public array $items, public int $page, public int $perPage, public int $total, public int $lastPage) {}

    /**
     * @param  list<array<string, mixed>>  $data  the orders of the page
     * @param  array<string, mixed>  $meta  page, per_page, total, last_page
     */
    public static function fromArray(array $data, array $meta): self
    {
        return new self(
            array_map(OrderSummary::fromArray(...), $data),
            (int) $meta['page'], (int) $meta['per_page'], (int) $meta['total'], (int) $meta['last_page'],
        );
    }

    /** Where the page is in the whole list: the API's "meta".
     *  @return array{page: int, per_page: int, total: int, last_page: int} */
    public function meta(): array
    {
        return ['page' => $this->page, 'per_page' => $this->perPage, 'total' => $this->total, 'last_page' => $this->lastPage];
    }

    /** @return array<string, mixed> */
    public function toArray(): array
    {
        return ['items' => array_map(fn (OrderSummary $order) => $order->toArray(), $this->items)] + $this->meta();
    }
}
