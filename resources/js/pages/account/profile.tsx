import { router, usePage } from '@inertiajs/react';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AccountNav } from '@/components/account-nav';
import { AccountPrivacy } from '@/components/account-privacy';
import { BirthdayField, NameFields, showServerErrors } from '@/components/profile-fields';
import { displayPhone } from '@/lib/account';
import { useAuthApi } from '@/lib/auth-api';
import type { ProfileForm } from '@/lib/auth-schemas';
import { formatProfileDate } from '@/lib/dates';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useT } from '@/lib/intl';
import { localizedRoute } from '@/lib/route';
import { describeServerError } from '@/lib/server-error';
import { useStores } from '@/stores';
import type { SharedProps } from '@/types/models';

/** Name and surname, the birthday once (then shown read-only), the phone read-only, logout, sign-out on every device,
 *  and the customer's data: download a copy, delete the account. */
export default function AccountProfile() {
    const { auth, locale, limits } = usePage<SharedProps>().props;
    const { authFlow } = useStores();
    const { logout, logoutEverywhere, updateProfile } = useAuthApi(locale);
    const t = useT();
    const profile = auth.profile;
    const [status, setStatus] = useState<{ saved: boolean; text: string } | null>(null);
    const [leaving, setLeaving] = useState(false);
    const [leaveFailed, setLeaveFailed] = useState(false);
    // The rules (zod) are a chunk of their own, fetched once the page is up (or at the first check, which waits for it).
    const resolver = useMemo(
        () => lazyResolver(() => import('@/lib/auth-schemas').then((m) => m.profileResolver(limits))),
        [limits],
    );
    useEffect(() => void resolver.preload().catch(() => undefined), [resolver]);
    const form = useForm<ProfileForm>({
        resolver,
        defaultValues: {
            name: profile?.name ?? '',
            surname: profile?.surname ?? '',
            birthday: profile?.birthday ?? null,
        },
    });
    const { isSubmitting } = form.formState;
    const birthdaySet = Boolean(profile?.birthday);

    const submit = form.handleSubmit(async (values) => {
        form.clearErrors();
        setStatus(null);
        const result = await updateProfile({
            ...values,
            birthday: birthdaySet ? (profile?.birthday ?? null) : values.birthday,
        });
        if (result.ok) {
            setStatus({ saved: true, text: t('profile.saved') });
            router.reload({ only: ['auth'] });
            return;
        }
        if (result.status === 401) {
            router.reload();
            return;
        }
        const error = describeServerError(result, t);
        if (Object.keys(error.fields).length > 0) {
            showServerErrors(form, error.fields);
            return;
        }
        setStatus({
            saved: false,
            text: result.status >= 500 || result.status === 0 ? t('profile.failed') : error.message,
        });
    });

    const signOut = async () => {
        setLeaving(true);
        await logout();
        authFlow.reset();
        router.visit(localizedRoute('home', undefined, locale));
    };

    // Every device loses its sign-in; a refusal other than "already signed out" (401) keeps the customer here.
    const signOutEverywhere = async () => {
        setLeaving(true);
        setLeaveFailed(false);
        const result = await logoutEverywhere();
        if (!result.ok && result.status !== 401) {
            setLeaving(false);
            setLeaveFailed(true);
            return;
        }
        authFlow.reset();
        router.visit(localizedRoute('home', undefined, locale));
    };

    return (
        <div className="account">
            <AccountNav />
            <section className="account__content">
                <h1>{t('account.profile')}</h1>
                <form className="form card profile-form" noValidate onSubmit={submit}>
                    <NameFields form={form} />
                    {birthdaySet ? (
                        <div className="field">
                            <span className="field__label">{t('auth.profile.birthday')}</span>
                            <output className="field__static" data-testid="profile-birthday">
                                {formatProfileDate(profile?.birthday ?? null)}
                            </output>
                            <span className="muted">{t('profile.birthdayOnce')}</span>
                        </div>
                    ) : (
                        <BirthdayField form={form} />
                    )}
                    <div className="field">
                        <span className="field__label">{t('profile.phone')}</span>
                        <output className="field__static" data-testid="profile-phone">
                            {displayPhone(profile?.phone ?? '')}
                        </output>
                        <span className="muted">{t('profile.phoneHint')}</span>
                    </div>
                    <div className="form__actions">
                        <button
                            type="submit"
                            className="button button--primary"
                            disabled={isSubmitting}
                            aria-busy={isSubmitting}
                        >
                            {isSubmitting ? t('common.loading') : t('profile.save')}
                        </button>
                        {status && (
                            <span className={status.saved ? 'notice notice--ok' : 'notice notice--error'} role="status">
                                {status.text}
                            </span>
                        )}
                    </div>
                </form>
                <div className="profile-logout">
                    <button
                        type="button"
                        className="button"
                        onClick={() => void signOut()}
                        disabled={leaving}
                        aria-busy={leaving}
                    >
                        {t('profile.logout')}
                    </button>
                    <button
                        type="button"
                        className="button"
                        onClick={() => void signOutEverywhere()}
                        disabled={leaving}
                        aria-busy={leaving}
                        data-testid="logout-everywhere"
                    >
                        {t('profile.logoutEverywhere')}
                    </button>
                    <p className="muted">{t('profile.logoutEverywhereHint')}</p>
                    {leaveFailed && (
                        <p className="notice notice--error" role="alert">
                            {t('profile.logoutEverywhereFailed')}
                        </p>
                    )}
                </div>
                <AccountPrivacy />
            </section>
        </div>
    );
}
