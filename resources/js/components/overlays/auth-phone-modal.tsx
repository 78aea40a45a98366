import { zodResolver } from '@hookform/resolvers/zod';
import { usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { Modal } from '@/components/ui/modal';
import { phoneDigits, useAuthApi } from '@/lib/auth-api';
import { phoneSchema, type PhoneForm } from '@/lib/auth-schemas';
import { useT } from '@/lib/intl';
import { describeServerError } from '@/lib/server-error';
import { useStores } from '@/stores';
import { normalisePhone } from '@/lib/phone';

/** The phone-entry modal: title, text, a labelled phone field and a continue button with a loading state. */
export const AuthPhoneModal = observer(function AuthPhoneModal() {
    const t = useT();
    const { locale, limits } = usePage().props;
    const { overlays, authFlow } = useStores();
    const { requestCode } = useAuthApi(locale);
    const form = useForm<PhoneForm>({
        resolver: zodResolver(phoneSchema(limits)),
        defaultValues: { phone: authFlow.phone ? `+${authFlow.phone}` : '' },
    });
    const { errors, isSubmitting } = form.formState;

    const submit = form.handleSubmit(async ({ phone }) => {
        // Sent and remembered as the server keeps it: E.164 digits (0501234567 → 380501234567).
        const digits = normalisePhone(phone, limits) ?? phoneDigits(phone);
        const result = await requestCode(digits);
        if (result.ok) {
            authFlow.codeSent(digits);
            overlays.replace('authPhone', 'authCode');
        } else {
            // The server's own words where it gave them (e.g. a country codes are not sent to), a refusal without them the generic hint.
            const error = describeServerError(result, t);
            const message =
                error.fields.phone ?? (result.status === 422 || result.status === 200 ? undefined : error.message);
            form.setError('phone', message ? { type: 'server', message } : { message: 'auth.phone.invalid' });
        }
    });

    return (
        <Modal name="authPhone" title={t('auth.phone.title')}>
            <form onSubmit={submit} noValidate className="form">
                <p className="muted">{t('auth.phone.text')}</p>
                <label className="field">
                    <span className="field__label">{t('auth.phone.label')}</span>
                    <input
                        type="tel"
                        inputMode="tel"
                        autoComplete="tel"
                        placeholder="+000 000-00-00"
                        maxLength={22}
                        aria-invalid={errors.phone ? true : undefined}
                        {...form.register('phone', {
                            onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
                                const cleaned = e.target.value.replace(/[^\d+\s\-()]/g, '').replace(/(?!^)\+/g, '');
                                if (cleaned !== e.target.value) e.target.value = cleaned;
                            },
                        })}
                    />
                    {errors.phone?.message && (
                        <span className="field__error" role="alert">
                            {errors.phone.type === 'server' ? errors.phone.message : t('auth.phone.invalid')}
                        </span>
                    )}
                </label>
                <button
                    type="submit"
                    className="button button--primary button--block"
                    disabled={isSubmitting}
                    aria-busy={isSubmitting}
                >
                    {isSubmitting ? t('common.loading') : t('auth.continue')}
                </button>
            </form>
        </Modal>
    );
});
