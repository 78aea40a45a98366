import { SectionCard } from '@/components/staff/page-parts';
import { formatMoney, formatShopTime } from '@/staff/format';
import { useStaffT } from '@/staff/intl';
import type { StaffReceipt } from '@/types/generated';
import type { Locale } from '@/types/models';

/** The order's fiscal receipts (docs/fiscal.md): sales and returns with their number, link and state; or that none are issued. */
export function FiscalReceipts({
    receipts,
    off,
    locale,
    timeZone,
}: {
    receipts: StaffReceipt[];
    off: boolean;
    locale: Locale;
    timeZone: string;
}) {
    const t = useStaffT();
    return (
        <SectionCard title={t('fiscal.title')} id="order-fiscal">
            {off && <p className="staff-muted">{t('fiscal.off')}</p>}
            {!off && receipts.length === 0 && <p className="staff-muted">{t('fiscal.none')}</p>}
            {receipts.length > 0 && (
                <ul className="staff-history" data-testid="fiscal-receipts">
                    {receipts.map((r) => (
                        <li key={r.id} data-testid={`fiscal-receipt-${r.kind}`}>
                            <time dateTime={r.at}>{formatShopTime(r.at, locale, true, timeZone)}</time>
                            <strong>{t(r.kind === 'return' ? 'fiscal.return' : 'fiscal.sell')}</strong>
                            {r.number && (
                                <>
                                    {' '}
                                    ·{' '}
                                    <span data-testid="fiscal-number">{t('fiscal.number', { number: r.number })}</span>
                                </>
                            )}
                            {' · '}
                            {formatMoney(r.total, locale)} ·{' '}
                            {r.payment === 'CASH' ? t('fiscal.cash') : t('fiscal.card')}
                            {' · '}
                            {t(`fiscal.status.${r.status}`)}
                            {r.fiscal_code && ` · ${t('fiscal.code', { code: r.fiscal_code })}`}
                            {!r.fiscal && ` · ${t('fiscal.sandbox')}`}
                            {r.offline && ` · ${t('fiscal.offline')}`}
                            {r.url && (
                                <>
                                    {' · '}
                                    <a className="staff-link" href={r.url} target="_blank" rel="noopener noreferrer">
                                        {t('fiscal.open')}
                                    </a>
                                </>
                            )}
                            {r.status !== 'done' && r.error && <p className="staff-muted">{r.error}</p>}
                        </li>
                    ))}
                </ul>
            )}
        </SectionCard>
    );
}
