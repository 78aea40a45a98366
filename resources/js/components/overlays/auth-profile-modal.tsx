import { router, usePage } from '@inertiajs/react';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { BirthdayField, NameFields, showServerErrors } from '@/components/profile-fields';
import { FormFooter } from '@/components/ui/form-footer';
import { Modal } from '@/components/ui/modal';
import { authEvent } from '@/lib/analytics';
import { useAuthApi } from '@/lib/auth-api';
import { profileResolver, type ProfileForm } from '@/lib/auth-schemas';
import { useT } from '@/lib/intl';
import { describeServerError } from '@/lib/server-error';
import { useStores } from '@/stores';

/** The profile modal after a sign-up: first name, surname, birthday (once), Continue. */
export const AuthProfileModal = observer(function AuthProfileModal() {
    const t = useT();
    const { locale, auth, limits } = usePage().props;
    const { overlays, authFlow } = useStores();
    const { updateProfile } = useAuthApi(locale);
    const profile = auth.profile;
    const form = useForm<ProfileForm>({
        resolver: profileResolver(limits),
        defaultValues: {
            name: profile?.name ?? '',
            surname: profile?.surname ?? '',
            birthday: profile?.birthday ?? null,
        },
    });
    const { isSubmitting, errors } = form.formState;

    const submit = form.handleSubmit(async (values) => {
        form.clearErrors();
        const result = await updateProfile(values);
        if (result.ok) {
            void authEvent('sign_up', authFlow.phone || profile?.phone || '', 'success');
            overlays.close('authProfile');
            authFlow.reset();
            router.reload();
            return;
        }
        const error = describeServerError(result, t);
        if (Object.keys(error.fields).length > 0) showServerErrors(form, error.fields);
        else form.setError('root.server', { message: error.message });
    });

    return (
        <Modal name="authProfile" title={t('auth.profile.title')}>
            <form className="form" noValidate onSubmit={submit}>
                <p className="muted">{t('auth.profile.text')}</p>
                <NameFields form={form} />
                <BirthdayField form={form} disabled={Boolean(profile?.birthday)} />
                <FormFooter
                    error={errors.root?.server?.message}
                    busy={isSubmitting}
                    label={t('auth.continue')}
                    busyLabel={t('common.loading')}
                    block
                />
            </form>
        </Modal>
    );
});
