import { withDefaultLayout } from '@/layouts/default-layout';
import { AccountNav } from '@/components/account-nav';
import { useT } from '@/lib/intl';

export default function AccountFavorites() {
    const t = useT();
    return (
        <div className="account">
            <AccountNav />
            <section className="account__content">
                <h1>{t('account.favorites')}</h1>
                <p className="muted">{t('favorites.empty')}</p>
            </section>
        </div>
    );
}

AccountFavorites.layout = withDefaultLayout;
