import { useState, type FormEvent } from 'react';
import { Field } from '@/components/staff/fields';
import { ActionBar } from '@/components/staff/page-parts';
import { useStaffForm } from '@/staff/forms';
import { formatMoney } from '@/staff/format';
import { useStaffT } from '@/staff/intl';
import { useStaffRoute } from '@/staff/route';
import type { Locale } from '@/types/models';

/**
 * Kopiyky of a sum typed in hryvnias, as the server's Hryvnias rule reads it ("1323", "1 323,5", "1323.50"); null
 * when it is not a sum.
 */
export function parseHryvnias(typed: string): number | null {
    const text = typed.replace(/[\s\u00a0\u202f]+/g, '');
    const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text);
    if (!match) return null;
    return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** What the count means against the day's cash: a shortfall (a reason is asked for), a surplus or the exact sum. */
export function countResult(
    expected: number,
    counted: number | null,
): { kind: 'short' | 'over' | 'exact'; amount: number } | null {
    if (counted === null) return null;
    if (counted < expected) return { kind: 'short', amount: expected - counted };
    if (counted > expected) return { kind: 'over', amount: counted - expected };
    return { kind: 'exact', amount: 0 };
}

interface Props {
    courierId: number;
    day: string;
    /** The cash the courier's deliveries of the day collected (kopiyky). */
    expected: number;
    /** Cash orders the courier still carries, not delivered: their money is not in this count. */
    carrying: { orders: number; cash: number };
    locale: Locale;
}

/**
 * Closing a courier's cash day: the manager types the sum counted (a comma or a dot), sees the shortfall or surplus
 * against the day's cash before closing, gives the reason of a shortfall, and is warned of the cash orders the
 * courier still carries. The server checks the same (CloseCashRequest, CourierCash::close).
 */
export function CashCloseForm({ courierId, day, expected, carrying, locale }: Props) {
    const route = useStaffRoute();
    const t = useStaffT();
    const { form } = useStaffForm<{ courier_id: number; day: string; received: string; reason: string }>({
        courier_id: courierId,
        day,
        received: '',
        reason: '',
    });
    const [local, setLocal] = useState<{ received?: string; reason?: string }>({});
    const counted = parseHryvnias(form.data.received);
    const result = countResult(expected, counted);
    const money = (amount: number) => formatMoney(amount, locale);
    const errors = { ...form.errors, ...local };

    const submit = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const problems: { received?: string; reason?: string } = {};
        if (counted === null) problems.received = t('cash.countInvalid');
        else if (result?.kind === 'short' && form.data.reason.trim() === '')
            problems.reason = t('cash.reasonRequired', { amount: money(result.amount) });
        setLocal(problems);
        if (problems.received || problems.reason) return;
        form.post(route('couriers.cash.store'), { preserveScroll: true });
    };

    return (
        <form className="staff-form staff-gap" onSubmit={submit} noValidate data-testid="cash-close">
            <p data-testid="cash-expected">{t('cash.expected', { amount: money(expected) })}</p>
            {carrying.orders > 0 && (
                <p className="staff-notice staff-notice--error" role="alert" data-testid="cash-carrying">
                    {t('cash.carrying', { count: carrying.orders, amount: money(carrying.cash) })}
                </p>
            )}
            <Field label={t('cash.counted')} name="received" errors={errors} hint={t('cash.countedHint')}>
                {(a) => (
                    <input
                        {...a}
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
                        value={form.data.received}
                        onChange={(e) => {
                            form.setData('received', e.target.value);
                            setLocal((x) => ({ ...x, received: undefined }));
                        }}
                    />
                )}
            </Field>
            {result && (
                <p
                    className={`staff-notice ${result.kind === 'short' ? 'staff-notice--error' : result.kind === 'exact' ? 'staff-notice--ok' : ''}`}
                    role="status"
                    data-testid="cash-difference"
                    data-kind={result.kind}
                >
                    {result.kind === 'short'
                        ? t('cash.shortfall', { amount: money(result.amount) })
                        : result.kind === 'over'
                          ? t('cash.surplus', { amount: money(result.amount) })
                          : t('cash.exact')}
                </p>
            )}
            {(result?.kind === 'short' || errors.reason) && (
                <Field label={t('cash.reason')} name="reason" errors={errors}>
                    {(a) => (
                        <textarea
                            {...a}
                            rows={2}
                            maxLength={500}
                            value={form.data.reason}
                            onChange={(e) => {
                                form.setData('reason', e.target.value);
                                setLocal((x) => ({ ...x, reason: undefined }));
                            }}
                        />
                    )}
                </Field>
            )}
            <ActionBar
                busy={form.processing}
                label={counted === null ? t('cash.close') : t('cash.closeWith', { amount: money(counted) })}
            />
        </form>
    );
}
