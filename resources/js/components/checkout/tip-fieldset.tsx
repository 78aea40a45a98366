import type { UseFormReturn } from 'react-hook-form';
import type { CheckoutForm } from '@/lib/checkout';
import { useT } from '@/lib/intl';
import { useLimits } from '@/lib/limits';
import { FieldError, TextField, type FieldErrorOf } from './fields';

interface Props {
    form: UseFormReturn<CheckoutForm>;
    /** '' (no tip), one of the configured percents, or 'amount'. */
    choice: string;
    fieldError: FieldErrorOf;
}

/** An optional tip for the courier and the kitchen: none, a share of the food (the configured percents) or an amount. */
export function TipFieldset({ form, choice, fieldError }: Props) {
    const t = useT();
    const { tip_percents: percents } = useLimits();
    if (percents.length === 0) return null;
    return (
        <fieldset className="card checkout__section" data-testid="tip">
            <legend>{t('checkout.tip')}</legend>
            <div className="choice-row" role="radiogroup" aria-label={t('checkout.tip')}>
                <label className="choice">
                    <input type="radio" value="" {...form.register('tip_percent')} />
                    <span>{t('checkout.tipNone')}</span>
                </label>
                {percents.map((percent) => (
                    <label key={percent} className="choice">
                        <input type="radio" value={String(percent)} {...form.register('tip_percent')} />
                        <span>{percent} %</span>
                    </label>
                ))}
                <label className="choice">
                    <input type="radio" value="amount" {...form.register('tip_percent')} />
                    <span>{t('checkout.tipOther')}</span>
                </label>
            </div>
            <FieldError text={fieldError('tip_percent')} />
            {choice === 'amount' && (
                <TextField
                    label={t('checkout.tipAmount')}
                    error={fieldError('tip_amount')}
                    inputMode="decimal"
                    placeholder="0"
                    {...form.register('tip_amount', { onChange: () => void form.trigger('tip_amount') })}
                />
            )}
            <p className="hint">{t('checkout.tipHint')}</p>
        </fieldset>
    );
}
