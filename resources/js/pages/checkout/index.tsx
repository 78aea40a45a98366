import { usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { withCheckoutLayout } from '@/layouts/checkout-layout';
import { useT } from '@/lib/intl';
import { formatMoney } from '@/lib/money';
import { useStores } from '@/stores';
import type { DictionaryItem, Region, SharedProps } from '@/types/models';

interface Props extends SharedProps {
    regions: Region[];
    paymentTypes: DictionaryItem[];
    orderTypes: DictionaryItem[];
}

const Checkout = observer(function Checkout() {
    const { orderTypes, paymentTypes, locale } = usePage<Props>().props;
    const { cart } = useStores();
    const t = useT();

    return (
        <>
            <h1>{t('checkout.title')}</h1>
            <section className="card">
                <h2>{t('checkout.orderType')}</h2>
                <ul className="chip-list">
                    {orderTypes.map((o) => (
                        <li key={o.code} className="chip">{o.name}</li>
                    ))}
                </ul>
                <h2>{t('checkout.payment')}</h2>
                <ul className="chip-list">
                    {paymentTypes.map((p) => (
                        <li key={p.code} className="chip">{p.name}</li>
                    ))}
                </ul>
                <p>
                    {t('cart.subtotal')}: <strong>{formatMoney(cart.sum, locale)}</strong>
                </p>
                <p className="muted">{t('checkout.soon')}</p>
            </section>
        </>
    );
});

export default Object.assign(Checkout, { layout: withCheckoutLayout });
