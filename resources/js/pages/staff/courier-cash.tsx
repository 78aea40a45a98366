import { router, usePage } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { useStaffRoute } from '@/staff/route';
import { CashCloseForm } from '@/components/staff/cash-close-form';
import { SectionCard } from '@/components/staff/page-parts';
import { formatMoney, formatShopTime } from '@/staff/format';
import { useStaffT } from '@/staff/intl';
import type { StaffSharedProps } from '@/components/staff/types';

/** One courier's day (App\Staff\Couriers\CourierCash::day). */
interface CourierDay {
    courier_id: number;
    courier: string;
    deliveries: number;
    cash: number;
    terminal: number;
    tips: number;
    handover: {
        received: number;
        expected: number;
        shortfall: number;
        reason: string | null;
        closed_by: string | null;
        closed_at: string | null;
    } | null;
    open: number;
    carrying: { orders: number; cash: number };
}

interface Props extends StaffSharedProps {
    day: string;
    today: string;
    couriers: CourierDay[];
}

/** A manager's "cash to hand over": each courier's deliveries of the day, the cash, card-terminal sums and tips; closed with the amount received. */
export default function StaffCourierCash() {
    const route = useStaffRoute();
    const { day, today, couriers } = usePage<Props>().props;
    const t = useStaffT();

    const pick = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get('day');
        router.get(route('couriers.cash', { _query: { day: typeof value === 'string' ? value : '' } }));
    };

    return (
        <section className="staff-deliveries" data-testid="courier-cash">
            <h1>{t('cash.title')}</h1>
            <form className="staff-toolbar" onSubmit={pick}>
                <label className="staff-field">
                    {t('cash.day')}
                    <input type="date" name="day" defaultValue={day} max={today} required />
                </label>
                <button type="submit" className="staff-button">
                    {t('common.show')}
                </button>
            </form>
            {couriers.length === 0 ? (
                <p className="staff-muted">{t('cash.none')}</p>
            ) : (
                couriers.map((row) => <CourierRow key={row.courier_id} row={row} day={day} />)
            )}
        </section>
    );
}

function CourierRow({ row, day }: { row: CourierDay; day: string }) {
    const { locale, limits } = usePage<Props>().props;
    const t = useStaffT();
    const money = (amount: number) => formatMoney(amount, locale);
    const handover = row.handover;

    return (
        <SectionCard title={row.courier} id={`cash-${row.courier_id}`}>
            <div data-testid="cash-row" data-courier={row.courier} data-closed={handover ? 'yes' : 'no'}>
                <p>
                    {t('cash.line', {
                        count: row.deliveries,
                        cash: money(row.cash),
                        terminal: money(row.terminal),
                        tips: money(row.tips),
                    })}
                </p>
                {handover ? (
                    <>
                        <p
                            className={
                                handover.shortfall > 0
                                    ? 'staff-notice staff-notice--error'
                                    : 'staff-notice staff-notice--ok'
                            }
                            data-testid="cash-closed"
                        >
                            {t('cash.closed', {
                                received: money(handover.received),
                                expected: money(handover.expected),
                                by: handover.closed_by ?? '—',
                                time: handover.closed_at
                                    ? formatShopTime(handover.closed_at, locale, true, limits.timezone)
                                    : '—',
                            })}{' '}
                            {handover.shortfall > 0 && (
                                <strong>{t('cash.shortfall', { amount: money(handover.shortfall) })}</strong>
                            )}
                            {handover.shortfall < 0 && (
                                <strong>{t('cash.surplus', { amount: money(-handover.shortfall) })}</strong>
                            )}
                            {handover.reason && <> {t('cash.reasonGiven', { reason: handover.reason })}</>}
                        </p>
                        {row.open !== 0 && (
                            <p className="staff-notice staff-notice--error">
                                {t('cash.late', { amount: money(row.open) })}
                            </p>
                        )}
                    </>
                ) : (
                    <CashCloseForm
                        courierId={row.courier_id}
                        day={day}
                        expected={row.cash}
                        carrying={row.carrying}
                        locale={locale}
                    />
                )}
            </div>
        </SectionCard>
    );
}
