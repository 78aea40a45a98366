import { usePage } from '@inertiajs/react';
import { OrderCard } from '@/components/checkout/order-card';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useT } from '@/lib/intl';
import type { OrderDetails, SharedProps } from '@/types/models';

/** The order-placed page (the order_id cookie names the order): number, ETA, where, lines and totals. */
export default function OrderPlaced() {
    const { order, locale, auth } = usePage<SharedProps & { order: OrderDetails | null }>().props;
    const t = useT();
    return (
        <section className="status-page status-page--order">
            <h1>{t('orderPlaced.title')}</h1>
            <p>{t('orderPlaced.text')}</p>
            {order ? <OrderCard order={order} locale={locale} /> : <p className="muted">{t('order.notFound')}</p>}
            <div className="status-page__actions">
                {order && auth.authorized && (
                    <LocalizedLink to="account.orders.show" params={{ order: order.number }} className="button">
                        {t('order.follow')}
                    </LocalizedLink>
                )}
                <LocalizedLink to="home" className="button button--primary">
                    {t('orderPlaced.action')}
                </LocalizedLink>
            </div>
        </section>
    );
}
