import { useEffect, useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useJson } from '@/hooks/use-json';
import { slotDays, type CheckoutForm } from '@/lib/checkout';
import { localizedRoute } from '@/lib/route';
import type { CheckoutSlot, CheckoutSlots, Locale } from '@/types/models';

/**
 * The kitchen's times for the chosen region or restaurant (the server's clock and hours decide them, never the
 * browser's). "As soon as possible" gives way to a chosen time while the kitchen is closed, a chosen time that is
 * gone is cleared, "at a chosen time" starts from the first day with room and a day from its first free time, and a
 * slot the quote reports as taken (`slotProblem`) makes the times be fetched again.
 */
export function useCheckoutSlots(
    form: UseFormReturn<CheckoutForm>,
    values: CheckoutForm,
    locale: Locale,
    slotProblem: string | undefined,
) {
    const [fetched, setSlots] = useState<CheckoutSlots | null>(null);
    const [version, setVersion] = useState(0);
    // A slot the quote reports as taken makes the times be fetched again (state adjusted while rendering, not in an effect).
    const [seenProblem, setSeenProblem] = useState(slotProblem);
    if (slotProblem !== seenProblem) {
        setSeenProblem(slotProblem);
        if (slotProblem) setVersion((v) => v + 1);
    }
    const send = useJson();

    const kitchen =
        values.order_type === 'delivery' ? `delivery:${values.region_id}` : `pickup:${values.restaurant_id}`;
    // No region or restaurant chosen: no times.
    const slots = kitchen.endsWith(':') ? null : fetched;
    useEffect(() => {
        const [type, id] = kitchen.split(':') as [string, string];
        if (id === '') return;
        const controller = new AbortController();
        const params =
            type === 'delivery' ? { order_type: type, region_id: id } : { order_type: type, restaurant_id: id };
        send<{ data: CheckoutSlots }>('get', localizedRoute('checkout.slots', params, locale), undefined, {
            signal: controller.signal,
        }).then(
            (result) => {
                const data = result.ok ? result.data.data : null;
                setSlots(data);
                if (data && !data.asap.available && form.getValues('when') === 'asap')
                    form.setValue('when', 'scheduled');
                const chosen = form.getValues('slot');
                if (chosen && !data?.days.some((d) => d.slots.some((s) => s.value === chosen && s.available)))
                    form.setValue('slot', '');
            },
            () => undefined, // aborted: another kitchen was chosen meanwhile
        );
        return () => controller.abort();
    }, [kitchen, locale, form, version, send]);

    useEffect(() => {
        if (values.when !== 'scheduled' || values.date || !slots) return;
        const day = slots.days.find((d) => d.slots.some((s) => s.available));
        if (day) form.setValue('date', day.date);
    }, [values.when, values.date, slots, form]);

    const daySlots = daySlotsOf(slots, values.date);
    const firstFree = daySlots.find((s) => s.available)?.value;
    useEffect(() => {
        if (values.when === 'scheduled' && values.date && !values.slot && firstFree) form.setValue('slot', firstFree);
    }, [values.when, values.date, values.slot, firstFree, form]);

    const days = useMemo(() => slotDays(slots), [slots]);
    return { slots, days, daySlots };
}

/** The times of one day of the slot list. */
function daySlotsOf(slots: CheckoutSlots | null, date: string): CheckoutSlot[] {
    return slots?.days.find((d) => d.date === date)?.slots ?? [];
}
