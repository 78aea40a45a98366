import { zodResolver } from '@hookform/resolvers/zod';
import { router, usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { Controller, useForm } from 'react-hook-form';
import { DatePicker } from '@/components/ui/date-picker';
import { Modal } from '@/components/ui/modal';
import { authEvent } from '@/lib/analytics';
import { updateProfile } from '@/lib/auth-api';
import { profileSchema, type ProfileForm } from '@/lib/auth-schemas';
import { API_DATE, latestBirthday } from '@/lib/dates';
import { useT, type MessageKey } from '@/lib/intl';
import { useStores } from '@/stores';

/** The profile modal after a sign-up: first name, surname, birthday (once), Continue. */
export const AuthProfileModal = observer(function AuthProfileModal() {
    const t = useT();
    const { locale, auth } = usePage().props;
    const { overlays, authFlow } = useStores();
    const profile = auth.profile;
    const form = useForm<ProfileForm>({
        resolver: zodResolver(profileSchema()),
        defaultValues: { name: profile?.name ?? '', surname: profile?.surname ?? '', birthday: profile?.birthday ?? null },
    });
    const { errors, isSubmitting } = form.formState;
    const message = (value: string | undefined) => (value ? (value.includes('.') && !value.includes(' ') ? t(value as MessageKey) : value) : undefined);

    const submit = form.handleSubmit(async (values) => {
        form.clearErrors();
        const result = await updateProfile(values, locale);
        if (result.ok) {
            void authEvent('sign_up', authFlow.phone || profile?.phone || '', 'success');
            overlays.close('authProfile');
            authFlow.reset();
            router.reload();
            return;
        }
        if (result.status === 422) {
            for (const field of ['name', 'surname', 'birthday'] as const) {
                const first = result.errors[field]?.[0];
                if (first) form.setError(field, { message: first });
            }
        }
    });

    return (
        <Modal name="authProfile" title={t('auth.profile.title')}>
            <form className="form" noValidate onSubmit={submit}>
                <p className="muted">{t('auth.profile.text')}</p>
                <label className="field">
                    <span className="field__label">{t('auth.profile.name')}</span>
                    <input autoComplete="given-name" maxLength={100} aria-invalid={errors.name ? true : undefined} {...form.register('name')} />
                    {errors.name && <span className="field__error" role="alert">{message(errors.name.message)}</span>}
                </label>
                <label className="field">
                    <span className="field__label">{t('auth.profile.surname')}</span>
                    <input autoComplete="family-name" maxLength={100} aria-invalid={errors.surname ? true : undefined} {...form.register('surname')} />
                    {errors.surname && <span className="field__error" role="alert">{message(errors.surname.message)}</span>}
                </label>
                <Controller
                    control={form.control}
                    name="birthday"
                    render={({ field }) => (
                        <DatePicker
                            label={t('auth.profile.birthday')}
                            value={field.value ? [field.value] : []}
                            onChange={(days) => field.onChange(days[0] ?? null)}
                            maxDate={latestBirthday().format(API_DATE)}
                            disabled={Boolean(profile?.birthday)}
                            error={message(errors.birthday?.message)}
                        />
                    )}
                />
                <button type="submit" className="button button--primary button--block" disabled={isSubmitting} aria-busy={isSubmitting}>
                    {isSubmitting ? t('common.loading') : t('auth.continue')}
                </button>
            </form>
        </Modal>
    );
});
