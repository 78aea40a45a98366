<?php

namespace App\Staff\Overview;

use App\Support\TypeScript\Shape;
use App\Support\TypeScript\TypeScript;
use Illuminate\Contracts\Support\Arrayable;
use JsonSerializable;

/**
 * What the pages need to ring on their own as time passes: the minutes, and how often the beep repeats.
 *
 * @implements Arrayable<string, mixed>
 */
#[TypeScript]
final readonly class AlarmSettings implements Arrayable, JsonSerializable
{
    use Shape;

    public function __construct(
        public int $acceptMinutes,
        public int $beepSeconds,
    ) {}
}
