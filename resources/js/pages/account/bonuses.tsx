import { Deferred, usePage } from '@inertiajs/react';
import { AccountLoading } from '@/components/account-loading';
import { AccountNav } from '@/components/account-nav';
import { AccountPager } from '@/components/account-pager';
import { day } from '@/lib/dates';
import { reasonKey, signedMoney } from '@/lib/account';
import { useT } from '@/lib/intl';
import { formatMoney } from '@/lib/money';
import type { BonusPage, Locale, SharedProps } from '@/types/models';

interface Props extends SharedProps {
    /** Deferred: loaded right after the page renders (the ledger grows with the customer's history). */
    bonuses?: BonusPage;
    rules: { accrual_percent: number; max_share_percent: number; referral_reward: number };
}

/** The balance and the ledger (paged), and how bonuses are earned and spent. */
export default function AccountBonuses() {
    const { bonuses, rules, locale } = usePage<Props>().props;
    const t = useT();

    return (
        <div className="account">
            <AccountNav />
            <section className="account__content">
                <h1>{t('account.bonuses')}</h1>
                <div className="card bonus-balance">
                    <p className="bonus-balance__label">{t('bonuses.balance')}</p>
                    <Deferred data="bonuses" fallback={<AccountLoading rows={1} />}>
                        {() => (
                            <p className="bonus-balance__value" data-testid="bonus-balance">
                                {formatMoney(bonuses?.balance ?? 0, locale)}
                            </p>
                        )}
                    </Deferred>
                    <p className="muted">{t('bonuses.balanceHint')}</p>
                </div>

                <div className="bonus-rules">
                    <section className="card">
                        <h2>{t('bonuses.howEarn')}</h2>
                        <ul>
                            {rules.accrual_percent > 0 && (
                                <li>{t('bonuses.earnOrder', { percent: rules.accrual_percent })}</li>
                            )}
                            {rules.referral_reward > 0 && (
                                <li>
                                    {t('bonuses.earnReferral', { amount: formatMoney(rules.referral_reward, locale) })}
                                </li>
                            )}
                        </ul>
                    </section>
                    <section className="card">
                        <h2>{t('bonuses.howSpend')}</h2>
                        <ul>
                            {rules.max_share_percent > 0 && (
                                <li>{t('bonuses.spend', { percent: rules.max_share_percent })}</li>
                            )}
                            <li>{t('bonuses.spendCancel')}</li>
                        </ul>
                    </section>
                </div>

                <h2>{t('bonuses.history')}</h2>
                <Deferred data="bonuses" fallback={<AccountLoading />}>
                    {() => bonuses && <Ledger bonuses={bonuses} locale={locale} />}
                </Deferred>
            </section>
        </div>
    );
}

/** The ledger page and the pager; a page change reloads only the ledger. */
function Ledger({ bonuses, locale }: { bonuses: BonusPage; locale: Locale }) {
    const t = useT();

    return (
        <>
            {bonuses.items.length === 0 ? (
                <p className="muted">{t('bonuses.empty')}</p>
            ) : (
                <div className="table-wrap">
                    <table className="table" data-testid="bonus-ledger">
                        <caption className="visually-hidden">{t('bonuses.caption')}</caption>
                        <thead>
                            <tr>
                                <th scope="col">{t('bonuses.date')}</th>
                                <th scope="col">{t('bonuses.operation')}</th>
                                <th scope="col" className="table__num">
                                    {t('bonuses.amount')}
                                </th>
                            </tr>
                        </thead>
                        <tbody>
                            {bonuses.items.map((item) => (
                                <tr key={item.id}>
                                    <td>
                                        <time dateTime={item.created_at}>
                                            {day(item.created_at, locale).format('DD.MM.YYYY')}
                                        </time>
                                    </td>
                                    <td>{t(reasonKey(item.reason))}</td>
                                    <td
                                        className={
                                            item.amount < 0 ? 'table__num amount--spent' : 'table__num amount--earned'
                                        }
                                    >
                                        {signedMoney(item.amount, locale)}
                                    </td>
                                </tr>
                            ))}
                        </tbody>
                    </table>
                </div>
            )}
            <AccountPager
                to="account.bonuses"
                prop="bonuses"
                page={bonuses.page}
                lastPage={bonuses.last_page}
                label={t('bonuses.history')}
            />
        </>
    );
}
