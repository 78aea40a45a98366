<?php

namespace App\Staff\Orders;

use App\Shop\Ordering\OrderStatus;
use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;

/**
 * The list of orders' props: by number or phone, status, day and restaurant, newest first, a page at a time.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class OrdersPage implements Arrayable
{
    use Shape;

    public function __construct(
        /** @var array{q: string, status: OrderStatus|null, date: string|null, restaurant: int|null, page: int} */
        public array $filters,
        /** @var list<array{id: int, name: string}> */
        public array $restaurants,
        public bool $hasMore,
        /** @var list<OrderRow> */
        public array $orders,
    ) {}
}
