import { lazy, Suspense } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { formatShopTime, type CheckoutForm } from '@/lib/checkout';
import { useT } from '@/lib/intl';
import type { CheckoutSlot, CheckoutSlots, Locale } from '@/types/models';
import { FieldError, type FieldErrorOf } from './fields';
import { useLimits } from '@/lib/limits';

// The calendar (and dayjs with its locales) loads when a time is to be scheduled, not with the checkout.
const DatePicker = lazy(() => import('@/components/ui/date-picker').then((m) => ({ default: m.DatePicker })));

interface Props {
    form: UseFormReturn<CheckoutForm>;
    when: CheckoutForm['when'];
    asap: CheckoutSlots['asap'] | undefined;
    days: { minDate?: string; maxDate?: string; disabledDates: string[] };
    daySlots: CheckoutSlot[];
    fieldError: FieldErrorOf;
    locale: Locale;
}

/** When: as soon as possible (while the kitchen is open and not paused: its honest ETA) or at a free time of a chosen day. */
export function TimeFieldset({ form, when, asap, days, daySlots, fieldError, locale }: Props) {
    const { timezone } = useLimits();
    const t = useT();
    const paused = asap?.paused_until ?? null;
    return (
        <fieldset className="card checkout__section">
            <legend>{t('checkout.time')}</legend>
            <div className="choice-row" role="radiogroup">
                {!paused && (
                    <label className="choice">
                        <input
                            type="radio"
                            value="asap"
                            disabled={asap !== undefined && !asap.available}
                            {...form.register('when')}
                        />
                        <span data-testid="asap-eta" data-minutes={asap?.eta_minutes} data-at={asap?.ready_at}>
                            {asap
                                ? t('checkout.asapEta', {
                                      minutes: asap.eta_minutes,
                                      time: formatShopTime(asap.ready_at, locale, false, timezone),
                                  })
                                : t('checkout.asap')}
                        </span>
                    </label>
                )}
                <label className="choice">
                    <input type="radio" value="scheduled" {...form.register('when')} />
                    <span>{t('checkout.scheduled')}</span>
                </label>
            </div>
            {paused && (
                <p className="hint hint--warn" role="status" data-testid="checkout-paused">
                    {t('checkout.paused', { time: formatShopTime(paused, locale, false, timezone) })}
                </p>
            )}
            {!paused && asap && asap.busy_minutes > 0 && (
                <p className="hint">{t('checkout.busy', { minutes: asap.busy_minutes })}</p>
            )}
            {!paused && asap && !asap.available && <p className="hint hint--warn">{t('checkout.closedNow')}</p>}
            {when === 'scheduled' && (
                <div className="form-grid">
                    <Suspense fallback={<p className="muted">{t('common.loading')}</p>}>
                        <Controller
                            control={form.control}
                            name="date"
                            render={({ field }) => (
                                <DatePicker
                                    label={t('checkout.date')}
                                    value={field.value ? [field.value] : []}
                                    onChange={(picked) => {
                                        field.onChange(picked[0] ?? '');
                                        form.setValue('slot', '');
                                    }}
                                    minDate={days.minDate}
                                    maxDate={days.maxDate}
                                    disabledDates={days.disabledDates}
                                    disabled={days.minDate === undefined}
                                />
                            )}
                        />
                    </Suspense>
                    <label className="field">
                        <span className="field__label">{t('checkout.slot')}</span>
                        <select
                            aria-invalid={fieldError('slot') ? true : undefined}
                            disabled={daySlots.length === 0}
                            {...form.register('slot')}
                        >
                            <option value="">{t('checkout.chooseTime')}</option>
                            {daySlots.map((s) => (
                                <option key={s.value} value={s.value} disabled={!s.available}>
                                    {s.available ? s.time : t('checkout.slotFull', { time: s.time })}
                                </option>
                            ))}
                        </select>
                    </label>
                </div>
            )}
            <FieldError text={fieldError('slot')} />
        </fieldset>
    );
}
