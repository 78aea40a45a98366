<?php

namespace App\ShopApi\Data;

/** A record of the port is its toArray() wherever it is encoded: Inertia props, JSON answers, json_encode(). */
trait SerializesAsArray
{
    /** @return array<string, mixed> */
    public function jsonSerialize(): array
    {
        return $this->toArray();
    }
}
