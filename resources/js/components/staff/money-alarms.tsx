import { Link, router } from '@inertiajs/react';
import { keepPlace } from '@/staff/forms';
import { formatMoney, formatShopTime } from '@/staff/format';
import { useStaffT } from '@/staff/intl';
import type { Locale } from '@/types/models';

/** One money alarm of the overview (App\Staff\Overview\MoneyAlarms::open, with its links). */
export interface MoneyAlarm {
    id: number;
    kind: 'late_payment' | 'refund_refused' | 'unpaid_difference' | 'no_receipt';
    number: string;
    amount: number;
    raised_at: string | null;
    order_url: string;
    done_url: string;
}

/** Money problems on the overview: what happened, on which order, and what to do; "Done" takes one off (audited). */
export function MoneyAlarms({ alarms, locale, timeZone }: { alarms: MoneyAlarm[]; locale: Locale; timeZone: string }) {
    const t = useStaffT();
    if (alarms.length === 0) return null;
    return (
        <section
            className="staff-card staff-money-alarms"
            aria-labelledby="money-alarms-title"
            data-testid="money-alarms"
        >
            <h2 id="money-alarms-title" className="staff-h2">
                {t('moneyAlarms.title', { count: alarms.length })}
            </h2>
            <ul className="staff-money-alarms__list">
                {alarms.map((alarm) => (
                    <li key={alarm.id} className="staff-money-alarms__item" data-testid={`money-alarm-${alarm.kind}`}>
                        <p className="staff-money-alarms__what">
                            <strong>
                                {t(`moneyAlarms.${alarm.kind}`, { amount: formatMoney(alarm.amount, locale) })}
                            </strong>{' '}
                            <Link href={alarm.order_url}>{t('moneyAlarms.order', { number: alarm.number })}</Link>
                            {alarm.raised_at && (
                                <span className="staff-muted">
                                    {' '}
                                    · {formatShopTime(alarm.raised_at, locale, true, timeZone)}
                                </span>
                            )}
                        </p>
                        <p className="staff-muted">{t(`moneyAlarms.${alarm.kind}Todo`)}</p>
                        <button
                            type="button"
                            className="staff-button"
                            onClick={() => router.delete(alarm.done_url, keepPlace)}
                        >
                            {t('moneyAlarms.done')}
                        </button>
                    </li>
                ))}
            </ul>
        </section>
    );
}
