import { useId, useState } from 'react';
import { failureMessage, leaveIfSignedOut, useStaffPost } from '@/staff/api';
import { formatShopTime } from '@/staff/format';
import { useStaffT } from '@/staff/intl';
import type { CourierOnShift, Ticket, TicketDelivery } from '@/components/staff/types';
import { useStaffRoute } from '@/staff/route';

interface Props {
    ticket: Pick<Ticket, 'number' | 'status' | 'order_type' | 'restaurant' | 'delivery'>;
    /** Couriers on shift (null: this member does not dispatch). */
    couriers: CourierOnShift[] | null;
    locale: 'uk' | 'en';
    timeZone: string;
    /** The order's courier changed (the answer's delivery, or null once taken back). */
    onChange?: (delivery: TicketDelivery | null) => void;
    /** The order page: before cooking, who is on shift and when the order can be given (the board stays short). */
    early?: boolean;
}

/**
 * A delivery order's courier on the board and the order page: who carries it (and since when), the alarm of a run
 * that failed, and for operators and managers a courier on shift at its restaurant to give it to (PUT, a 409 names
 * who was first) or "take back" before pick-up (DELETE). With `early` (the order page), a delivery not cooking yet shows
 * the couriers on shift and that it can be given once the kitchen starts it (the server's rule: CourierDispatch).
 */
export function CourierDispatch({ ticket, couriers, locale, timeZone, onChange, early = false }: Props) {
    const route = useStaffRoute();
    const t = useStaffT();
    const post = useStaffPost();
    const id = useId();
    const [choice, setChoice] = useState('');
    const [busy, setBusy] = useState(false);
    const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
    const [local, setLocal] = useState<{ number: string; delivery: TicketDelivery | null } | null>(null);
    if (ticket.order_type !== 'delivery') return null;

    // The last answer of this component holds until the feed brings a newer ticket.
    const delivery = local && local.number === ticket.number ? local.delivery : (ticket.delivery ?? null);
    const open = delivery && !delivery.failed_at ? delivery : null;
    const failed = delivery?.failed_at ? delivery : null;
    const here = (couriers ?? []).filter((c) => c.restaurant_id === ticket.restaurant?.id);
    const canGive = couriers !== null && !open && (ticket.status === 'cooking' || ticket.status === 'on_the_way');
    const beforeCooking = early && couriers !== null && (ticket.status === 'new' || ticket.status === 'accepted');

    const send = async (body: Record<string, unknown>) => {
        setBusy(true);
        const result = await post<{ message: string; delivery: TicketDelivery | null }>(
            route('orders.courier.update', { order: ticket.number }),
            body,
        );
        setBusy(false);
        if (result.ok) {
            setLocal({ number: ticket.number, delivery: result.data.delivery });
            setMessage({ text: result.data.message, error: false });
            setChoice('');
            onChange?.(result.data.delivery);
        } else if (!leaveIfSignedOut(result.status, route('login'))) {
            setMessage({
                text: result.errors.courier?.[0] ?? result.errors.courier_id?.[0] ?? failureMessage(result, t),
                error: true,
            });
        }
    };

    return (
        <div className="staff-courier" data-testid="courier-dispatch" data-courier={open?.courier ?? ''}>
            {open && (
                <p className="staff-courier__who">
                    <span className="staff-badge staff-badge--ok">{t('courier.with', { name: open.courier })}</span>{' '}
                    {open.picked_up_at
                        ? t('courier.pickedUpAt', { time: formatShopTime(open.picked_up_at, locale, false, timeZone) })
                        : t('courier.notPickedUp')}
                </p>
            )}
            {failed && !open && (
                <p className="staff-notice staff-notice--error" role="alert" data-testid="courier-failed">
                    {t('courier.failed', { name: failed.courier, reason: failed.failure_reason ?? '' })}
                </p>
            )}
            {beforeCooking && (
                <p className="staff-muted" data-testid="courier-later">
                    {here.length === 0
                        ? t('courier.noneOnShift')
                        : t('courier.later', {
                              couriers: here
                                  .map((c) => t('courier.option', { name: c.name, count: c.carrying }))
                                  .join(', '),
                          })}
                </p>
            )}
            {canGive &&
                (here.length === 0 ? (
                    <p className="staff-muted">{t('courier.noneOnShift')}</p>
                ) : (
                    <form
                        className="staff-courier__give"
                        onSubmit={(event) => {
                            event.preventDefault();
                            if (choice) void send({ _method: 'PUT', courier_id: Number(choice) });
                        }}
                    >
                        <label className="staff-field" htmlFor={`${id}-courier`}>
                            {t('courier.label')}
                        </label>
                        <select
                            id={`${id}-courier`}
                            value={choice}
                            onChange={(event) => setChoice(event.target.value)}
                            data-testid="courier-select"
                        >
                            <option value="">{t('courier.choose')}</option>
                            {here.map((c) => (
                                <option key={c.id} value={c.id}>
                                    {t('courier.option', { name: c.name, count: c.carrying })}
                                </option>
                            ))}
                        </select>
                        <button
                            type="submit"
                            className="staff-button"
                            disabled={busy || !choice}
                            data-testid="courier-give"
                        >
                            {t('courier.give')}
                        </button>
                    </form>
                ))}
            {open && !open.picked_up_at && couriers !== null && (
                <button
                    type="button"
                    className="staff-button staff-button--ghost"
                    disabled={busy}
                    onClick={() => void send({ _method: 'DELETE' })}
                    data-testid="courier-release"
                >
                    {t('courier.release')}
                </button>
            )}
            {message && (
                <p
                    className={message.error ? 'staff-field-error' : 'staff-muted'}
                    role={message.error ? 'alert' : 'status'}
                >
                    {message.text}
                </p>
            )}
        </div>
    );
}
