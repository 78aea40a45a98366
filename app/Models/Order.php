<?php

namespace App\Models;

use App\Models\Casts\UtcDateTime;
use App\Shop\Ordering\InvalidTransitionException;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\OrderType;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Ordering\PaymentType;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\HasMany;
use Illuminate\Database\Eloquent\Relations\HasOne;
use Illuminate\Support\Facades\DB;

/**
 * A placed order: a snapshot of its lines and prices (minor units), its totals as an ordered list, the customer
 * or guest, where and when, and two state machines (order status, payment status) with their histories.
 *
 * @property int $id
 * @property string|null $number
 * @property string $token
 * @property string $idempotency_key
 * @property string $fingerprint
 * @property int|null $customer_id
 * @property string $locale
 * @property string $name
 * @property string $phone
 * @property string|null $client_key
 * @property \App\Shop\Ordering\OrderType $order_type
 * @property int|null $region_id
 * @property int|null $delivery_area_id
 * @property float|null $lat
 * @property float|null $lng
 * @property int|null $restaurant_id
 * @property array<array-key, mixed>|null $address
 * @property bool $asap
 * @property \Carbon\CarbonImmutable|null $slot_at
 * @property \Carbon\CarbonImmutable $eta_at
 * @property \Carbon\CarbonImmutable|null $eta_moved_from
 * @property string|null $eta_reason
 * @property int $persons
 * @property string|null $comment
 * @property \App\Shop\Ordering\PaymentType $payment_type
 * @property int|null $change_from
 * @property int|null $promo_code_id
 * @property int $subtotal
 * @property int $delivery_fee
 * @property int $discount
 * @property int $bonuses_spent
 * @property int $tip
 * @property int $total
 * @property array<array-key, mixed> $totals
 * @property \App\Shop\Ordering\OrderStatus $status
 * @property \App\Shop\Ordering\PaymentStatus $payment_status
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 * @property string|null $cancellation_reason
 * @property \Carbon\CarbonImmutable|null $restaurant_moved_at
 * @property \Carbon\CarbonImmutable|null $manager_alerted_at
 * @property \Illuminate\Support\Carbon|null $paid_after_hold_at
 * @property int|null $taken_by_staff_id
 * @property \Illuminate\Support\Carbon|null $personal_data_erased_at
 * @property-read \App\Models\StaffMember|null $takenBy
 * @property-read \App\Models\Customer|null $customer
 * @property-read \App\Models\Region|null $region
 * @property-read \App\Models\DeliveryArea|null $deliveryArea
 * @property-read \App\Models\Restaurant|null $restaurant
 * @property-read \App\Models\PromoCode|null $promoCode
 * @property-read \Illuminate\Database\Eloquent\Collection<int, \App\Models\OrderLine> $lines
 * @property-read \Illuminate\Database\Eloquent\Collection<int, \App\Models\OrderStatusChange> $statusHistory
 * @property-read \Illuminate\Database\Eloquent\Collection<int, \App\Models\PaymentStatusChange> $paymentHistory
 * @property-read \Illuminate\Database\Eloquent\Collection<int, \App\Models\Payment> $payments
 * @property-read \App\Models\Payment|null $latestPayment
 * @property-read \Illuminate\Database\Eloquent\Collection<int, \App\Models\Delivery> $deliveries
 */
class Order extends Model
{
    /** @use HasFactory<\Database\Factories\OrderFactory> */
    use HasFactory;

    protected $guarded = [];

    /** @return array<string, string> */
    protected function casts(): array
    {
        return [
            'address' => 'array',
            'totals' => 'array',
            'asap' => 'boolean',
            'slot_at' => UtcDateTime::class,
            'eta_at' => UtcDateTime::class,
            'eta_moved_from' => UtcDateTime::class,
            'persons' => 'integer',
            'change_from' => 'integer',
            'subtotal' => 'integer',
            'delivery_fee' => 'integer',
            'lat' => 'float',
            'lng' => 'float',
            'discount' => 'integer',
            'bonuses_spent' => 'integer',
            'total' => 'integer',
            'status' => OrderStatus::class,
            'payment_status' => PaymentStatus::class,
            'order_type' => OrderType::class,
            'payment_type' => PaymentType::class,
            'paid_after_hold_at' => 'datetime',
            'personal_data_erased_at' => 'datetime',
            'restaurant_moved_at' => UtcDateTime::class,
            'manager_alerted_at' => UtcDateTime::class,
        ];
    }

    /** @return BelongsTo<Customer, $this> */
    public function customer(): BelongsTo
    {
        return $this->belongsTo(Customer::class);
    }

