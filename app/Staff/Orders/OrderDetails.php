<?php

namespace App\Staff\Orders;

use App\Models\Order;
use App\Models\OrderLine;
use App\Models\OrderStatusChange;
use App\Models\Payment;
use App\Models\PaymentRefund;
use App\Models\PaymentStatusChange;
use App\Models\StaffAuditEntry;
use App\Models\StaffMember;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\PaymentLinks;
use App\Shop\Ordering\PaymentStatus;
use App\Shop\Payments\PaymentGateway;
use App\Shop\Payments\Payments;
use App\Shop\Payments\RefundsPayments;
use App\Staff\Board\BoardTickets;

/** The whole order for the staff's order page: the ticket, prices, both histories with who did what, payments, refunds, its audit. */
class OrderDetails
{
    public function __construct(private BoardTickets $tickets, private PaymentGateway $gateway) {}

    public function for(Order $order, StaffMember $staff, string $locale): StaffOrder
    {
        $order->load(['lines', 'restaurant', 'region', 'promoCode', 'statusHistory', 'paymentHistory', 'payments']);
        $names = StaffMember::query()->whereIn('id', $order->statusHistory->pluck('staff_member_id')->merge($order->paymentHistory->pluck('staff_member_id'))->filter()->unique())
            ->pluck('name', 'id');
        [$refundable, $paidPayment] = OrderActions::refundable($order);
        $refunded = OrderActions::refundedQuantities($order);
        $history = fn (OrderStatusChange|PaymentStatusChange $change) => new HistoryEntry(
            from: $change->from,
            to: $change->to,
            note: $change->note,
            at: BoardTickets::instant($change->created_at),
            by: $change->staff_member_id ? ($names[$change->staff_member_id] ?? '#'.$change->staff_member_id) : null,
        );

        /** @var 'uk'|'en' $orderLocale an order is placed in one of the shop's languages */
        $orderLocale = $order->locale;

        return new StaffOrder(
            ticket: $this->tickets->ticket($order, $staff, $locale),
            locale: $orderLocale,
            customer_id: $order->customer_id,
            subtotal: $order->subtotal,
            delivery_fee: $order->delivery_fee,
            discount: $order->discount,
            bonuses_spent: $order->bonuses_spent,
            promo_code: $order->promoCode?->code,
            // A card order taken by phone while it can still be paid: its payment link, to read to the customer.
            // So is a paid card order that owes a difference after a correction (Payments::due).
            payment_link: ($order->taken_by_staff_id !== null || $order->payment_status === PaymentStatus::Paid) && Payments::payable($order) ? PaymentLinks::url($order) : null,
            cancellation_reason: $order->status === OrderStatus::Cancelled ? $order->cancellation_reason : null,
            line_details: array_values($order->lines->map(fn (OrderLine $line) => new OrderLineDetail(
                id: $line->id,
                name: $line->translatedName($locale),
                quantity: $line->quantity,
                unit_price: $line->unit_price,
                line_total: $line->line_total,
                refunded_quantity: $refunded[$line->id] ?? 0,
            ))->all()),
            status_history: array_values($order->statusHistory->map($history)->all()),
            payment_history: array_values($order->paymentHistory->map($history)->all()),
            payments: array_values($order->payments->map(fn (Payment $p) => new OrderPayment(
                id: $p->id, driver: $p->driver, amount: $p->amount, status: $p->status,
                transaction_id: $p->transaction_id, at: BoardTickets::instant($p->created_at),
            ))->all()),
            refunds: array_values(PaymentRefund::query()->where('order_id', $order->id)->with('staffMember:id,name')->orderBy('id')->get()
                ->map(fn (PaymentRefund $r) => self::refund($r))->all()),
            refundable: $paidPayment !== null && $paidPayment->transaction_id !== null && $this->gateway instanceof RefundsPayments ? $refundable : 0,
            audit: array_values(StaffAuditEntry::query()->where('order_id', $order->id)->orderBy('id')->limit(200)->get()
                ->map(fn (StaffAuditEntry $e) => self::auditEntry($e))->all()),
            can: new OrderCan(
                cancel: $staff->can('cancel', $order) && $order->canMoveTo(OrderStatus::Cancelled),
                markPaid: $staff->can($order->isPaidOnline() ? 'markPaidOnline' : 'markPaid', $order) && $order->payment_status->canMoveTo(PaymentStatus::Paid),
                refund: $staff->can('refund', $order),
                // Before cooking (OrderCorrections): its lines, address and time (GET orders.edit).
                correct: $staff->can('correct', $order) && OrderCorrections::correctable($order),
            ),
        );
    }

    private static function refund(PaymentRefund $r): OrderRefund
    {
        /** @var 'done'|'checking'|'failed' $status the statuses RefundChecks writes */
        $status = $r->status;
        /** @var list<array{line_id: int, quantity: int}>|null $lines */
        $lines = $r->lines;

        return new OrderRefund(
            id: $r->id, amount: $r->amount, status: $status, lines: $lines, reason: $r->reason,
            provider_transaction_id: $r->provider_transaction_id, by: $r->staffMember?->name,
            at: BoardTickets::instant($r->created_at),
        );
    }

    public static function auditEntry(StaffAuditEntry $entry): AuditEntry
    {
        /** @var array<string, mixed>|null $before */
        $before = $entry->before;
        /** @var array<string, mixed>|null $after */
        $after = $entry->after;

        return new AuditEntry(
            id: $entry->id,
            at: BoardTickets::instant($entry->created_at),
            by: $entry->staff_name,
            action: $entry->action,
            subject_type: $entry->subject_type,
            subject_id: $entry->subject_id,
            order_id: $entry->order_id,
            before: $before,
            after: $after,
        );
    }
}
