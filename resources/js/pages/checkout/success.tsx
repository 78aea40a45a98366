import { usePage } from '@inertiajs/react';
import { LocalizedLink } from '@/components/ui/localized-link';
import { withCheckoutLayout } from '@/layouts/checkout-layout';
import { useT } from '@/lib/intl';
import type { SharedProps } from '@/types/models';

export default function OrderPlaced() {
    const { orderId } = usePage<SharedProps & { orderId: string | null }>().props;
    const t = useT();
    return (
        <section className="status-page">
            <h1>{t('orderPlaced.title')}</h1>
            <p>{t('orderPlaced.text')}</p>
            {orderId && <p className="muted">{t('checkout.orderNumber', { id: orderId })}</p>}
            <LocalizedLink to="home" className="button button--primary">
                {t('orderPlaced.action')}
            </LocalizedLink>
        </section>
    );
}

OrderPlaced.layout = withCheckoutLayout;