    /** The staff member who took the order by phone (null for the storefront's orders).
     *  @return BelongsTo<StaffMember, $this> */
    public function takenBy(): BelongsTo
    {
        return $this->belongsTo(StaffMember::class, 'taken_by_staff_id');
    }

    /** @return BelongsTo<Region, $this> */
    public function region(): BelongsTo
    {
        return $this->belongsTo(Region::class);
    }

    /** The delivery area that chose the kitchen (docs/delivery-areas.md); null with the regions.
     *  @return BelongsTo<DeliveryArea, $this> */
    public function deliveryArea(): BelongsTo
    {
        return $this->belongsTo(DeliveryArea::class);
    }

    /** @return BelongsTo<Restaurant, $this> */
    public function restaurant(): BelongsTo
    {
        return $this->belongsTo(Restaurant::class);
    }

    /** @return BelongsTo<PromoCode, $this> */
    public function promoCode(): BelongsTo
    {
        return $this->belongsTo(PromoCode::class);
    }

    /** @return HasMany<OrderLine, $this> */
    public function lines(): HasMany
    {
        return $this->hasMany(OrderLine::class)->orderBy('id');
    }

    /** @return HasMany<OrderStatusChange, $this> */
    public function statusHistory(): HasMany
    {
        return $this->hasMany(OrderStatusChange::class)->orderBy('id');
    }

    /** @return HasMany<PaymentStatusChange, $this> */
    public function paymentHistory(): HasMany
    {
        return $this->hasMany(PaymentStatusChange::class)->orderBy('id');
    }

    /** @return HasMany<Payment, $this> */
    public function payments(): HasMany
    {
        return $this->hasMany(Payment::class)->orderBy('id');
    }

    /** The order's deliveries by couriers, oldest first (at most one open: App\Staff\Couriers\Dispatch).
     *  @return HasMany<Delivery, $this> */
    public function deliveries(): HasMany
    {
        return $this->hasMany(Delivery::class)->orderBy('id');
    }

    /** @return HasOne<Payment, $this> */
    public function latestPayment(): HasOne
    {
        return $this->hasOne(Payment::class)->latestOfMany();
    }

    /**
     * The order's row, read again and held until the transaction ends: it is written first (which takes SQLite's
     * write lock, and the row's lock elsewhere), then read FOR UPDATE, so a status read here cannot go stale.
     */
    public static function lockRow(int $id): self
    {
        self::query()->whereKey($id)->toBase()->update(['updated_at' => now()]);

        return self::query()->whereKey($id)->lockForUpdate()->firstOrFail();
    }

    /**
     * Orders found by their status first (the open ones of the board, the overview, the couriers). SQLite keeps no
     * skew in its statistics: once ANALYZE has run, "a few of seven statuses" looks like most of the table and it
     * would walk a year of orders for the few open ones, so there the status index is named (PostgreSQL knows).
     *
     * @return Builder<self>
     */
    public static function byStatusIndex(): Builder
    {
        return self::query()->when(DB::getDriverName() === 'sqlite', fn (Builder $q) => $q->from(DB::raw('"orders" INDEXED BY "orders_status_restaurant_id_index"')));
    }

    public function isDelivery(): bool
    {
        return $this->order_type->isDelivery();
    }

    public function isPaidOnline(): bool
    {
        return $this->payment_type->isOnline();
    }

    /** Whether the order machine allows this move for this order: a delivery goes on the way, a pickup gets ready for pickup. */
    public function canMoveTo(OrderStatus $to): bool
    {
        return $this->status->canMoveTo($to)
            && ! (in_array($to, [OrderStatus::OnTheWay, OrderStatus::ReadyForPickup], true) && $to !== $this->order_type->leavesKitchenAs());
    }

    /** Move the order status, recording the change; a transition the machine does not allow throws. */
    public function moveTo(OrderStatus $to, ?string $note = null): void
    {
        $from = $this->status;
        if (! $this->canMoveTo($to)) {
            throw InvalidTransitionException::between('order', $from->value, $to->value, (string) $this->number);
        }

        DB::transaction(function () use ($from, $to, $note) {
            $this->update(['status' => $to]);
            $this->statusHistory()->create(['from' => $from->value, 'to' => $to->value, 'note' => $note]);
        });
    }

    /** Move the payment status, recording the change; a transition the machine does not allow throws. */
    public function movePaymentTo(PaymentStatus $to, ?string $note = null): void
    {
        $from = $this->payment_status;
        if (! $from->canMoveTo($to)) {
            throw InvalidTransitionException::between('payment', $from->value, $to->value, (string) $this->number);
        }

        DB::transaction(function () use ($from, $to, $note) {
            $this->update(['payment_status' => $to]);
            $this->paymentHistory()->create(['from' => $from->value, 'to' => $to->value, 'note' => $note]);
        });
    }
}
