import { Link, router, usePage } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { staffUrl } from '@/components/staff/api';
import { formatMoney, formatPhone, formatShopTime } from '@/components/staff/format';
import { useLabel, useStaffT } from '@/components/staff/intl';
import type { OrderStatus, PaymentStatus, StaffSharedProps } from '@/components/staff/types';
import { withStaffLayout } from '@/layouts/staff-layout';

interface Row {
    number: string;
    placed_at: string;
    status: OrderStatus;
    payment_status: PaymentStatus;
    payment_type: string;
    order_type: string;
    restaurant: string | null;
    name: string;
    phone: string;
    total: number;
}

interface Props extends StaffSharedProps {
    filters: { q: string; status: OrderStatus | null; date: string | null; page: number };
    hasMore: boolean;
    orders: Row[];
}

const STATUSES: OrderStatus[] = ['new', 'accepted', 'cooking', 'on_the_way', 'ready_for_pickup', 'completed', 'cancelled'];

/** Finding an order: by number or phone, status and day, newest first, 50 a page. */
export default function StaffOrders() {
    const { orders, filters, hasMore, urls, locale } = usePage<Props>().props;
    const t = useStaffT();
    const label = useLabel();
    const go = (query: Record<string, string | number | null>) => router.get(staffUrl(urls, 'orders', undefined, query), {}, { preserveScroll: false });

    const submit = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        go({ q: String(form.get('q') ?? ''), status: String(form.get('status') ?? ''), date: String(form.get('date') ?? '') });
    };

    return (
        <section>
            <h1>{t('orders.title')}</h1>
            <form className="staff-toolbar" onSubmit={submit} role="search">
                <label className="staff-field">
                    {t('orders.search')}
                    <input type="search" name="q" defaultValue={filters.q} maxLength={40} />
                </label>
                <label className="staff-field">
                    {t('orders.status')}
                    <select name="status" defaultValue={filters.status ?? ''}>
                        <option value="">{t('common.all')}</option>
                        {STATUSES.map((s) => (
                            <option key={s} value={s}>
                                {label('status', s)}
                            </option>
                        ))}
                    </select>
                </label>
                <label className="staff-field">
                    {t('orders.date')}
                    <input type="date" name="date" defaultValue={filters.date ?? ''} />
                </label>
                <button type="submit" className="staff-button">
                    {t('common.show')}
                </button>
            </form>
            {orders.length === 0 ? (
                <p className="staff-muted">{t('orders.empty')}</p>
            ) : (
                <table className="staff-table">
                    <thead>
                        <tr>
                            <th scope="col">{t('orders.number')}</th>
                            <th scope="col">{t('orders.placed')}</th>
                            <th scope="col">{t('orders.status')}</th>
                            <th scope="col">{t('order.payment')}</th>
                            <th scope="col">{t('orders.customer')}</th>
                            <th scope="col" className="num">
                                {t('orders.total')}
                            </th>
                        </tr>
                    </thead>
                    <tbody>
                        {orders.map((o) => (
                            <tr key={o.number}>
                                <td>
                                    <Link href={staffUrl(urls, 'order', o.number)} className="staff-link">
                                        {o.number}
                                    </Link>
                                </td>
                                <td>{formatShopTime(o.placed_at, locale, true)}</td>
                                <td>
                                    {label('status', o.status)}
                                    <div className="staff-muted">
                                        {label('orderType', o.order_type)}
                                        {o.restaurant ? ` · ${o.restaurant}` : ''}
                                    </div>
                                </td>
                                <td>
                                    {label('paymentType', o.payment_type)}
                                    <div className="staff-muted">{label('payment', o.payment_status)}</div>
                                </td>
                                <td>
                                    {o.name}
                                    <div className="staff-muted">{formatPhone(o.phone)}</div>
                                </td>
                                <td className="num">{formatMoney(o.total, locale)}</td>
                            </tr>
                        ))}
                    </tbody>
                </table>
            )}
            <div className="staff-toolbar staff-gap">
                {filters.page > 1 && (
                    <button type="button" className="staff-button staff-button--ghost" onClick={() => go({ ...filters, page: filters.page - 1 })}>
                        {t('common.previous')}
                    </button>
                )}
                {hasMore && (
                    <button type="button" className="staff-button staff-button--ghost" onClick={() => go({ ...filters, page: filters.page + 1 })}>
                        {t('common.next')}
                    </button>
                )}
            </div>
        </section>
    );
}

StaffOrders.layout = withStaffLayout('orders');
