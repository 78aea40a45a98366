import { withDefaultLayout } from '@/layouts/default-layout';
import { AccountNav } from '@/components/account-nav';
import { useT } from '@/lib/intl';

export default function AccountBonuses() {
    const t = useT();
    return (
        <div className="account">
            <AccountNav />
            <section className="account__content">
                <h1>{t('account.bonuses')}</h1>
                <p className="muted">{t('account.bonusesText')}</p>
            </section>
        </div>
    );
}

AccountBonuses.layout = withDefaultLayout;
