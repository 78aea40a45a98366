import { router, usePage } from '@inertiajs/react';
import { useState } from 'react';
import { useJson } from '@/hooks/use-json';
import { useT } from '@/lib/intl';
import { formatMoney } from '@/lib/money';
import { localizedRoute } from '@/lib/route';
import { describeServerError } from '@/lib/server-error';
import { useStores } from '@/stores';
import type { SharedProps } from '@/types/models';

/** Save a JSON answer as a file the browser downloads. */
function saveJson(data: unknown, name: string): void {
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The profile's two rights over the customer's data: download a copy (JSON) and delete the account (with a fresh SMS code). */
/** "Keep my account": closes the deletion steps (both the warning and the code step offer it). */
function KeepButton({ onKeep, busy }: { onKeep: () => void; busy: boolean }) {
    const t = useT();
    return (
        <button type="button" className="button" onClick={onKeep} disabled={busy}>
            {t('privacy.keep')}
        </button>
    );
}

export function AccountPrivacy() {
    const { auth, locale, limits } = usePage<SharedProps>().props;
    const { authFlow } = useStores();
    const send = useJson();
    const t = useT();
    const [downloading, setDownloading] = useState(false);
    const [downloadError, setDownloadError] = useState<string | null>(null);
    const [step, setStep] = useState<'closed' | 'warning' | 'code'>('closed');
    const [code, setCode] = useState('');
    const [busy, setBusy] = useState(false);
    const [error, setError] = useState<string | null>(null);
    const balance = auth.profile?.bonus_balance ?? 0;

    const download = async () => {
        setDownloading(true);
        setDownloadError(null);
        const result = await send<unknown>('get', localizedRoute('account.data', undefined, locale));
        setDownloading(false);
        if (result.ok) {
            saveJson(result.data, `${t('privacy.fileName')}-${new Date().toISOString().slice(0, 10)}.json`);
            return;
        }
        if (result.status === 401) return router.reload();
        setDownloadError(describeServerError(result, t).message);
    };

    const requestCode = async () => {
        setBusy(true);
        setError(null);
        const result = await send('post', localizedRoute('account.delete.code', undefined, locale), {});
        setBusy(false);
        if (result.ok) {
            setCode('');
            setStep('code');
            return;
        }
        if (result.status === 401) return router.reload();
        setError(describeServerError(result, t).message);
    };

    const destroy = async () => {
        setBusy(true);
        setError(null);
        const result = await send('post', localizedRoute('account.delete', undefined, locale), { code });
        if (result.ok) {
            authFlow.reset();
            // Home says the account is gone (components/flash-notice.tsx).
            router.visit(localizedRoute('home', undefined, locale), {
                onSuccess: () => router.flash('notice', 'accountDeleted'),
            });
            return;
        }
        setBusy(false);
        if (result.status === 401) return router.reload();
        const failure = describeServerError(result, t);
        setError(failure.fields.account ?? failure.fields.code ?? failure.message);
    };

    return (
        <section className="privacy card" aria-labelledby="privacy-title">
            <h2 id="privacy-title">{t('privacy.title')}</h2>
            <div className="privacy__block">
                <p className="muted">{t('privacy.downloadHint')}</p>
                <button
                    type="button"
                    className="button"
                    onClick={() => void download()}
                    disabled={downloading}
                    aria-busy={downloading}
                    data-testid="download-data"
                >
                    {downloading ? t('common.loading') : t('privacy.download')}
                </button>
                {downloadError && (
                    <p className="notice notice--error" role="alert">
                        {downloadError}
                    </p>
                )}
            </div>
            <div className="privacy__block">
                {step === 'closed' ? (
                    <button
                        type="button"
                        className="button button--danger"
                        onClick={() => setStep('warning')}
                        data-testid="delete-account"
                    >
                        {t('privacy.delete')}
                    </button>
                ) : (
                    <div className="privacy__delete" role="group" aria-labelledby="privacy-delete-title">
                        <h3 id="privacy-delete-title">{t('privacy.deleteTitle')}</h3>
                        <p>{t('privacy.deleteWarning')}</p>
                        <p className={balance > 0 ? 'notice notice--error' : 'muted'} data-testid="bonus-forfeit">
                            {balance > 0
                                ? t('privacy.bonusesForfeited', { amount: formatMoney(balance, locale) })
                                : t('privacy.noBonuses')}
                        </p>
                        {step === 'warning' ? (
                            <div className="privacy__actions">
                                <button
                                    type="button"
                                    className="button button--danger"
                                    onClick={() => void requestCode()}
                                    disabled={busy}
                                    aria-busy={busy}
                                    data-testid="delete-send-code"
                                >
                                    {busy ? t('common.loading') : t('privacy.sendCode')}
                                </button>
                                <KeepButton onKeep={() => setStep('closed')} busy={busy} />
                            </div>
                        ) : (
                            <form
                                className="privacy__actions"
                                noValidate
                                onSubmit={(e) => {
                                    e.preventDefault();
                                    void destroy();
                                }}
                            >
                                <label className="field">
                                    <span className="field__label">{t('privacy.codeLabel')}</span>
                                    <input
                                        className="otp-input"
                                        value={code}
                                        inputMode="numeric"
                                        autoComplete="one-time-code"
                                        maxLength={limits.otp_length}
                                        aria-invalid={error ? true : undefined}
                                        aria-describedby={error ? 'delete-error' : undefined}
                                        data-testid="delete-code"
                                        onChange={(e) =>
                                            setCode(e.target.value.replace(/\D/g, '').slice(0, limits.otp_length))
                                        }
                                    />
                                </label>
                                {/* Right under the field (a phone shows it with the field, not below the buttons). */}
                                {error && (
                                    <p
                                        className="notice notice--error privacy__error"
                                        role="alert"
                                        id="delete-error"
                                        data-testid="delete-error"
                                    >
                                        {error}
                                    </p>
                                )}
                                <button
                                    type="submit"
                                    className="button button--danger"
                                    disabled={busy || code.length !== limits.otp_length}
                                    aria-busy={busy}
                                    data-testid="delete-confirm"
                                >
                                    {busy ? t('common.loading') : t('privacy.confirmDelete')}
                                </button>
                                <KeepButton onKeep={() => setStep('closed')} busy={busy} />
                            </form>
                        )}
                        {error && step === 'warning' && (
                            <p className="notice notice--error" role="alert" data-testid="delete-error">
                                {error}
                            </p>
                        )}
                    </div>
                )}
            </div>
        </section>
    );
}
