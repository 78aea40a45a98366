import { Link, router, usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { useCallback, useState } from 'react';
import { AccountNav } from '@/components/account-nav';
import { OrderCard, useOrderStatusLabel, usePaymentStatusLabel } from '@/components/checkout/order-card';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useJson } from '@/hooks/use-json';
import { useOrderFeed } from '@/hooks/use-order-feed';
import { formatShopTime } from '@/lib/shop-time';
import { useT } from '@/lib/intl';
import { localizedRoute } from '@/lib/route';
import { useStores } from '@/stores';
import type { CartQuote, OrderDetails, OrderFollow, SharedProps } from '@/types/models';

/** One order: lines with modifiers, totals, both status histories, reorder; its status refreshes while the page is open. */
const AccountOrder = observer(function AccountOrder() {
    const { order, locale, limits, follow } = usePage<SharedProps & { order: OrderDetails; follow: OrderFollow }>().props;
    const { cart, overlays } = useStores();
    const t = useT();
    const send = useJson();
    const statusLabel = useOrderStatusLabel();
    const paymentLabel = usePaymentStatusLabel();
    const [reorderNotice, setReorderNotice] = useState<string | null>(null);
    const [reordering, setReordering] = useState(false);
    const open = order.status !== 'completed' && order.status !== 'cancelled';

    // The order's feed, as on its tracking page (304 while nothing moved); a move reloads only the order.
    const reload = useCallback(() => router.reload({ only: ['order'] }), []);
    useOrderFeed(follow, reload, open);

    // Put the order's dishes back in the cart at today's prices; what is no longer on sale is left out and named.
    const reorder = async () => {
        setReordering(true);
        const lines = order.lines.filter((l) => l.product_id !== null);
        const items = lines.map((l) => ({ id: l.product_id as number, quantity: l.quantity, modifiers: l.modifiers.map((m) => ({ id: m.id, quantity: m.quantity })) }));
        const result = await send<{ data: CartQuote }>('post', localizedRoute('cart.check', undefined, locale), { items });
        setReordering(false);
        if (!result.ok) {
            setReorderNotice(t('order.reorderFailed'));
            return;
        }
        const dropped = order.lines.filter((l) => l.product_id === null).map((l) => l.name);
        let added = 0;
        result.data.data.lines.forEach((line, i) => {
            if (!line.orderable || line.price === null) {
                dropped.push(lines[i]?.name ?? `#${line.id}`);
                return;
            }
            cart.add({ id: line.id, quantity: line.quantity, currentPrice: line.price, modifiers: line.modifiers.map((m) => ({ id: m.id, quantity: m.quantity, currentPrice: m.price })) });
            added += line.quantity;
        });
        setReorderNotice([added > 0 ? t('order.reorderAdded', { count: added }) : null, dropped.length ? t('order.reorderDropped', { names: dropped.join(', ') }) : null].filter(Boolean).join(' '));
        if (added > 0) overlays.open('cart');
    };

    return (
        <div className="account">
            <AccountNav />
            <section className="account__content">
                <LocalizedLink to="account.orders" className="link">
                    ← {t('account.orders')}
                </LocalizedLink>
                <h1>{t('checkout.orderNumber', { id: order.number })}</h1>
                <OrderCard order={order} locale={locale} />
                <Link href={follow.page} className="link" data-testid="track-order">
                    {t('tracking.open')}
                </Link>
                <div aria-live="polite">
                    {reorderNotice && (
                        <p className="notice" role="status">
                            {reorderNotice}
                        </p>
                    )}
                </div>
                <button type="button" className="button button--primary" disabled={reordering} onClick={reorder} data-testid="reorder">
                    {t('order.reorder')}
                </button>
                <section className="card order-history" aria-labelledby="order-history">
                    <h2 id="order-history">{t('order.history')}</h2>
                    <ol className="order-history__list">
                        {order.status_history.map((h, i) => (
                            <li key={`s${i}`}>
                                <time dateTime={h.at}>{formatShopTime(h.at, locale, true, limits.timezone)}</time> — {statusLabel(h.status)}
                            </li>
                        ))}
                    </ol>
                    <h3>{t('order.paymentHistory')}</h3>
                    <ol className="order-history__list">
                        {order.payment_history.map((h, i) => (
                            <li key={`p${i}`}>
                                <time dateTime={h.at}>{formatShopTime(h.at, locale, true, limits.timezone)}</time> — {paymentLabel(h.status)}
                            </li>
                        ))}
                    </ol>
                    {open && <p className="muted">{t('order.refreshing')}</p>}
                </section>
            </section>
        </div>
    );
});

export default AccountOrder;
