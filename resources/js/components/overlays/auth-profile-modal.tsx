import { zodResolver } from '@hookform/resolvers/zod';
import { router, usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { BirthdayField, NameFields, showServerErrors } from '@/components/profile-fields';
import { Modal } from '@/components/ui/modal';
import { authEvent } from '@/lib/analytics';
import { updateProfile } from '@/lib/auth-api';
import { profileSchema, type ProfileForm } from '@/lib/auth-schemas';
import { useT } from '@/lib/intl';
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
    const { isSubmitting } = form.formState;

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
            showServerErrors(form, result.errors);
        }
    });

    return (
        <Modal name="authProfile" title={t('auth.profile.title')}>
            <form className="form" noValidate onSubmit={submit}>
                <p className="muted">{t('auth.profile.text')}</p>
                <NameFields form={form} />
                <BirthdayField form={form} disabled={Boolean(profile?.birthday)} />
                <button type="submit" className="button button--primary button--block" disabled={isSubmitting} aria-busy={isSubmitting}>
                    {isSubmitting ? t('common.loading') : t('auth.continue')}
                </button>
            </form>
        </Modal>
    );
});
