import { useT } from '@/lib/intl';

/** The placeholder of an account list while its deferred data loads (announced as busy to screen readers). */
export function AccountLoading({ rows = 3 }: { rows?: number }) {
    const t = useT();

    return (
        <div className="skeleton-list" aria-busy="true" data-testid="account-loading">
            <span className="visually-hidden">{t('common.loading')}</span>
            {Array.from({ length: rows }, (_, index) => (
                <span key={index} className="skeleton skeleton--text" />
            ))}
        </div>
    );
}
