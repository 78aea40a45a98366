<?php

namespace App\Shop\Delivery;

use App\Models\DeliveryArea;

/**
 * What DeliveryAreas decided for a point: the area that delivers there (its kitchen cooks the order), or why none:
 * `outside` (no active area covers the point) or `closed` (areas cover it, none delivers at that time).
 */
final class AreaChoice
{
    public const OUTSIDE = 'outside';

    public const CLOSED = 'closed';

    private function __construct(public readonly ?DeliveryArea $area, public readonly ?string $refusal) {}

    public static function area(DeliveryArea $area): self
    {
        return new self($area, null);
    }

    public static function refused(string $reason): self
    {
        return new self(null, $reason);
    }
}
