<?php

namespace App\Staff\Orders;

use App\Models\Order;
use App\Models\StaffAuditEntry;
use App\Staff\Actor;
use App\Staff\Toast;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Log;
use RuntimeException;

/**
 * A staff action on an order that someone else changed first (the status the client saw is not the order's
 * status any more), or that another staff action holds right now: 409 with a message in the request's language
 * and the order's statuses as they are. An answer the shop gives on purpose, not an error: logged at notice with
 * the order, the staff member and the request id (the log context), never sent to Sentry (docs/deploying.md).
 */
class OrderConflict extends RuntimeException
{
    public function __construct(string $message, public readonly Order $order)
    {
        parent::__construct($message);
    }

    public static function stale(Order $order): self
    {
        return self::named('staff.order.stale', $order, ['status' => __('staff.status.'.$order->status->value)]);
    }

    /** A correction made on a form opened before a refund by line or another correction of the order. */
    public static function changedMeanwhile(Order $order): self
    {
        return new self(__('staff.order.changed_meanwhile', ['number' => $order->number]), $order);
    }

    public static function stalePayment(Order $order): self
    {
        return self::named('staff.order.stale_payment', $order, ['status' => __('staff.payment_status.'.$order->payment_status->value)]);
    }

    /** The order is already at the restaurant it was being moved to: someone moved it first. */
    public static function alreadyMoved(Order $order, string $restaurant): self
    {
        return self::named('staff.transfer.already_there', $order, ['restaurant' => $restaurant]);
    }

    /** Whoever made the order's latest change (the audit trail's latest entry), when it was a staff member. */
    public static function lastChangedBy(Order $order): ?string
    {
        $entry = StaffAuditEntry::query()->where('order_id', $order->id)->orderByDesc('id')->first(['staff_member_id', 'staff_name']);

        return $entry?->staff_member_id === null ? null : $entry->staff_name;
    }

    /** $key's message naming who won (the ":key_by" form), or someone else when the trail does not tell.
     *  @param  array<string, string>  $replace */
    private static function named(string $key, Order $order, array $replace): self
    {
        $name = self::lastChangedBy($order);
        $replace += ['number' => (string) $order->number];

        return new self($name === null ? __($key, $replace) : __($key.'_by', $replace + ['name' => $name]), $order);
    }

    public static function busy(Order $order): self
    {
        return new self(__('staff.order.busy', ['number' => $order->number]), $order);
    }

    /** The exception handler's report: one notice line without a stack trace, instead of an ERROR and a Sentry event. */
    public function report(): void
    {
        Log::notice('Staff action refused (409): '.$this->getMessage(), [
            'order' => $this->order->number,
            'staff_member_id' => app(Actor::class)->id(),
            'conflict' => class_basename($this),
        ]);
    }

    /** A JSON call gets the status with the message; an Inertia form goes back to its page with the message as an error toast. */
    public function render(Request $request): JsonResponse|RedirectResponse
    {
        if (Toast::wanted($request)) {
            Toast::error($this->getMessage());

            return back(303);
        }

        return response()->json([
            'message' => $this->getMessage(),
            'order' => ['number' => $this->order->number, 'status' => $this->order->status->value, 'payment_status' => $this->order->payment_status->value],
        ], 409);
    }
}
