import { router, usePage } from '@inertiajs/react';
import { useEffect, useRef } from 'react';
import { OrderCard } from '@/components/checkout/order-card';
import { LocalizedLink } from '@/components/ui/localized-link';
import { withCheckoutLayout } from '@/layouts/checkout-layout';
import { useT } from '@/lib/intl';
import type { OrderDetails, SharedProps } from '@/types/models';

const CONFIRMING_RELOAD_MS = 5000;
const CONFIRMING_ATTEMPTS = 12;

/** Back from the payment page: the order, paid, or still being confirmed with the provider (then asked again shortly). */
export default function PaymentSuccess() {
    const { order, locale } = usePage<SharedProps & { order: OrderDetails | null }>().props;
    const t = useT();
    const confirming = order !== null && order.payment_status === 'pending' && order.status !== 'cancelled';
    const attempts = useRef(0);

    useEffect(() => {
        if (!confirming || attempts.current >= CONFIRMING_ATTEMPTS) return;
        const timer = window.setTimeout(() => {
            attempts.current += 1;
            router.reload({ only: ['order'] });
        }, CONFIRMING_RELOAD_MS);
        return () => window.clearTimeout(timer);
    }, [confirming, order]);

    return (
        <section className="status-page status-page--order">
            <h1>{t('paymentSuccess.title')}</h1>
            {order?.status !== 'cancelled' && <p role="status">{order?.payment_status === 'paid' ? t('paymentSuccess.paid') : t('paymentSuccess.text')}</p>}
            {order && <OrderCard order={order} locale={locale} />}
            <LocalizedLink to="home" className="button button--primary">
                {t('paymentSuccess.action')}
            </LocalizedLink>
        </section>
    );
}

PaymentSuccess.layout = withCheckoutLayout;
