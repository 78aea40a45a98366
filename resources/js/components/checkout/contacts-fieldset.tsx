import type { UseFormReturn } from 'react-hook-form';
import type { CheckoutForm } from '@/lib/checkout';
import { useT } from '@/lib/intl';
import { useLimits } from '@/lib/limits';
import { useStores } from '@/stores';
import { FieldError, TextField, type FieldErrorOf } from './fields';

interface Props {
    form: UseFormReturn<CheckoutForm>;
    maxPersons: number;
    fieldError: FieldErrorOf;
    /** A guest is offered the sign-in (the phone + code modals); the form keeps what was typed meanwhile. */
    signedIn: boolean;
}

/** Who: name, phone, persons (cutlery), a comment for the kitchen. */
export function ContactsFieldset({ form, maxPersons, fieldError, signedIn }: Props) {
    const t = useT();
    const { text_max: max } = useLimits();
    const { overlays } = useStores();
    return (
        <fieldset className="card checkout__section">
            <legend>{t('checkout.contacts')}</legend>
            {!signedIn && (
                <p className="checkout__sign-in" data-testid="checkout-sign-in">
                    <span>{t('checkout.signInHint')}</span>{' '}
                    <button type="button" className="button" onClick={() => overlays.open('authPhone')}>
                        {t('nav.signIn')}
                    </button>
                </p>
            )}
            <div className="form-grid">
                <TextField
                    label={t('checkout.name')}
                    error={fieldError('name')}
                    autoComplete="name"
                    maxLength={max.name}
                    {...form.register('name')}
                />
                <TextField
                    label={t('checkout.phone')}
                    error={fieldError('phone')}
                    autoComplete="tel"
                    inputMode="tel"
                    placeholder="+000 000-00-00"
                    {...form.register('phone')}
                />
                <TextField
                    label={t('checkout.persons')}
                    error={fieldError('persons')}
                    type="number"
                    min={1}
                    max={maxPersons}
                    {...form.register('persons', { valueAsNumber: true })}
                />
                <label className="field form-grid__wide">
                    <span className="field__label">{t('checkout.comment')}</span>
                    <textarea rows={2} maxLength={max.comment} {...form.register('comment')} />
                    <FieldError text={fieldError('comment')} />
                </label>
            </div>
        </fieldset>
    );
}
