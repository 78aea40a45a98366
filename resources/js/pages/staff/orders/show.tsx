import { Link, router, usePage } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { useStaffRoute } from '@/staff/route';
import { AuditValue } from '@/components/staff/audit-value';
import { DataTable } from '@/components/staff/data-table';
import { errorFor, keepPlace, useStaffForm, type FormErrors } from '@/staff/forms';
import { SelectField, TextField } from '@/components/staff/fields';
import { NumberField } from '@/components/staff/number-fields';
import { ActionBar, SectionCard } from '@/components/staff/page-parts';
import { addressLine, dateTime, formatMoney, formatPhone, formatShopTime } from '@/staff/format';
import { CustomerDeletion } from '@/components/staff/customer-deletion';
import { useLabel, useStaffT } from '@/staff/intl';
import { OrderLines } from '@/components/staff/order-lines';
import { CourierDispatch } from '@/components/staff/courier-dispatch';
import { FiscalReceipts } from '@/components/staff/fiscal-receipts';
import type { StaffReceipt } from '@/types/generated';
import type {
    CourierOnShift,
    HistoryEntry,
    OrderDetails,
    OrderStatus,
    StaffSharedProps,
} from '@/components/staff/types';

interface Props extends StaffSharedProps {
    order: OrderDetails;
    cancellationReasons: string[];
    /** The restaurants the order may move to (App\Staff\Orders\OrderTransfer), or null when it cannot move or this role may not. */
    transfer: { id: number; name: string }[] | null;
    /** Managers: delete the customer's account on a written request (null for a guest's order or another role). */
    customerDeletion: { url: string; open_orders: number } | null;
    /** Couriers on shift at the order's restaurant (null: not a delivery, or this role does not dispatch). */
    couriers?: CourierOnShift[] | null;
    /** Its fiscal receipts (docs/fiscal.md), and whether the shop issues none (SHOP_FISCAL_DRIVER=off). */
    fiscalReceipts?: StaffReceipt[];
    fiscalOff?: boolean;
}

/**
 * One order for staff: the ticket, prices, both histories with who did what, card payments and refunds, the staff
 * actions on it; its next steps, cancelling with a reason, payment received, refunds; a kitchen ticket to print.
 */
