import type { UseFormReturn } from 'react-hook-form';
import { toAmountText, type CheckoutForm } from '@/lib/checkout';
import { useT } from '@/lib/intl';
import { formatMoney } from '@/lib/money';
import type { CheckoutQuote, DictionaryItem, Locale } from '@/types/models';
import { FieldError, TextField, type FieldErrorOf } from './fields';
import { useLimits } from '@/lib/limits';
import { PAYMENT_TYPE } from '@/lib/payment-types';

interface Props {
    form: UseFormReturn<CheckoutForm>;
    paymentTypes: DictionaryItem[];
    paymentType: string;
    /** Only a signed-in customer has bonuses to spend. */
    signedIn: boolean;
    quote: CheckoutQuote | null;
    bonusSharePercent: number;
    fieldError: FieldErrorOf;
    locale: Locale;
}

/** How to pay: the payment type, change from (cash), bonuses (signed in) and a promo code. */
export function PaymentFieldset({
    form,
    paymentTypes,
    paymentType,
    signedIn,
    quote,
    bonusSharePercent,
    fieldError,
    locale,
}: Props) {
    const t = useT();
    const { text_max: max } = useLimits();
    return (
        <fieldset className="card checkout__section">
            <legend>{t('checkout.payment')}</legend>
            <div className="choice-row" role="radiogroup">
                {paymentTypes.map((p) => (
                    <label key={p.code} className="choice">
                        <input type="radio" value={p.code} {...form.register('payment_type')} />
                        <span>{p.name}</span>
                    </label>
                ))}
            </div>
            <FieldError text={fieldError('payment_type')} />
            {paymentType === PAYMENT_TYPE.cash && (
                <TextField
                    label={t('checkout.changeFrom')}
                    error={fieldError('change_from')}
                    inputMode="decimal"
                    placeholder={t('checkout.noChange')}
                    {...form.register('change_from')}
                />
            )}
            {signedIn && (
                <div className="bonus-box">
                    <TextField
                        label={t('checkout.bonuses')}
                        error={fieldError('bonuses')}
                        inputMode="decimal"
                        placeholder="0"
                        {...form.register('bonuses')}
                    />
                    {quote?.bonuses && (
                        <p className="hint">
                            {t('checkout.bonusesHint', {
                                balance: formatMoney(quote.bonuses.balance, locale),
                                max: formatMoney(quote.bonuses.max, locale),
                                share: bonusSharePercent,
                            })}{' '}
                            <button
                                type="button"
                                className="link-button"
                                disabled={quote.bonuses.max === 0}
                                onClick={() => form.setValue('bonuses', toAmountText(quote.bonuses?.max ?? 0))}
                            >
                                {t('checkout.bonusesMax')}
                            </button>
                        </p>
                    )}
                </div>
            )}
            <TextField
                label={t('checkout.promoCode')}
                error={fieldError('promo_code')}
                autoCapitalize="characters"
                maxLength={max.promo_code}
                {...form.register('promo_code')}
            />
            {quote?.promo?.applied && (
                <p className="hint hint--ok">
                    {t('checkout.promoApplied', {
                        code: quote.promo.code,
                        amount: formatMoney(quote.promo.discount, locale),
                    })}
                </p>
            )}
        </fieldset>
    );
}
