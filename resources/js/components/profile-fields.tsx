import { Controller, type UseFormReturn } from 'react-hook-form';
import { DatePicker } from '@/components/ui/date-picker';
import type { ProfileForm } from '@/lib/auth-schemas';
import { API_DATE, latestBirthday } from '@/lib/dates';
import { useT, type MessageKey } from '@/lib/intl';
import { useLimits } from '@/lib/limits';

/** A field error: our schema's message keys are translated, the server's sentences are shown as they come. */
export function useFieldMessage(): (value: string | undefined) => string | undefined {
    const t = useT();
    const limits = useLimits();
    const values = { max: limits.name_max, age: limits.min_age };
    return (value) =>
        value ? (value.includes('.') && !value.includes(' ') ? t(value as MessageKey, values) : value) : undefined;
}

/** Put the server's 422 messages (name, surname, birthday; see describeServerError) on the matching fields. */
export function showServerErrors(form: UseFormReturn<ProfileForm>, fields: Record<string, string>): void {
    for (const field of ['name', 'surname', 'birthday'] as const) {
        const first = fields[field];
        if (first) form.setError(field, { message: first });
    }
}

/** First name and surname of the profile form (sign-up modal and the account's profile page). */
export function NameFields({ form }: { form: UseFormReturn<ProfileForm> }) {
    const t = useT();
    const limits = useLimits();
    const message = useFieldMessage();
    const { errors } = form.formState;
    return (
        <>
            {(['name', 'surname'] as const).map((field) => (
                <label key={field} className="field">
                    <span className="field__label">
                        {t(field === 'name' ? 'auth.profile.name' : 'auth.profile.surname')}
                    </span>
                    <input
                        autoComplete={field === 'name' ? 'given-name' : 'family-name'}
                        maxLength={limits.name_max}
                        aria-invalid={errors[field] ? true : undefined}
                        {...form.register(field)}
                    />
                    {errors[field] && (
                        <span className="field__error" role="alert">
                            {message(errors[field]?.message)}
                        </span>
                    )}
                </label>
            ))}
        </>
    );
}

/** The birthday picker: at least the minimum age (limits.min_age) ago, set once. */
export function BirthdayField({ form, disabled = false }: { form: UseFormReturn<ProfileForm>; disabled?: boolean }) {
    const t = useT();
    const limits = useLimits();
    const message = useFieldMessage();
    return (
        <Controller
            control={form.control}
            name="birthday"
            render={({ field }) => (
                <DatePicker
                    label={t('auth.profile.birthday')}
                    value={field.value ? [field.value] : []}
                    onChange={(days) => field.onChange(days[0] ?? null)}
                    maxDate={latestBirthday(limits.min_age).format(API_DATE)}
                    disabled={disabled}
                    error={message(form.formState.errors.birthday?.message)}
                />
            )}
        />
    );
}
