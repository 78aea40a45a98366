import { Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import type { Locale } from '@/types/models';
import { useStaffRoute } from '@/staff/route';
import { addressLine, ageLevel, formatMoney, formatPhone, formatShopTime, minutesSince } from '@/staff/format';
import { useLabel, useStaffT } from '@/staff/intl';
import { OrderLines } from './order-lines';
import type { OrderStatus, Ticket } from './types';

interface Props {
    ticket: Ticket;
    now: number;
    amber: number;
    red: number;
    locale: Locale;
    /** The shop's timezone (the shared limits.timezone). */
    timeZone: string;
    busy: boolean;
    onMove: (ticket: Ticket, to: OrderStatus) => void;
    /** Controls that act on this order (the courier's choice), inside the ticket above its next steps. */
    children?: ReactNode;
}

/** One order on the board: everything the kitchen and the operator read at a glance, and its next steps as big buttons. */
export function TicketCard({ ticket, now, amber, red, locale, timeZone, busy, onMove, children }: Props) {
    const route = useStaffRoute();
    const t = useStaffT();
    const label = useLabel();
    const minutes = minutesSince(ticket.placed_at, now);
    const level = ageLevel(minutes, amber, red);
    const where =
        ticket.order_type === 'delivery'
            ? addressLine(ticket.address, (part, value) => t(`ticket.${part}`, { value }))
            : (ticket.restaurant?.name ?? '');
    const headingId = `ticket-${ticket.id}`;

    return (
        <article
            className={`staff-ticket staff-ticket--${level}`}
            aria-labelledby={headingId}
            data-testid="ticket"
            data-number={ticket.number}
            data-status={ticket.status}
            data-age={level}
        >
            <div className="staff-ticket__head">
                <h3 id={headingId} className="staff-ticket__number">
                    <Link href={route('orders.show', { order: ticket.number })}>{ticket.number}</Link>
                </h3>
                <span className="staff-ticket__age" title={formatShopTime(ticket.placed_at, locale, false, timeZone)}>
                    {t('ticket.minutes', { minutes })}
                </span>
            </div>
            <p className="staff-ticket__when">
                {ticket.asap || !ticket.slot_at
                    ? t('ticket.asap')
                    : t('ticket.slot', { time: formatShopTime(ticket.slot_at, locale, true, timeZone) })}
            </p>
            <p className="staff-ticket__where">
                <strong>{label('orderType', ticket.order_type)}</strong>
                {where ? ` · ${where}` : ''}
                {ticket.order_type === 'delivery' && ticket.region ? ` (${ticket.region})` : ''}
                {ticket.order_type === 'delivery' && ticket.restaurant ? ` · ${ticket.restaurant.name}` : ''}
            </p>
            <OrderLines
                lines={ticket.lines}
                className="staff-ticket__lines"
                qtyClassName="staff-ticket__qty"
                modsClassName="staff-ticket__mods"
            />
            {ticket.comment && (
                <p className="staff-ticket__note">
                    <strong>{t('ticket.comment')}:</strong> {ticket.comment}
                </p>
            )}
            {ticket.courier_comment && (
                <p className="staff-ticket__note">
                    <strong>{t('ticket.courier')}:</strong> {ticket.courier_comment}
                </p>
            )}
            <div className="staff-ticket__meta">
                <span className="staff-badge">{t('ticket.persons', { count: ticket.persons })}</span>
                <span className="staff-badge">{label('paymentType', ticket.payment_type)}</span>
                <span
                    className={`staff-badge ${ticket.payment_status === 'paid' ? 'staff-badge--ok' : ticket.awaiting_payment ? 'staff-badge--warn' : ''}`}
                >
                    {ticket.awaiting_payment ? t('ticket.awaitingPayment') : label('payment', ticket.payment_status)}
                </span>
                {ticket.paid_after_hold_at && (
                    <span className="staff-badge staff-badge--warn">{t('ticket.paidAfterHold')}</span>
                )}
                <span className="staff-badge">{formatMoney(ticket.total, locale)}</span>
                {ticket.tip > 0 && (
                    <span className="staff-badge staff-badge--ok">
                        {t('ticket.tip', { amount: formatMoney(ticket.tip, locale) })}
                    </span>
                )}
                {ticket.taken_by && (
                    <span className="staff-badge" data-testid="taken-by-phone">
                        {t('ticket.byPhone', { name: ticket.taken_by })}
                    </span>
                )}
                {ticket.change_from ? (
                    <span className="staff-badge">
                        {t('ticket.change', { amount: formatMoney(ticket.change_from, locale) })}
                    </span>
                ) : null}
            </div>
            <p className="staff-ticket__customer">
                {ticket.name} · <a href={`tel:+${ticket.phone}`}>{formatPhone(ticket.phone)}</a>
            </p>
            {children}
            {ticket.moves.length > 0 && (
                <div className="staff-ticket__actions">
                    {ticket.moves.map((to) => (
                        <button
                            key={to}
                            type="button"
                            className="staff-button staff-button--big staff-button--ok"
                            disabled={busy}
                            onClick={() => onMove(ticket, to)}
                            aria-describedby={headingId}
                        >
                            {label('move', to)}
                        </button>
                    ))}
                </div>
            )}
        </article>
    );
}
