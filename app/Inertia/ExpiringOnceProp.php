<?php

namespace App\Inertia;

use Illuminate\Support\Facades\Date;
use Inertia\OnceProp;

/**
 * The package's once prop with its expiry worked out by arithmetic. Inertia\OnceProp asks Carbon to add the seconds
 * for every once prop of every page (an interval parsed per call); the shop shares eight of them on every page, and
 * that was ~6 % of an Inertia visit's CPU. Same meaning: milliseconds since the epoch, from the (testable) clock.
 */
final class ExpiringOnceProp extends OnceProp
{
    public function expiresAt(): ?int
    {
        return $this->ttl === null ? null : (Date::now()->getTimestamp() + $this->ttl) * 1000;
    }
}
