import { zodResolver } from '@hookform/resolvers/zod';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/intl';
import { phoneDigits, requestCode } from '@/lib/auth-api';
import { useStores } from '@/stores';

export const PHONE_MAX_DIGITS = 15;

/** Plus sign allowed, up to 15 digits; spaces, dashes and brackets are formatting. */
export const phoneSchema = z.object({
    phone: z
        .string()
        .trim()
        .regex(/^\+?[\d\s\-()]*$/, 'auth.phone.invalid')
        .refine((value) => {
            const digits = phoneDigits(value).length;
            return digits >= 9 && digits <= PHONE_MAX_DIGITS;
        }, 'auth.phone.invalid'),
});

type PhoneForm = z.infer<typeof phoneSchema>;

/** The phone-entry modal: title, text, a labelled phone field and a continue button with a loading state. */
export const AuthPhoneModal = observer(function AuthPhoneModal() {
    const t = useT();
    const { overlays } = useStores();
    const form = useForm<PhoneForm>({ resolver: zodResolver(phoneSchema), defaultValues: { phone: '' } });
    const { errors, isSubmitting } = form.formState;

    const submit = form.handleSubmit(async ({ phone }) => {
        const ok = await requestCode(phoneDigits(phone));
        if (ok) {
            overlays.replace('authPhone', 'authCode');
        } else {
            form.setError('phone', { message: 'auth.phone.invalid' });
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
                            {t(errors.phone.message as 'auth.phone.invalid')}
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
