import { usePage } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { ActionBar, TextField, Toggle, useStaffForm } from '@/components/staff/form-kit';
import { useStaffT } from '@/components/staff/intl';
import type { StaffSharedProps } from '@/components/staff/types';

/**
 * Staff sign-in: email and password, "remember this device". An Inertia form: a wrong pair, or too many attempts
 * (with the wait), comes back as the email field's message; the right one goes on to the board.
 */
export default function StaffLogin() {
    const { urls } = usePage<StaffSharedProps>().props;
    const t = useStaffT();
    const { form, bind } = useStaffForm({ email: '', password: '', remember: false });

    const submit = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        form.post(urls.loginStore ?? '', { onError: () => form.reset('password') });
    };

    return (
        <section className="staff-login staff-card">
            <h1>{t('login.title')}</h1>
            <form className="staff-form" onSubmit={submit} noValidate>
                <TextField label={t('login.email')} type="email" autoComplete="username" max={255} {...bind('email')} />
                <TextField
                    label={t('login.password')}
                    type="password"
                    autoComplete="current-password"
                    max={200}
                    {...bind('password')}
                />
                <Toggle label={t('login.remember')} {...bind('remember')} />
                <ActionBar busy={form.processing} label={t('login.submit')} />
            </form>
        </section>
    );
}