export default function StaffOrder() {
    const {
        order,
        locale,
        limits,
        cancellationReasons,
        transfer,
        customerDeletion,
        couriers,
        fiscalReceipts,
        fiscalOff,
    } = usePage<Props>().props;
    const detailOf = (id: number) => order.line_details.find((d) => d.id === id);
    const t = useStaffT();
    const label = useLabel();
    const where =
        order.order_type === 'delivery'
            ? addressLine(order.address, (part, value) => t(`ticket.${part}`, { value }))
            : null;
    // The page's actions are Inertia visits: back to this page with the order as it is now and a toast (a conflict or
    // a provider failure as an error toast); a refusal brings its messages under the forms' fields.
    const quick = useStaffForm<{ from?: OrderStatus; to?: OrderStatus; payment_status?: string }>({});
    const cancelForm = useStaffForm<{ reason: string; note: string }>({ reason: '', note: '' });
    const refundForm = useStaffForm<{
        scope: 'all' | 'lines';
        quantities: Record<string, number | ''>;
        refund_reason: string;
    }>({ scope: 'all', quantities: {}, refund_reason: '' });
    const transferForm = useStaffForm<{ restaurant_id: number | '' }>({ restaurant_id: '' });
    const busy =
        quick.form.processing ||
        cancelForm.form.processing ||
        refundForm.form.processing ||
        transferForm.form.processing;
    const route = useStaffRoute();
    const thisOrder = { order: order.number };

    const move = (to: OrderStatus) => {
        quick.form.transform(() => ({ from: order.status, to }));
        quick.form.post(route('orders.move', thisOrder), keepPlace);
    };
    const markPaid = () => {
        quick.form.transform(() => ({ payment_status: order.payment_status }));
        quick.form.post(route('orders.paid', thisOrder), keepPlace);
    };
    const cancel = (event: FormEvent) => {
        event.preventDefault();
        cancelForm.form.transform((d) => ({ from: order.status, reason: d.reason, note: d.note || null }));
        cancelForm.form.post(route('orders.cancel', thisOrder), {
            ...keepPlace,
            onSuccess: () => cancelForm.form.reset(),
        });
    };
    const moveToRestaurant = (event: FormEvent) => {
        event.preventDefault();
        transferForm.form.put(route('orders.restaurant.update', thisOrder), {
            ...keepPlace,
            onSuccess: () => transferForm.form.reset(),
        });
    };
    const refund = (event: FormEvent) => {
        event.preventDefault();
        refundForm.form.transform((d) => ({
            lines:
                d.scope === 'all'
                    ? null
                    : order.line_details
                          .map((line) => ({ line_id: line.id, quantity: Number(d.quantities[String(line.id)] || 0) }))
                          .filter((line) => line.quantity > 0),
            reason: d.refund_reason || null,
        }));
        refundForm.form.post(route('orders.refund', thisOrder), {
            ...keepPlace,
            onSuccess: () => refundForm.form.reset(),
        });
    };
    // A delivery being cooked without its courier: giving it to one comes first (the courier's pick-up sends it on
    // the way); the moves follow, quieter. Otherwise the next move is the page's primary button.
    const dispatchFirst =
        order.order_type === 'delivery' &&
        order.status === 'cooking' &&
        (couriers ?? null) !== null &&
        !(order.delivery && !order.delivery.failed_at);
    const dispatch = (
        <CourierDispatch
            ticket={order}
            couriers={couriers ?? null}
            locale={locale}
            timeZone={limits.timezone}
            onChange={() => router.reload({ only: ['order', 'couriers'] })}
            early
        />
    );
    // Messages with no field of their own (a move the order cannot make, a payment that is not offline, a refund refused).
    const refundErrors: FormErrors = refundForm.form.errors;
    const general = [
        ...Object.values(quick.form.errors),
        refundErrors.refund ?? errorFor(refundErrors, 'lines'),
    ].filter((m): m is string => Boolean(m));

    return (
        <article className="staff-order">
            <p>
                <Link href={route('board')} className="staff-link">
                    {t('order.back')}
                </Link>
            </p>
            <div className="staff-order__head">
                <h1>
                    {/* The number never breaks at its hyphen ("SR-/10003"), wherever the language puts it. */}
                    {t('order.title', { number: '\u0001' })
                        .split('\u0001')
                        .map((part, i) =>
                            i === 0 ? (
                                part
                            ) : (
                                <span key={i}>
                                    <span className="staff-nowrap">{order.number}</span>
                                    {part}
                                </span>
                            ),
                        )}
                </h1>
                <span className="staff-badge">{label('status', order.status)}</span>
                <span className={`staff-badge ${order.payment_status === 'paid' ? 'staff-badge--ok' : ''}`}>
                    {label('payment', order.payment_status)}
                </span>
                {order.can.correct && (
                    <Link href={route('orders.edit', thisOrder)} className="staff-button" data-testid="order-correct">
                        {t('order.correct')}
                    </Link>
                )}
                <button type="button" className="staff-button staff-button--ghost" onClick={() => window.print()}>
                    {t('order.print')}
                </button>
            </div>
            {order.cancellation_reason && (
                <p className="staff-notice staff-notice--error">
                    {t('order.cancelledBecause', { reason: label('reason', order.cancellation_reason) })}
                </p>
            )}

            <div className="staff-grid">
                <SectionCard title={t('order.customer')} id="order-about">
                    <dl className="staff-dl">
                        <dt>{t('order.placed')}</dt>
                        <dd>{dateTime(order.placed_at, locale, limits.timezone)}</dd>
                        <dt>{t('order.when')}</dt>
                        <dd>
                            {order.asap || !order.slot_at
                                ? t('ticket.asap')
                                : t('ticket.slot', {
                                      time: formatShopTime(order.slot_at, locale, true, limits.timezone),
                                  })}
                        </dd>
                        {order.taken_by && (
                            <>
                                <dt>{t('order.takenBy')}</dt>
                                <dd data-testid="taken-by-phone">{t('ticket.byPhone', { name: order.taken_by })}</dd>
                            </>
                        )}
                        {order.payment_link && (
                            <>
                                <dt>{t('order.paymentLink')}</dt>
                                <dd className="staff-break" data-testid="payment-link">
                                    {order.payment_link}
                                </dd>
                            </>
                        )}
                        <dt>{t('order.customer')}</dt>
                        <dd>
                            {order.name} · <a href={`tel:+${order.phone}`}>{formatPhone(order.phone)}</a>
                        </dd>
                        <dt>{label('orderType', order.order_type)}</dt>
                        <dd>
                            {where ?? order.restaurant?.name}
                            {order.region ? ` (${order.region})` : ''}
                        </dd>
                        {order.order_type === 'delivery' && (
                            <>
                                <dt>{t('order.restaurant')}</dt>
                                <dd>{order.restaurant?.name ?? '—'}</dd>
                            </>
                        )}
                        <dt>{t('order.payment')}</dt>
                        <dd>
                            {label('paymentType', order.payment_type)} · {label('payment', order.payment_status)}
                            {order.change_from
                                ? ` · ${t('ticket.change', { amount: formatMoney(order.change_from, locale) })}`
                                : ''}
                        </dd>
                    </dl>
                    <p>
                        <span className="staff-badge">{t('ticket.persons', { count: order.persons })}</span>
                    </p>
                    {order.comment && (
                        <p className="staff-ticket__note">
                            <strong>{t('ticket.comment')}:</strong> {order.comment}
                        </p>
                    )}
                    {order.courier_comment && (
                        <p className="staff-ticket__note">
                            <strong>{t('ticket.courier')}:</strong> {order.courier_comment}
                        </p>
                    )}
                </SectionCard>

                <SectionCard title={t('order.lines')} id="order-lines">
                    <DataTable<OrderDetails['lines'][number]>
                        rows={order.lines}
                        rowKey={(line) => line.id}
                        columns={[
                            {
                                label: t('order.lines'),
                                cell: (line) => (
                                    <>
                                        {line.name}
                                        {line.modifiers.length > 0 && (
                                            <div className="staff-muted">
                                                {line.modifiers
                                                    .map((m) => `+ ${m.name}${m.quantity > 1 ? ` ×${m.quantity}` : ''}`)
                                                    .join(', ')}
                                            </div>
                                        )}
                                        {(detailOf(line.id)?.refunded_quantity ?? 0) > 0 && (
                                            <div className="staff-badge staff-badge--warn">
                                                {t('order.refunded', {
                                                    count: detailOf(line.id)?.refunded_quantity ?? 0,
                                                })}
                                            </div>
                                        )}
                                    </>
                                ),
                            },
                            { label: t('order.quantity'), num: true, cell: (line) => line.quantity },
                            {
                                label: t('order.sum'),
                                num: true,
                                cell: (line) => {
                                    const detail = detailOf(line.id);
                                    return detail ? formatMoney(detail.line_total, locale) : '';
                                },
                            },
                        ]}
                    />
                    <dl className="staff-dl staff-gap">
                        <dt>{t('order.subtotal')}</dt>
                        <dd>{formatMoney(order.subtotal, locale)}</dd>
                        {order.order_type === 'delivery' && (
                            <>
                                <dt>{t('order.delivery')}</dt>
                                <dd>{formatMoney(order.delivery_fee, locale)}</dd>
                            </>
                        )}
                        {order.discount > 0 && (
                            <>
                                <dt>
                                    {order.promo_code
                                        ? t('order.promo', { code: order.promo_code })
                                        : t('order.discount')}
                                </dt>
                                <dd>−{formatMoney(order.discount, locale)}</dd>
                            </>
                        )}
                        {order.bonuses_spent > 0 && (
                            <>
                                <dt>{t('order.bonuses')}</dt>
                                <dd>−{formatMoney(order.bonuses_spent, locale)}</dd>
                            </>
                        )}
                        {order.tip > 0 && (
                            <>
                                <dt>{t('order.tip')}</dt>
                                <dd>{formatMoney(order.tip, locale)}</dd>
                            </>
                        )}
                        <dt>{t('order.total')}</dt>
                        <dd>
                            <strong data-testid="order-total">{formatMoney(order.total, locale)}</strong>
                        </dd>
                    </dl>
                </SectionCard>

                <SectionCard title={t('order.next')} id="order-actions">
                    {dispatchFirst && dispatch}
                    {order.moves.length > 0 && (
                        <div className="staff-ticket__actions">
                            {order.moves.map((to, i) => (
                                <button
                                    key={to}
                                    type="button"
                                    className={
                                        i === 0 && !dispatchFirst
                                            ? 'staff-button staff-button--big staff-button--ok'
                                            : 'staff-button staff-button--ghost'
                                    }
                                    disabled={busy}
                                    onClick={() => move(to)}
                                    aria-describedby={dispatchFirst ? 'order-send-hint' : undefined}
                                >
                                    {label('move', to)}
                                </button>
                            ))}
                        </div>
                    )}
                    {dispatchFirst && (
                        <p className="staff-muted" id="order-send-hint">
                            {t('order.sendHint')}
                        </p>
                    )}
                    {general.length > 0 && (
                        <p className="staff-field-error" role="alert">
                            {general.join(' ')}
                        </p>
                    )}
                    {!dispatchFirst && dispatch}
                    {transfer && (
                        <form
                            className="staff-form staff-gap"
                            onSubmit={moveToRestaurant}
                            noValidate
                            data-testid="transfer-form"
                        >
                            <h3 className="staff-h3">{t('transfer.title')}</h3>
                            <p className="staff-muted">{t('transfer.hint')}</p>
                            {transfer.length === 0 ? (
                                <p className="staff-muted">{t('transfer.none')}</p>
                            ) : (
                                <>
                                    <SelectField
                                        label={t('transfer.restaurant')}
                                        empty="—"
                                        choices={transfer.map((r) => ({ value: r.id, label: r.name }))}
                                        {...transferForm.bind('restaurant_id')}
                                    />
                                    <ActionBar busy={busy} label={t('transfer.submit')} />
                                </>
                            )}
                        </form>
                    )}
                </SectionCard>

                {(order.can.markPaid || order.can.cancel || (order.can.refund && order.refundable > 0)) && (
                    <SectionCard title={t('order.risky')} id="order-risky" hint={t('order.riskyHint')}>
                        {order.can.markPaid && (
                            <div className="staff-form" data-testid="mark-paid">
                                <p className="staff-muted" id="order-paid-hint">
                                    {t('order.markPaidHint')}
                                </p>
                                <div className="staff-actions">
                                    <button
                                        type="button"
                                        className="staff-button staff-button--ghost"
                                        disabled={busy}
                                        onClick={markPaid}
                                        aria-describedby="order-paid-hint"
                                    >
                                        {t('order.markPaid')}
                                    </button>
                                </div>
                            </div>
                        )}
                        {order.can.cancel && (
                            <form className="staff-form staff-gap" onSubmit={cancel} noValidate>
                                <h3 className="staff-h3">{t('order.cancel')}</h3>
                                <SelectField
                                    label={t('order.cancelReason')}
                                    empty="—"
                                    choices={cancellationReasons.map((reason) => ({
                                        value: reason,
                                        label: label('reason', reason),
                                    }))}
                                    {...cancelForm.bind('reason')}
                                />
                                <TextField
                                    label={t('order.cancelNote')}
                                    max={500}
                                    multiline
                                    {...cancelForm.bind('note')}
                                />
                                {order.refundable > 0 && (
                                    <p className="staff-muted">
                                        {t('order.cancelRefund', { amount: formatMoney(order.refundable, locale) })}
                                    </p>
                                )}
                                <ActionBar busy={busy} danger label={t('order.cancelSubmit')} />
                            </form>
                        )}
                        {order.can.refund && order.refundable > 0 && (
                            <form className="staff-form staff-gap" onSubmit={refund} noValidate>
                                <h3 className="staff-h3">{t('order.refund')}</h3>
                                <p className="staff-muted">
                                    {t('order.refundable', { amount: formatMoney(order.refundable, locale) })}
                                </p>
                                {(
                                    [
                                        [
                                            'all',
                                            t('order.refundAll', { amount: formatMoney(order.refundable, locale) }),
                                        ],
                                        ['lines', t('order.refundLines')],
                                    ] as const
                                ).map(([scope, text]) => (
                                    <label key={scope} className="staff-check">
                                        <input
                                            type="radio"
                                            name="scope"
                                            value={scope}
                                            checked={refundForm.form.data.scope === scope}
                                            onChange={() => refundForm.form.setData('scope', scope)}
                                        />
                                        {text}
                                    </label>
                                ))}
                                {order.line_details.map((line) => (
                                    <NumberField
                                        key={line.id}
                                        label={t('order.refundQuantity', { name: line.name })}
                                        min={0}
                                        max={line.quantity - line.refunded_quantity}
                                        name={`line-${line.id}`}
                                        value={refundForm.form.data.quantities[String(line.id)] ?? 0}
                                        onChange={(quantity) =>
                                            refundForm.form.setData('quantities', {
                                                ...refundForm.form.data.quantities,
                                                [String(line.id)]: quantity,
                                            })
                                        }
                                        errors={refundForm.form.errors}
                                    />
                                ))}
                                <TextField
                                    label={t('order.refundReason')}
                                    max={200}
                                    {...refundForm.bind('refund_reason')}
                                />
                                <ActionBar busy={busy} danger label={t('order.refundSubmit')} />
                            </form>
                        )}
                    </SectionCard>
                )}

                <SectionCard title={t('order.statusHistory')} id="order-history">
                    <History entries={order.status_history} prefix="status" />
                    <h2 className="staff-h2">{t('order.paymentHistory')}</h2>
                    <History entries={order.payment_history} prefix="payment" />
                    {order.payments.length > 0 && (
                        <>
                            <h2 className="staff-h2">{t('order.payments')}</h2>
                            <ul className="staff-history">
                                {order.payments.map((p) => (
                                    <li key={p.id}>
                                        <time dateTime={p.at}>
                                            {formatShopTime(p.at, locale, true, limits.timezone)}
                                        </time>
                                        {p.driver} · {formatMoney(p.amount, locale)} · {p.status}
                                        {p.transaction_id ? ` · ${p.transaction_id}` : ''}
                                    </li>
                                ))}
                            </ul>
                        </>
                    )}
                    {order.refunds.length > 0 && (
                        <>
                            <h2 className="staff-h2">{t('order.refunds')}</h2>
                            <ul className="staff-history">
                                {order.refunds.map((r) => (
                                    <li key={r.id}>
                                        <time dateTime={r.at}>
                                            {formatShopTime(r.at, locale, true, limits.timezone)}
                                        </time>
                                        {formatMoney(r.amount, locale)}
                                        {r.status !== 'done'
                                            ? ` · ${t(r.status === 'checking' ? 'order.refundStatusChecking' : 'order.refundStatusFailed')}`
                                            : ''}
                                        {r.by ? ` · ${t('order.by', { name: r.by })}` : ''}
                                        {r.reason ? ` · ${r.reason}` : ''}
                                    </li>
                                ))}
                            </ul>
                        </>
                    )}
                </SectionCard>

                <FiscalReceipts
                    receipts={fiscalReceipts ?? []}
                    off={fiscalOff ?? false}
                    locale={locale}
                    timeZone={limits.timezone}
                />
                <SectionCard title={t('order.audit')} id="order-audit">
                    {order.audit.length === 0 && <p className="staff-muted">{t('audit.empty')}</p>}
                    <ul className="staff-history">
                        {order.audit.map((entry) => (
                            <li key={entry.id}>
                                <time dateTime={entry.at}>
                                    {formatShopTime(entry.at, locale, true, limits.timezone)}
                                </time>
                                <strong>{entry.by}</strong> · {label('action', entry.action)}:{' '}
                                <AuditValue value={entry.before} /> → <AuditValue value={entry.after} />
                            </li>
                        ))}
                    </ul>
                </SectionCard>
                {customerDeletion && <CustomerDeletion deletion={customerDeletion} />}
            </div>

            <Receipt order={order} />
        </article>
    );
}

