<?php

namespace App\Staff\Couriers;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * A courier on shift (CourierBoard::onShift), to give delivery orders to.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class CourierOnShift implements Arrayable, JsonSerializable
{
    use Shape;

    /** @param  int  $carrying  the open deliveries they carry */
    public function __construct(public int $id, public string $name, public int $restaurant_id, public int $carrying) {}
}
