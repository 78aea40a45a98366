<?php

namespace App\ShopApi\Data;

use Inertia\PropertyContext;
use stdClass;

/** A record of the port is its toArray() wherever it is encoded: Inertia props, JSON answers, json_encode(). */
trait SerializesAsArray
{
    /** @return array<string, mixed> */
    public function jsonSerialize(): array
    {
        return $this->toArray();
    }

    /**
     * As an Inertia prop a record is finished data: handed over as an object that json_encode writes as it is, the
     * package's props resolver does not walk each of its fields (and their lists) looking for prop types a record never
     * holds: ~200 fewer steps on the home page, most of the resolver's cost there.
     */
    public function toInertiaProperty(PropertyContext $prop): stdClass
    {
        return (object) $this->toArray();
    }
}
