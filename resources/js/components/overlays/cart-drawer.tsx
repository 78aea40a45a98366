import { usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { Modal } from '@/components/ui/modal';
import { LocalizedLink } from '@/components/ui/localized-link';
import { useT } from '@/lib/intl';
import { formatMoney } from '@/lib/money';
import { useStores } from '@/stores';

export const CartDrawer = observer(function CartDrawer() {
    const { cart, overlays } = useStores();
    const { locale } = usePage().props;
    const t = useT();

    return (
        <Modal name="cart" title={t('cart.title')} variant="drawer-right">
            {cart.count === 0 ? (
                <p className="muted">{t('cart.empty')}</p>
            ) : (
                <div className="cart-summary">
                    <p>{t('cart.items', { count: cart.count })}</p>
                    <p className="cart-summary__sum" data-testid="cart-sum">
                        {t('cart.subtotal')}: <strong>{formatMoney(cart.sum, locale)}</strong>
                    </p>
                    <LocalizedLink to="checkout" className="button button--primary button--block" onClick={() => overlays.close('cart')}>
                        {t('cart.checkout')}
                    </LocalizedLink>
                </div>
            )}
        </Modal>
    );
});
