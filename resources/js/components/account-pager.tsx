import { LocalizedLink } from '@/components/ui/localized-link';
import { useT } from '@/lib/intl';
import type { StorefrontRouteName } from '@/lib/route';

interface Props {
    /** The page's route and the deferred prop a page change reloads (the rest of the page stays). */
    to: Extract<StorefrontRouteName, 'account.orders' | 'account.bonuses'>;
    prop: string;
    page: number;
    lastPage: number;
    /** What the list is, for the navigation's name ("Bonus history", "My orders"). */
    label: string;
}

/** "Newer · page N of M · older" under a paged account list (the bonus ledger, the orders); nothing for one page. */
export function AccountPager({ to, prop, page, lastPage, label }: Props) {
    const t = useT();
    if (lastPage <= 1) {
        return null;
    }
    const link = (target: number, text: string) => (
        <LocalizedLink
            to={to}
            params={{ page: target }}
            className="button button--small"
            only={[prop]}
            preserveState
            preserveScroll
        >
            {text}
        </LocalizedLink>
    );

    return (
        <nav className="pager" aria-label={label}>
            {page > 1 ? link(page - 1, t('pager.newer')) : <span />}
            <span className="muted">{t('pager.page', { page, pages: lastPage })}</span>
            {page < lastPage ? link(page + 1, t('pager.older')) : <span />}
        </nav>
    );
}
