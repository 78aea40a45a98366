import { Link, usePage } from '@inertiajs/react';
import { OrderCard } from '@/components/checkout/order-card';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useT } from '@/lib/intl';
import { withPlacedAddress } from '@/lib/placed-address';
import type { OrderDetails, SharedProps } from '@/types/models';

/** The order-placed page (the order_id cookie names the order): number, ETA, where, lines and totals, and its tracking link. */
export default function OrderPlaced() {
    const { order, locale, auth, trackingUrl } = usePage<
        SharedProps & { order: OrderDetails | null; trackingUrl: string | null }
    >().props;
    const t = useT();
    // A guest's order comes without its street (the link holder's view): the address typed in this tab fills it in.
    const shown = withPlacedAddress(order);
    return (
        <section className="status-page status-page--order">
            <h1>{t('orderPlaced.title')}</h1>
            <p>{t('orderPlaced.text')}</p>
            {shown ? <OrderCard order={shown} locale={locale} /> : <p className="muted">{t('order.notFound')}</p>}
            <div className="status-page__actions">
                {trackingUrl && (
                    <Link href={trackingUrl} className="button button--primary" data-testid="track-order">
                        {t('tracking.open')}
                    </Link>
                )}
                {order && auth.authorized && (
                    <LocalizedLink to="account.orders.show" params={{ order: order.number }} className="button">
                        {t('order.follow')}
                    </LocalizedLink>
                )}
                <LocalizedLink to="home" className="button">
                    {t('orderPlaced.action')}
                </LocalizedLink>
            </div>
        </section>
    );
}