function History({ entries, prefix }: { entries: HistoryEntry[]; prefix: 'status' | 'payment' }) {
    const { locale, limits } = usePage<Props>().props;
    const t = useStaffT();
    const label = useLabel();
    return (
        <ol className="staff-history">
            {entries.map((entry, i) => (
                <li key={i}>
                    <time dateTime={entry.at}>{formatShopTime(entry.at, locale, true, limits.timezone)}</time>
                    {label(prefix, entry.to)} ·{' '}
                    <span className="staff-muted">
                        {entry.by ? t('order.by', { name: entry.by }) : t('order.byCustomer')}
                    </span>
                    {entry.note ? <span className="staff-muted"> · {entry.note}</span> : null}
                </li>
            ))}
        </ol>
    );
}

/** The kitchen ticket as printed on an 80 mm receipt (only it prints, see the print rules of staff.css). */
function Receipt({ order }: { order: OrderDetails }) {
    const { locale, limits } = usePage<Props>().props;
    const t = useStaffT();
    const label = useLabel();
    return (
        <section className="staff-receipt" aria-hidden="true">
            <h2>{order.number}</h2>
            <p>
                {label('orderType', order.order_type)} ·{' '}
                {order.asap || !order.slot_at
                    ? t('ticket.asap')
                    : t('ticket.slot', { time: formatShopTime(order.slot_at, locale, true, limits.timezone) })}
            </p>
            <p>{formatShopTime(order.placed_at, locale, true, limits.timezone)}</p>
            <OrderLines lines={order.lines} />
            {order.comment && <p>{order.comment}</p>}
            <p>{t('ticket.persons', { count: order.persons })}</p>
            <p>
                {order.name} · {formatPhone(order.phone)}
            </p>
            <p>
                {label('paymentType', order.payment_type)} · {label('payment', order.payment_status)} ·{' '}
                {formatMoney(order.total, locale)}
            </p>
        </section>
    );
}
