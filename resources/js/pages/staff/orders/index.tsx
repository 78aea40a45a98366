import { Link, router, usePage } from '@inertiajs/react';
import { useStaffRoute } from '@/staff/route';
import { DataTable } from '@/components/staff/data-table';
import { formatMoney, formatPhone, formatShopTime } from '@/staff/format';
import { useLabel, useStaffT } from '@/staff/intl';
import { DateFilter, FilterForm, Pager, SelectFilter } from '@/components/staff/listing';
import type { StaffSharedProps } from '@/components/staff/types';
import { OrderStatusValues, type OrderRow, type OrdersPage } from '@/types/generated';

/** The page's props come from PHP (App\Staff\Orders\OrdersPage, php artisan shop:typescript). */
type Props = StaffSharedProps & OrdersPage;

/** Finding an order: by number or phone, status and day, newest first, 50 a page. */
export default function StaffOrders() {
    const route = useStaffRoute();
    const { orders, filters, restaurants, hasMore, can, locale, limits } = usePage<Props>().props;
    const t = useStaffT();
    const label = useLabel();
    const go = (query: Record<string, string | number | null>) =>
        router.get(route('orders.index', { _query: query }), {}, { preserveScroll: false });

    return (
        <section>
            <div className="staff-page-head__row">
                <h1>{t('orders.title')}</h1>
                {can.phoneOrders && (
                    <Link href={route('orders.create')} className="staff-button" data-testid="new-phone-order">
                        {t('orders.newPhoneOrder')}
                    </Link>
                )}
            </div>
            <FilterForm onFilter={go} search>
                <label className="staff-field">
                    {t('orders.search')}
                    <input type="search" name="q" defaultValue={filters.q} maxLength={40} />
                </label>
                <SelectFilter
                    label={t('orders.status')}
                    name="status"
                    value={filters.status}
                    options={OrderStatusValues.map((s) => ({ value: s, label: label('status', s) }))}
                />
                <DateFilter label={t('orders.date')} name="date" value={filters.date} />
                {restaurants.length > 1 && (
                    <SelectFilter
                        label={t('board.restaurant')}
                        name="restaurant"
                        value={filters.restaurant === null ? null : String(filters.restaurant)}
                        options={restaurants.map((r) => ({ value: String(r.id), label: r.name }))}
                    />
                )}
            </FilterForm>
            <DataTable<OrderRow>
                rows={orders}
                rowKey={(o) => o.number}
                empty={t('orders.empty')}
                columns={[
                    {
                        label: t('orders.number'),
                        cell: (o) => (
                            <Link href={route('orders.show', { order: o.number })} className="staff-link">
                                {o.number}
                            </Link>
                        ),
                    },
                    {
                        label: t('orders.placed'),
                        cell: (o) => formatShopTime(o.placed_at, locale, true, limits.timezone),
                    },
                    {
                        label: t('orders.status'),
                        cell: (o) => (
                            <Detail
                                main={label('status', o.status)}
                                sub={`${label('orderType', o.order_type)}${o.restaurant ? ` · ${o.restaurant}` : ''}`}
                            />
                        ),
                    },
                    {
                        label: t('order.payment'),
                        cell: (o) => (
                            <Detail
                                main={label('paymentType', o.payment_type)}
                                sub={label('payment', o.payment_status)}
                            />
                        ),
                    },
                    { label: t('orders.customer'), cell: (o) => <Detail main={o.name} sub={formatPhone(o.phone)} /> },
                    { label: t('orders.total'), num: true, cell: (o) => formatMoney(o.total, locale) },
                ]}
            />
            <Pager page={filters.page} hasMore={hasMore} onPage={(page) => go({ ...filters, page })} />
        </section>
    );
}

function Detail({ main, sub }: { main: string; sub: string }) {
    return (
        <>
            {main}
            <div className="staff-muted">{sub}</div>
        </>
    );
}
