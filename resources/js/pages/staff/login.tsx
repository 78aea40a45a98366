import type { FormEvent } from 'react';
import { useStaffForm } from '@/staff/forms';
import { TextField, Toggle } from '@/components/staff/fields';
import { ActionBar } from '@/components/staff/page-parts';
import { useStaffT } from '@/staff/intl';
import { useStaffRoute } from '@/staff/route';

/**
 * Staff sign-in: email and password, "remember this device". An Inertia form: a wrong pair, or too many attempts
 * (with the wait), comes back as the email field's message; the right one goes on to the board.
 */
export default function StaffLogin() {
    const route = useStaffRoute();
    const t = useStaffT();
    const { form, bind } = useStaffForm({ email: '', password: '', remember: false });

    const submit = (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        form.post(route('login.store'), { onError: () => form.reset('password') });
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
