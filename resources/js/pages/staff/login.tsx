import { usePage } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { failureMessage, useStaffPost } from '@/components/staff/api';
import { useStaffT } from '@/components/staff/intl';
import type { StaffSharedProps } from '@/components/staff/types';

/** Staff sign-in: email and password, "remember this device"; errors under the field, throttling with its wait. */
export default function StaffLogin() {
    const { urls } = usePage<StaffSharedProps>().props;
    const t = useStaffT();
    const post = useStaffPost();
    const [error, setError] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);

    const submit = async (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        setBusy(true);
        setError(null);
        const result = await post<{ redirect: string }>(urls.loginStore ?? '', {
            email: form.get('email'),
            password: form.get('password'),
            remember: form.get('remember') === 'on',
        });
        if (result.ok) {
            window.location.assign(result.data.redirect);
            return;
        }
        setBusy(false);
        setError(failureMessage(result, t));
    };

    return (
        <section className="staff-login staff-card">
            <h1>{t('login.title')}</h1>
            <form className="staff-form" onSubmit={(e) => void submit(e)} noValidate>
                <label>
                    {t('login.email')}
                    <input type="email" name="email" autoComplete="username" required aria-invalid={error ? true : undefined} aria-describedby={error ? 'login-error' : undefined} />
                </label>
                <label>
                    {t('login.password')}
                    <input type="password" name="password" autoComplete="current-password" required />
                </label>
                <label className="staff-check">
                    <input type="checkbox" name="remember" />
                    {t('login.remember')}
                </label>
                <div aria-live="polite">
                    {error && (
                        <p id="login-error" className="staff-notice staff-notice--error" role="alert">
                            {error}
                        </p>
                    )}
                </div>
                <button type="submit" className="staff-button staff-button--big" disabled={busy}>
                    {t('login.submit')}
                </button>
            </form>
        </section>
    );
}
