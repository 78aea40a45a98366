import { router, usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { authEvent } from '@/lib/analytics';
import { useAuthApi } from '@/lib/auth-api';
import { useT } from '@/lib/intl';
import { describeServerError } from '@/lib/server-error';
import { useStores } from '@/stores';

/** The code-entry modal: a numeric one-time-code field (paste fills it), a continue button, a resend link with a countdown. */
export const AuthCodeModal = observer(function AuthCodeModal() {
    const t = useT();
    const { locale, limits } = usePage().props;
    // The code length the server is configured with (shop.limits.otp_length), never a copy of it.
    const length = limits.otp_length;
    const { overlays, authFlow, favorites } = useStores();
    const { checkCode, requestCode } = useAuthApi(locale);
    const [code, setCode] = useState('');
    const [error, setError] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    const [now, setNow] = useState(Date.now());

    useEffect(() => {
        const timer = setInterval(() => setNow(Date.now()), 1000);
        return () => clearInterval(timer);
    }, []);

    const submit = async (value: string = code) => {
        if (!new RegExp(`^\\d{${length}}$`).test(value)) {
            setError(t('auth.code.length', { length }));
            return;
        }
        setBusy(true);
        setError(null);
        const result = await checkCode(authFlow.phone, value, favorites.ids.slice(0, limits.favorites_merge_max));
        setBusy(false);
        if (!result.ok) {
            const failure = describeServerError(result, t);
            setError(
                failure.fields.code ??
                    failure.fields.phone ??
                    (result.status === 404 || result.status === 422 ? t('auth.code.notFound') : failure.message),
            );
            void authEvent('login', authFlow.phone, 'failed', result.message || result.errors.code?.[0]);
            return;
        }
        if (result.data.profile.name) {
            void authEvent('login', authFlow.phone, 'success');
            overlays.close('authCode');
            authFlow.reset();
            router.reload();
        } else {
            overlays.replace('authCode', 'authProfile');
            router.reload({ only: ['auth'] });
        }
    };

    const resend = async () => {
        const result = await requestCode(authFlow.phone);
        if (result.ok) {
            authFlow.codeSent(authFlow.phone);
            setError(null);
        } else {
            const failure = describeServerError(result, t);
            setError(
                failure.fields.phone ??
                    (result.status === 422 || result.status === 200 ? t('auth.phone.invalid') : failure.message),
            );
        }
    };

    const wait = authFlow.secondsToResend(now);

    return (
        <Modal name="authCode" title={t('auth.code.title')}>
            <form
                className="form"
                noValidate
                onSubmit={(e) => {
                    e.preventDefault();
                    void submit();
                }}
            >
                <p className="muted">{t('auth.code.text', { phone: `+${authFlow.phone}` })}</p>
                <label className="field">
                    <span className="field__label">{t('auth.code.label')}</span>
                    <input
                        className="otp-input"
                        value={code}
                        inputMode="numeric"
                        autoComplete="one-time-code"
                        pattern="\d*"
                        maxLength={length}
                        aria-invalid={error ? true : undefined}
                        onChange={(e) => {
                            const digits = e.target.value.replace(/\D/g, '').slice(0, length);
                            setCode(digits);
                            if (digits.length === length) void submit(digits);
                        }}
                        onPaste={(e) => {
                            e.preventDefault();
                            const digits = e.clipboardData.getData('text').replace(/\D/g, '').slice(0, length);
                            setCode(digits);
                            if (digits.length === length) void submit(digits);
                        }}
                    />
                    {error && (
                        <span className="field__error" role="alert" data-testid="code-error">
                            {error}
                        </span>
                    )}
                </label>
                <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
                    {busy ? t('common.loading') : t('auth.continue')}
                </button>
                {wait > 0 ? (
                    <p className="muted">{t('auth.code.resendIn', { seconds: wait })}</p>
                ) : (
                    <button type="button" className="link-button" onClick={() => void resend()}>
                        {t('auth.code.resend')}
                    </button>
                )}
                <button
                    type="button"
                    className="link-button"
                    onClick={() => {
                        overlays.replace('authCode', 'authPhone');
                    }}
                >
                    {t('auth.code.changePhone')}
                </button>
            </form>
        </Modal>
    );
});
