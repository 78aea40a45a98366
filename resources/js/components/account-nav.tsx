import { LocalizedLink } from '@/components/ui/localized-link';
import { useT } from '@/lib/intl';

const ITEMS = [
    { route: 'account.orders', label: 'account.orders' },
    { route: 'account.bonuses', label: 'account.bonuses' },
    { route: 'account.favorites', label: 'account.favorites' },
    { route: 'account.profile', label: 'account.profile' },
    { route: 'account.referral', label: 'account.referral' },
] as const;

export function AccountNav() {
    const t = useT();
    return (
        <nav className="account__nav" aria-label={t('nav.account')}>
            {ITEMS.map((item) => (
                <LocalizedLink key={item.route} to={item.route}>
                    {t(item.label)}
                </LocalizedLink>
            ))}
        </nav>
    );
}
