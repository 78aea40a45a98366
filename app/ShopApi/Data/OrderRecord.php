<?php

namespace App\ShopApi\Data;

use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentType;
use App\Support\PersonalData;
use Illuminate\Contracts\Support\Arrayable;
use Inertia\ProvidesInertiaProperty;
use JsonSerializable;

/**
 * GET /api/orders/{reference}: one order as placed (a snapshot of lines and prices in minor units), where and
 * when, its totals list, both status histories, whether it can still be paid online, and why it was cancelled
 * (payment_timeout: not paid in time; null when not cancelled or no reason was given).
 *
 * @implements Arrayable<string, mixed>
 */
final readonly class OrderRecord implements Arrayable, JsonSerializable, ProvidesInertiaProperty
{
    use SerializesAsArray;

    /**
     * @param  array<string, string>|null  $address
     * @param  array{id: int, name: string}|null  $region
     * @param  array{id: int, name: string, address: string, phone: string}|null  $restaurant
     * @param  list<array{product_id: ?int, slug: ?string, name: string, image: ?string, quantity: int, unit_price: int, modifiers: list<array{id: int, name: string, price: int, quantity: int}>, line_total: int}>  $lines
     * @param  list<array{code: string, amount: int, free?: bool, label?: string}>  $totals
     * @param  list<array{status: string, at: string}>  $statusHistory
     * @param  list<array{status: string, at: string}>  $paymentHistory
     */
    public function __construct(
        public OrderSummary $summary,
        public string $token,
        public string $locale,
        public PaymentType $paymentType,
        public string $name,
        public string $phone,
        public ?array $address,
        public ?array $region,
        public ?array $restaurant,
        public bool $asap,
        public ?string $slotAt,
        public string $etaAt,
        public int $persons,
        public ?string $comment,
        public ?int $changeFrom,
        public array $lines,
        public array $totals,
        public array $statusHistory,
        public array $paymentHistory,
        public bool $payable,
        public ?string $cancellationReason = null,
        public ?string $movedAt = null,
        /** @var array{first_name: string, picked_up_at: ?string, expected_at: ?string, delivered_at: ?string}|null */
        public ?array $courier = null,
        /** @var array{from: string, reason: string}|null when eta_at moved from the time the customer was shown, and why */
        public ?array $etaChange = null,
        /** The fiscal receipts issued (docs/fiscal.md): sale or return, number, the e-receipt's link, whether fiscal.
         *  @var list<array{kind: string, number: ?string, url: string, fiscal: bool}> */
        public array $receipts = [],
    ) {}

    /** @param  array<string, mixed>  $data */
    public static function fromArray(array $data): self
    {
        $history = fn (mixed $rows) => array_values(array_map(fn (array $h) => ['status' => (string) $h['status'], 'at' => (string) $h['at']], (array) $rows));

        return new self(
            OrderSummary::fromArray($data),
            (string) $data['token'],
            (string) $data['locale'],
            PaymentType::from((string) $data['payment_type']),
            (string) $data['name'],
            (string) $data['phone'],
            is_array($data['address'] ?? null) ? array_map('strval', $data['address']) : null,
            is_array($data['region'] ?? null) ? ['id' => (int) $data['region']['id'], 'name' => (string) $data['region']['name']] : null,
            is_array($data['restaurant'] ?? null) ? [
                'id' => (int) $data['restaurant']['id'], 'name' => (string) $data['restaurant']['name'],
                'address' => (string) $data['restaurant']['address'], 'phone' => (string) $data['restaurant']['phone'],
            ] : null,
            (bool) $data['asap'],
            isset($data['slot_at']) ? (string) $data['slot_at'] : null,
            (string) $data['eta_at'],
            (int) $data['persons'],
            isset($data['comment']) ? (string) $data['comment'] : null,
            isset($data['change_from']) ? (int) $data['change_from'] : null,
            array_values(array_map(fn (array $line) => [
                'product_id' => isset($line['product_id']) ? (int) $line['product_id'] : null,
                'slug' => isset($line['slug']) ? (string) $line['slug'] : null,
                'name' => (string) $line['name'],
                'image' => isset($line['image']) ? (string) $line['image'] : null,
                'quantity' => (int) $line['quantity'],
                'unit_price' => (int) $line['unit_price'],
                'modifiers' => array_values(array_map(fn (array $m) => [
                    'id' => (int) $m['id'], 'name' => (string) $m['name'], 'price' => (int) $m['price'], 'quantity' => (int) $m['quantity'],
                ], (array) $line['modifiers'])),
                'line_total' => (int) $line['line_total'],
            ], (array) $data['lines'])),
            Totals::list($data['totals']),
            $history($data['status_history'] ?? []),
            $history($data['payment_history'] ?? []),
            (bool) ($data['payable'] ?? false),
            isset($data['cancellation_reason']) && is_string($data['cancellation_reason']) ? $data['cancellation_reason'] : null,
            isset($data['moved_at']) && is_string($data['moved_at']) ? $data['moved_at'] : null,
            is_array($data['courier'] ?? null) && isset($data['courier']['first_name']) ? [
                'first_name' => (string) $data['courier']['first_name'],
                'picked_up_at' => isset($data['courier']['picked_up_at']) ? (string) $data['courier']['picked_up_at'] : null,
                'expected_at' => isset($data['courier']['expected_at']) ? (string) $data['courier']['expected_at'] : null,
                'delivered_at' => isset($data['courier']['delivered_at']) ? (string) $data['courier']['delivered_at'] : null,
            ] : null,
            is_array($data['eta_change'] ?? null) && isset($data['eta_change']['from'], $data['eta_change']['reason'])
                ? ['from' => (string) $data['eta_change']['from'], 'reason' => (string) $data['eta_change']['reason']] : null,
            array_values(array_map(fn (array $r) => [
                'kind' => (string) $r['kind'], 'number' => isset($r['number']) ? (string) $r['number'] : null, 'url' => (string) $r['url'], 'fiscal' => (bool) $r['fiscal'],
            ], array_filter((array) ($data['receipts'] ?? []), fn ($r) => is_array($r) && isset($r['kind'], $r['url'])))),
        );
    }

    /**
     * The order as a link's holder sees it (the tracking page's rule): the first name only, a masked phone, no street
     * address or comments. Only the signed-in customer who placed the order sees it whole.
     */
    public function masked(): self
    {
        return new self(
            $this->summary, $this->token, $this->locale, $this->paymentType, self::firstName($this->name), self::maskedPhone($this->phone),
            null, $this->region, $this->restaurant, $this->asap, $this->slotAt, $this->etaAt, $this->persons, null, $this->changeFrom,
            $this->lines, $this->totals, $this->statusHistory, $this->paymentHistory, $this->payable, $this->cancellationReason,
            $this->movedAt, $this->courier, $this->etaChange, $this->receipts,
        );
    }

    /** @return array<string, mixed> */
    public function toArray(): array
    {
        return $this->summary->toArray() + [
            'token' => $this->token,
            'locale' => $this->locale,
            'payment_type' => $this->paymentType->value,
            'name' => $this->name,
            'phone' => $this->phone,
            'address' => $this->address,
            'region' => $this->region,
            'restaurant' => $this->restaurant,
            'asap' => $this->asap,
            'slot_at' => $this->slotAt,
            'eta_at' => $this->etaAt,
            'persons' => $this->persons,
            'comment' => $this->comment,
            'change_from' => $this->changeFrom,
            'lines' => $this->lines,
            'totals' => $this->totals,
            'status_history' => $this->statusHistory,
            'payment_history' => $this->paymentHistory,
            'payable' => $this->payable,
            'cancellation_reason' => $this->cancellationReason,
            'moved_at' => $this->movedAt,
            'courier' => $this->courier,
            'eta_change' => $this->etaChange,
            'receipts' => $this->receipts,
        ];
    }

    /**
     * What the tracking page shows to whoever holds the link: the order's own facts (number, statuses as a timeline,
     * the expected time, where, the payment state, lines and totals) and, of what the customer typed, only the first
     * name and a masked phone: no surname, no address beyond the region, no comment.
     *
     * @return array<string, mixed>
     */
    public function forTracking(): array
    {
        return [
            'number' => $this->summary->number,
            'created_at' => $this->summary->createdAt,
            'status' => $this->summary->status->value,
            'order_type' => $this->summary->orderType->value,
            'payment_status' => $this->summary->paymentStatus->value,
            'payment_type' => $this->paymentType->value,
            'first_name' => self::firstName($this->name),
            'phone' => self::maskedPhone($this->phone),
            'region' => $this->region['name'] ?? null,
            'restaurant' => $this->restaurant === null ? null : [
                'name' => $this->restaurant['name'], 'address' => $this->restaurant['address'], 'phone' => $this->restaurant['phone'],
            ],
            'asap' => $this->asap,
            'slot_at' => $this->slotAt,
            'eta_at' => $this->etaAt,
            'timeline' => $this->timeline(),
            'cancellation_reason' => $this->cancellationReason,
            'lines' => array_map(fn (array $line) => [
                'name' => $line['name'], 'quantity' => $line['quantity'], 'line_total' => $line['line_total'],
                'modifiers' => array_map(fn (array $m) => ['name' => $m['name'], 'quantity' => $m['quantity']], $line['modifiers']),
            ], $this->lines),
            'totals' => $this->totals,
            'total' => $this->summary->total,
            'moved_at' => $this->movedAt,
            // "Oleh is on the way": the courier's first name, picked up at, expected at (OrderPayload::courier).
            'courier' => $this->courier,
            // The promise moved from the time shown before, and why (EtaPromise).
            'eta_change' => $this->etaChange,
            // The e-receipts' links (the tax service's page or the register's own), docs/fiscal.md.
            'receipts' => $this->receipts,
        ];
    }

    /**
     * The steps of this order in order (placed, accepted, cooking, on the way or ready for pickup, completed), each with
     * when it was reached (null: not yet) and its state; a cancelled order ends with "cancelled" after the steps it reached.
     *
     * @return list<array{step: string, at: ?string, state: string}>
     */
    public function timeline(): array
    {
        $reached = [];
        foreach ($this->statusHistory as $change) {
            $reached[$change['status']] ??= $change['at'];
        }
        $reached['new'] ??= $this->summary->createdAt;
        $steps = ['new', 'accepted', 'cooking', $this->summary->orderType->leavesKitchenAs()->value, 'completed'];
        $cancelled = $this->summary->status === OrderStatus::Cancelled;
        $current = $this->summary->status->value;

        /** @var list<array{step: string, at: ?string, state: string}> $timeline */
        $timeline = [];
        foreach ($steps as $step) {
            $at = $reached[$step] ?? null;
            if ($cancelled && $at === null) {
                continue;
            }
            $timeline[] = ['step' => $step, 'at' => $at, 'state' => $step === $current ? 'current' : ($at !== null ? 'done' : 'upcoming')];
        }
        if ($cancelled) {
            $timeline[] = ['step' => 'cancelled', 'at' => $reached['cancelled'] ?? null, 'state' => 'current'];
        }
        // A step skipped on the way (an order moved on before it was recorded) reads as done once a later one is reached.
        $seenCurrent = false;
        foreach (array_reverse(array_keys($timeline)) as $i) {
            if ($timeline[$i]['state'] === 'current') {
                $seenCurrent = true;
            } elseif ($seenCurrent) {
                $timeline[$i]['state'] = 'done';
            }
        }

        return $timeline;
    }

    /** "Олена Коваль" → "Олена" (PersonalData). */
    public static function firstName(string $name): string
    {
        return PersonalData::firstName($name);
    }

    /** 380501234567 → "+38050 ••• ••67" (PersonalData). */
    public static function maskedPhone(string $phone): string
    {
        return PersonalData::maskedPhone($phone);
    }

    /** What the storefront's pages show: everything but the token (a guest's key to the order, kept in the HttpOnly cookie).
     *  @return array<string, mixed> */
    public function forPage(): array
    {
        return array_diff_key($this->toArray(), ['token' => true]);
    }
}
