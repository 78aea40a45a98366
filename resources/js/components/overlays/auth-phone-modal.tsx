import { zodResolver } from '@hookform/resolvers/zod';
import { usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { Modal } from '@/components/ui/modal';
import { phoneDigits, requestCode } from '@/lib/auth-api';
import { phoneSchema, type PhoneForm } from '@/lib/auth-schemas';
import { useT } from '@/lib/intl';
import { useStores } from '@/stores';

/** The phone-entry modal: title, text, a labelled phone field and a continue button with a loading state. */
export const AuthPhoneModal = observer(function AuthPhoneModal() {
    const t = useT();
    const { locale } = usePage().props;
    const { overlays, authFlow } = useStores();
    const form = useForm<PhoneForm>({ resolver: zodResolver(phoneSchema), defaultValues: { phone: authFlow.phone ? `+${authFlow.phone}` : '' } });
    const { errors, isSubmitting } = form.formState;

    const submit = form.handleSubmit(async ({ phone }) => {
        const digits = phoneDigits(phone);
        const result = await requestCode(digits, locale);
        if (result.ok) {
            authFlow.codeSent(digits);
            overlays.replace('authPhone', 'authCode');
        } else {
            // The server's own words where it gave them (e.g. a country codes are not sent to), else the generic hint.
            const message = result.status === 429 ? t('auth.tooMany', { seconds: result.retryAfter ?? 60 }) : result.errors.phone?.[0];
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
                <button type="submit" className="button button--primary button--block" disabled={isSubmitting} aria-busy={isSubmitting}>
                    {isSubmitting ? t('common.loading') : t('auth.continue')}
                </button>
            </form>
        </Modal>
    );
});
