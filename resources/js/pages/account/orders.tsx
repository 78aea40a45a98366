import { withDefaultLayout } from '@/layouts/default-layout';
import { AccountNav } from '@/components/account-nav';
import { useT } from '@/lib/intl';

export default function AccountOrders() {
    const t = useT();
    return (
        <div className="account">
            <AccountNav />
            <section className="account__content">
                <h1>{t('account.orders')}</h1>
                <p className="muted">{t('account.ordersEmpty')}</p>
            </section>
        </div>
    );
}

AccountOrders.layout = withDefaultLayout;
