import { usePage } from '@inertiajs/react';
import { useState } from 'react';
import { AccountNav } from '@/components/account-nav';
import { useHydrated } from '@/hooks/use-hydrated';
import { day } from '@/lib/dates';
import { useT } from '@/lib/intl';
import { formatMoney } from '@/lib/money';
import type { Referral, SharedProps } from '@/types/models';

interface Props extends SharedProps {
    referral: Referral;
}

/** The personal code and link (?referral=CODE), copy and share buttons, friends who joined and the rewards. */
export default function AccountReferral() {
    const { referral, locale, limits } = usePage<Props>().props;
    const t = useT();
    const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
    // navigator exists only in the browser: the share button appears after hydration where the Web Share API does.
    const canShare = useHydrated() && typeof navigator.share === 'function';

    const copy = async () => {
        try {
            await navigator.clipboard.writeText(referral.link);
            setCopied('ok');
        } catch {
            setCopied('failed');
        }
    };

    const share = async () => {
        try {
            await navigator.share({
                title: limits.brand_name,
                text: t('referral.shareText', { brand: limits.brand_name }),
                url: referral.link,
            });
        } catch {
            // Cancelled by the customer, or not allowed: nothing to do.
        }
    };

    return (
        <div className="account">
            <AccountNav />
            <section className="account__content">
                <h1>{t('account.referral')}</h1>
                <p>{t('referral.text', { amount: formatMoney(referral.reward, locale) })}</p>

                <div className="card referral-card">
                    <p className="referral-card__label">{t('referral.code')}</p>
                    <p className="referral-card__code" data-testid="referral-code">
                        {referral.code}
                    </p>
                    <label className="field">
                        <span className="field__label">{t('referral.link')}</span>
                        <input
                            readOnly
                            value={referral.link}
                            onFocus={(e) => e.currentTarget.select()}
                            data-testid="referral-link"
                        />
                    </label>
                    <div className="form__actions">
                        <button type="button" className="button button--primary" onClick={() => void copy()}>
                            {t('referral.copy')}
                        </button>
                        {canShare && (
                            <button type="button" className="button" onClick={() => void share()}>
                                {t('referral.share')}
                            </button>
                        )}
                        {copied && (
                            <span
                                className={copied === 'ok' ? 'notice notice--ok' : 'notice notice--error'}
                                role="status"
                            >
                                {t(copied === 'ok' ? 'referral.copied' : 'referral.copyFailed')}
                            </span>
                        )}
                    </div>
                </div>

                <div className="card referral-rewards">
                    <p className="referral-card__label">{t('referral.rewards')}</p>
                    <p className="referral-card__code" data-testid="referral-rewards">
                        {formatMoney(referral.rewards_total, locale)}
                    </p>
                </div>

                <h2>{t('referral.friends')}</h2>
                {referral.friends.length === 0 ? (
                    <p className="muted">{t('referral.noFriends')}</p>
                ) : (
                    <ul className="friend-list">
                        {referral.friends.map((friend, index) => (
                            <li key={`${friend.joined_at}-${index}`} className="friend-list__item">
                                <strong>{friend.name ?? t('referral.friend')}</strong>
                                <span className="muted">
                                    {t('referral.joined', { date: day(friend.joined_at, locale).format('DD.MM.YYYY') })}
                                </span>
                                <span className={friend.ordered ? 'badge badge--ok' : 'badge badge--muted'}>
                                    {t(friend.ordered ? 'referral.ordered' : 'referral.waiting')}
                                </span>
                            </li>
                        ))}
                    </ul>
                )}
            </section>
        </div>
    );
}
