<?php

namespace App\ShopApi\Data;

use Illuminate\Contracts\Support\Arrayable;
use Inertia\ProvidesInertiaProperty;
use JsonSerializable;

/**
 * GET /api/checkout/slots: "as soon as possible" now (its honest ETA, the minutes an operator's busy mode adds, until when
 * online orders are paused), and the days ahead with their times (ISO 8601 in the shop's timezone).
 *
 * @implements Arrayable<string, mixed>
 */
final readonly class CheckoutSlots implements Arrayable, JsonSerializable, ProvidesInertiaProperty
{
    use SerializesAsArray;

    /**
     * @param  array{available: bool, eta_minutes: int, ready_at: string, busy_minutes: int, paused_until: ?string}  $asap
     * @param  list<array{date: string, closed: bool, slots: list<array{value: string, time: string, available: bool}>}>  $days
     */
    public function __construct(public string $timezone, public int $leadMinutes, public array $asap, public array $days) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        return new self(
            (string) $data['timezone'],
            (int) $data['lead_minutes'],
            [
                'available' => (bool) $data['asap']['available'], 'eta_minutes' => (int) $data['asap']['eta_minutes'], 'ready_at' => (string) $data['asap']['ready_at'],
                'busy_minutes' => (int) ($data['asap']['busy_minutes'] ?? 0),
                'paused_until' => isset($data['asap']['paused_until']) ? (string) $data['asap']['paused_until'] : null,
            ],
            array_values(array_map(fn (array $day) => [
                'date' => (string) $day['date'],
                'closed' => (bool) $day['closed'],
                'slots' => array_values(array_map(fn (array $s) => ['value' => (string) $s['value'], 'time' => (string) $s['time'], 'available' => (bool) $s['available']], $day['slots'])),
            ], $data['days'])),
        );
    }

    /** @return array<string, mixed> */
    public function toArray(): array
    {
        return ['timezone' => $this->timezone, 'lead_minutes' => $this->leadMinutes, 'asap' => $this->asap, 'days' => $this->days];
    }
}
