<?php

namespace App\ShopApi\Data;

use Illuminate\Contracts\Support\Arrayable;
use Inertia\ProvidesInertiaProperty;
use JsonSerializable;

/**
 * GET /api/important-update-date: the banner and the attention popup messages.
 *
 * @implements Arrayable<string, mixed>
 */
final readonly class Alerts implements Arrayable, JsonSerializable, ProvidesInertiaProperty
{
    use SerializesAsArray;

    public function __construct(public ?string $alertMessage, public ?string $alertPopupMessage) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        $text = fn (mixed $v) => is_string($v) && trim($v) !== '' ? $v : null;

        return new self($text($data['alert_message'] ?? null), $text($data['alert_popup_message'] ?? null));
    }

    /** @return array{alert_message: ?string, alert_popup_message: ?string} */
    public function toArray(): array
    {
        return ['alert_message' => $this->alertMessage, 'alert_popup_message' => $this->alertPopupMessage];
    }
}
