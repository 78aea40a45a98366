import { withDefaultLayout } from '@/layouts/default-layout';
import { AccountNav } from '@/components/account-nav';
import { useT } from '@/lib/intl';

export default function AccountProfile() {
    const t = useT();
    return (
        <div className="account">
            <AccountNav />
            <section className="account__content">
                <h1>{t('account.profile')}</h1>
                <p className="muted">{t('account.profileText')}</p>
            </section>
        </div>
    );
}

AccountProfile.layout = withDefaultLayout;
