import type { Locale, ShopLimits } from '@/types/models';

export type StaffRole = 'manager' | 'operator' | 'kitchen' | 'courier';
export type OrderStatus =
    'new' | 'accepted' | 'cooking' | 'on_the_way' | 'ready_for_pickup' | 'completed' | 'cancelled';
export type PaymentStatus = 'unpaid' | 'pending' | 'paid' | 'failed' | 'refunded';

/** The props every staff page gets (App\Http\Middleware\Staff\HandleStaffInertiaRequests). */
export interface StaffSharedProps {
    [key: string]: unknown;
    locale: Locale;
    limits: ShopLimits;
    alternates: Partial<Record<Locale, string>>;
    staff: { id: number; name: string; email: string; role: StaffRole } | null;
    can: {
        stopList: boolean;
        notices: boolean;
        reports: boolean;
        accounts: boolean;
        audit: boolean;
        menu: boolean;
        reviews: boolean;
        phoneOrders?: boolean;
        overview: boolean;
        deliveries?: boolean;
    };
    /** The message of the last redirect-back action. */
    flash: { success: string | null };
}

export interface TicketLine {
    id: number;
    name: string;
    quantity: number;
    modifiers: { name: string; quantity: number }[];
}

/** One order on the board (App\Staff\Board\BoardTickets). Times are ISO 8601 in the shop's timezone. */
export interface Ticket {
    id: number;
    number: string;
    status: OrderStatus;
    payment_status: PaymentStatus;
    payment_type: string;
    order_type: 'delivery' | 'pickup';
    placed_at: string;
    asap: boolean;
    slot_at: string | null;
    eta_at: string | null;
    restaurant: { id: number; name: string } | null;
    region: string | null;
    address: Partial<Record<'street' | 'house' | 'entrance' | 'floor' | 'apartment', string>> | null;
    courier_comment: string | null;
    comment: string | null;
    persons: number;
    name: string;
    phone: string;
    total: number;
    /** The tip inside the total (kopiyky; 0 without one). */
    tip: number;
    change_from: number | null;
    /** The staff member who took the order by phone, or null for a storefront order. */
    taken_by: string | null;
    awaiting_payment: boolean;
    /** When a card payment arrived after the slot hold had ended (the slot may be over capacity), or null. */
    paid_after_hold_at: string | null;
    lines: TicketLine[];
    /** A delivery's courier, or the failed run that sent it back (App\Staff\Couriers\CourierBoard::ofTicket). */
    delivery?: TicketDelivery | null;
    moves: OrderStatus[];
    can: { cancel: boolean; markPaid: boolean; refund?: boolean };
}

export interface HistoryEntry {
    from: string | null;
    to: string;
    note: string | null;
    at: string;
    by: string | null;
}

export interface AuditEntry {
    id: number;
    at: string;
    by: string;
    action: string;
    subject_type: string;
    subject_id: string | null;
    order_id: number | null;
    order_number?: string | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
}

/** The order page's whole order (App\Staff\Orders\OrderDetails). */
export interface OrderDetails extends Ticket {
    locale: Locale;
    /** The payment link of a card order taken by phone while it can be paid, or null. */
    payment_link: string | null;
    customer_id: number | null;
    subtotal: number;
    delivery_fee: number;
    discount: number;
    bonuses_spent: number;
    promo_code: string | null;
    cancellation_reason: string | null;
    line_details: {
        id: number;
        name: string;
        quantity: number;
        unit_price: number;
        line_total: number;
        refunded_quantity: number;
    }[];
    status_history: HistoryEntry[];
    payment_history: HistoryEntry[];
    payments: {
        id: number;
        driver: string;
        amount: number;
        status: string;
        transaction_id: string | null;
        at: string;
    }[];
    refunds: {
        id: number;
        amount: number;
        status: 'done' | 'checking' | 'failed';
        lines: { line_id: number; quantity: number }[] | null;
        reason: string | null;
        provider_transaction_id: string | null;
        by: string | null;
        at: string;
    }[];
    refundable: number;
    audit: AuditEntry[];
    can: { cancel: boolean; markPaid: boolean; refund: boolean; correct?: boolean };
}

/** The courier of a delivery order on its ticket: open, or the last failed run (an alarm until given on). */
export interface TicketDelivery {
    id: number;
    courier_id: number;
    courier: string;
    picked_up_at: string | null;
    failed_at: string | null;
    failure_reason: string | null;
}

/** A courier on shift (App\Staff\Couriers\CourierBoard::onShift). */
export interface CourierOnShift {
    id: number;
    name: string;
    restaurant_id: number;
    carrying: number;
}
