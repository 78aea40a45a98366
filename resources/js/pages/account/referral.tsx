import { withDefaultLayout } from '@/layouts/default-layout';
import { AccountNav } from '@/components/account-nav';
import { useT } from '@/lib/intl';

export default function AccountReferral() {
    const t = useT();
    return (
        <div className="account">
            <AccountNav />
            <section className="account__content">
                <h1>{t('account.referral')}</h1>
                <p className="muted">{t('account.referralText')}</p>
            </section>
        </div>
    );
}

AccountReferral.layout = withDefaultLayout;
