<?php

namespace App\Support\Health;

/** One health check's outcome: ok, warn or fail, the measured value and its threshold, a short message, its time. */
final class Check
{
    public const OK = 'ok';

    public const WARN = 'warn';

    public const FAIL = 'fail';

    /** @param  array{warn: int|float, fail: int|float}|null  $threshold */
    public function __construct(
        public readonly string $status,
        public readonly string $message,
        public readonly int|float|null $value = null,
        public readonly ?array $threshold = null,
        public float $ms = 0.0,
        // The probe itself threw (the part does not answer), as opposed to a value past its threshold.
        public bool $broken = false,
    ) {}

    /** ok below warn, warn from warn, fail from fail (for values where more is worse).
     *  @param  array{warn: int|float, fail: int|float}  $threshold */
    public static function above(int|float $value, array $threshold, string $message): self
    {
        $status = $value >= $threshold['fail'] ? self::FAIL : ($value >= $threshold['warn'] ? self::WARN : self::OK);

        return new self($status, $message, $value, $threshold);
    }

    /** ok above warn, warn at or below warn, fail at or below fail (for values where less is worse, like free disk).
     *  @param  array{warn: int|float, fail: int|float}  $threshold */
    public static function below(int|float $value, array $threshold, string $message): self
    {
        $status = $value <= $threshold['fail'] ? self::FAIL : ($value <= $threshold['warn'] ? self::WARN : self::OK);

        return new self($status, $message, $value, $threshold);
    }

    /** @return array{status: string, message: string, value: int|float|null, threshold: array{warn: int|float, fail: int|float}|null, ms: float} */
    public function toArray(): array
    {
        return ['status' => $this->status, 'message' => $this->message, 'value' => $this->value, 'threshold' => $this->threshold, 'ms' => $this->ms];
    }
}
