import { formatShopTime } from '@/lib/shop-time';
import { useT, type MessageKey } from '@/lib/intl';
import { formatMoney } from '@/lib/money';
import { EtaChange } from './eta-change';
import type { Locale, OrderDetails, OrderStatus, PaymentStatus } from '@/types/models';
import { TotalsList } from './totals-list';
import { ReceiptLinks } from './receipt-links';
import { useLimits } from '@/lib/limits';
import { isOnlinePayment } from '@/lib/payment-types';

const STATUS: Record<OrderStatus, MessageKey> = {
    new: 'order.status.new',
    accepted: 'order.status.accepted',
    cooking: 'order.status.cooking',
    on_the_way: 'order.status.on_the_way',
    ready_for_pickup: 'order.status.ready_for_pickup',
    completed: 'order.status.completed',
    cancelled: 'order.status.cancelled',
};

const PAYMENT: Record<PaymentStatus, MessageKey> = {
    unpaid: 'order.payment.unpaid',
    pending: 'order.payment.pending',
    paid: 'order.payment.paid',
    failed: 'order.payment.failed',
    refunded: 'order.payment.refunded',
};

/** Why a cancelled order was cancelled, in the customer's words; a reason this build does not know reads as "cancelled". */
export function cancellationKey(reason: string | null): MessageKey | null {
    if (reason === null) return null;
    return reason === 'payment_timeout' ? 'order.cancelledReason.payment_timeout' : 'order.cancelledReason.other';
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
    const t = useT();
    return <span className={`order-status order-status--${status}`}>{t(STATUS[status])}</span>;
}

export function usePaymentStatusLabel(): (status: PaymentStatus) => string {
    const t = useT();
    return (status) => t(PAYMENT[status]);
}

export function useOrderStatusLabel(): (status: OrderStatus) => string {
    const t = useT();
    return (status) => t(STATUS[status]);
}

/** When the order is expected: "about 12:45" for as soon as possible, the chosen time otherwise. */
export function OrderEta({ order, locale }: { order: OrderDetails; locale: Locale }) {
    const { timezone } = useLimits();
    const t = useT();
    const key = order.order_type === 'delivery' ? 'order.etaDelivery' : 'order.etaPickup';
    const at = order.asap
        ? formatShopTime(order.eta_at, locale, false, timezone)
        : formatShopTime(order.eta_at, locale, true, timezone);
    return (
        <>
            <p className="order-card__eta" data-testid="order-eta" data-at={order.eta_at}>
                {t(key, { time: order.asap ? t('order.about', { time: at }) : at })}
            </p>
            <EtaChange change={order.eta_change} locale={locale} />
        </>
    );
}

/** The placed order: number, status, when and where, the lines with their modifiers and the totals list. */
type LineOfOrder = {
    name: string;
    quantity: number;
    line_total: number;
    modifiers: { name: string; quantity: number }[];
};

/** An order's dishes: name × quantity, their extras, the line's total (the account's order card, the tracking page). */
export function OrderLines({ lines, locale }: { lines: LineOfOrder[]; locale: Locale }) {
    return (
        <ul className="order-lines">
            {lines.map((line, i) => (
                <li key={`${line.name}-${i}`} className="order-lines__item">
                    <span className="order-lines__name">
                        {line.name} × {line.quantity}
                        {line.modifiers.length > 0 && (
                            <span className="muted order-lines__mods">
                                {line.modifiers
                                    .map((m) => (m.quantity > 1 ? `${m.name} ×${m.quantity}` : m.name))
                                    .join(', ')}
                            </span>
                        )}
                    </span>
                    <span>{formatMoney(line.line_total, locale)}</span>
                </li>
            ))}
        </ul>
    );
}

export function OrderCard({ order, locale }: { order: OrderDetails; locale: Locale }) {
    const t = useT();
    const paymentLabel = usePaymentStatusLabel();
    const address = order.address;
    const cancelled = order.status === 'cancelled';
    const reason = cancelled ? cancellationKey(order.cancellation_reason) : null;
    return (
        <article className="card order-card" data-testid="order-card">
            <header className="order-card__head">
                <h2 className="order-card__number">{t('checkout.orderNumber', { id: order.number })}</h2>
                <OrderStatusBadge status={order.status} />
            </header>
            {reason && (
                <p className="notice notice--error" role="status" data-testid="cancellation-reason">
                    {t(reason)}
                </p>
            )}
            {!cancelled && <OrderEta order={order} locale={locale} />}
            <p className="muted">
                {/* A link's holder who is not the signed-in customer gets no street address (null): the region only. */}
                {order.order_type === 'delivery'
                    ? t('order.deliverTo', {
                          address: [
                              address ? [address.street, address.house].filter(Boolean).join(', ') : null,
                              address?.apartment ? t('order.apartment', { n: address.apartment }) : null,
                              order.region?.name,
                          ]
                              .filter(Boolean)
                              .join(', '),
                      })
                    : t('order.pickupAt', {
                          restaurant: [order.restaurant?.name, order.restaurant?.address].filter(Boolean).join(', '),
                      })}
            </p>
            {!(cancelled && order.payment_status === 'unpaid') && (
                <p className="muted">
                    {/* An unpaid card order (taken by phone, paid from its link) waits for the card, not for the courier. */}
                    {t('order.paymentLine', {
                        status:
                            order.payment_status === 'unpaid' && isOnlinePayment(order.payment_type)
                                ? t('order.payment.awaitingCard')
                                : paymentLabel(order.payment_status),
                    })}
                    {order.change_from
                        ? ` · ${t('order.changeFrom', { amount: formatMoney(order.change_from, locale) })}`
                        : ''}
                </p>
            )}
            <OrderLines lines={order.lines} locale={locale} />
            <TotalsList rows={order.totals} locale={locale} />
            <ReceiptLinks receipts={order.receipts} />
        </article>
    );
}
