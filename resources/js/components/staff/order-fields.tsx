import type { Bound } from '@/staff/forms';
import type { Choice } from '@/components/staff/fields';
import { SelectField, TextField } from '@/components/staff/fields';
import { useStaffT } from '@/staff/intl';
import type { DishLine, MenuCategory } from '@/components/staff/dish-lines';
import type { StaffSharedProps } from '@/components/staff/types';

// Where and when an order taken by phone (orders/create) or corrected (orders/edit) goes: the delivery address fields
// and the kitchen's times, one set for both forms.

/** A delivery area or a restaurant, with the kitchen that cooks for it. */
export interface Place {
    id: number;
    name: string;
    kitchen: number;
}

/** A kitchen's free times: whether "as soon as possible" is open now, and the slots by day. */
export interface KitchenTimes {
    asap: boolean;
    days: { date: string; slots: { value: string; time: string }[] }[];
}

export type AddressKey = 'street' | 'house' | 'entrance' | 'floor' | 'apartment' | 'courier_comment';

/** What both forms send of an order: its dishes, the delivery area and address, and the time (a slot, or '' for ASAP). */
export type OrderFieldValues = { items: DishLine[]; region_id: number | ''; slot: string } & Record<AddressKey, string>;

/** The page props both forms share: the menu to pick dishes from, the areas and restaurants, their kitchens' times. */
export interface OrderFormProps extends StaffSharedProps {
    menu: MenuCategory[];
    regions: Place[];
    restaurants: Place[];
    kitchens: Record<string, KitchenTimes>;
}
const ADDRESS: { key: AddressKey; label: Parameters<ReturnType<typeof useStaffT>>[0]; plain?: true }[] = [
    { key: 'street', label: 'phone.street' },
    { key: 'house', label: 'phone.house' },
    { key: 'entrance', label: 'phone.entrance' },
    { key: 'floor', label: 'phone.floor' },
    { key: 'apartment', label: 'phone.apartment' },
    { key: 'courier_comment', label: 'phone.courierComment', plain: true },
];

/** Text as the server takes it: trimmed, and null when nothing is left. */
export const optionalText = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The delivery area and address as both forms send them (the optional fields null when empty). */
export function deliveryPayload(d: OrderFieldValues) {
    return {
        region_id: d.region_id === '' ? null : d.region_id,
        street: d.street,
        house: d.house,
        entrance: optionalText(d.entrance),
        floor: optionalText(d.floor),
        apartment: optionalText(d.apartment),
        courier_comment: optionalText(d.courier_comment),
    };
}

/** "02.12 13:30" of a slot's value ("2026-12-02 13:30:00"). */
export const slotLabel = (value: string): string => `${value.slice(8, 10)}.${value.slice(5, 7)} ${value.slice(11, 16)}`;

/** A kitchen's slots as the time select's choices. */
export function slotChoices(times: KitchenTimes | undefined): Choice<string>[] {
    return (times?.days ?? []).flatMap((day) => day.slots.map((s) => ({ value: s.value, label: slotLabel(s.value) })));
}

/**
 * The kitchen that cooks an order and its free times, with the time select's choices: the delivery area's kitchen, or
 * the pickup restaurant's; `fallbackKitchen` when neither is known.
 */
export function orderKitchen(
    { regions, restaurants, kitchens }: Pick<OrderFormProps, 'regions' | 'restaurants' | 'kitchens'>,
    where: { delivery: boolean; regionId: number | ''; restaurantId: number | '' },
    fallbackKitchen?: number,
): { times: KitchenTimes | undefined; choices: Choice<string>[] } {
    const place = where.delivery
        ? regions.find((r) => r.id === where.regionId)
        : restaurants.find((r) => r.id === where.restaurantId);
    const kitchen = place?.kitchen ?? fallbackKitchen;
    const times = kitchen === undefined ? undefined : kitchens[String(kitchen)];
    return { times, choices: slotChoices(times) };
}

/** The delivery area (choosing another one clears the time) and the address, each field bounded by the storefront's limits. */
export function DeliveryFields({
    regions,
    region,
    field,
    text,
}: {
    regions: Place[];
    region: Bound<number | ''>;
    field: (key: AddressKey) => Bound<string>;
    text: Record<string, number>;
}) {
    const t = useStaffT();
    return (
        <>
            <SelectField
                label={t('phone.region')}
                empty={t('phone.choose')}
                choices={regions.map((r) => ({ value: r.id, label: r.name }))}
                {...region}
            />
            {ADDRESS.map(({ key, label, plain }) => (
                <TextField
                    key={key}
                    label={t(label)}
                    max={text[key]}
                    autoComplete={plain ? undefined : 'off'}
                    {...field(key)}
                />
            ))}
        </>
    );
}

/** The time: "as soon as possible" (with a hint while the kitchen takes none) or one of its slots. */
export function WhenField({
    times,
    choices,
    slot,
}: {
    times: KitchenTimes | undefined;
    choices: Choice<string>[];
    slot: Bound<string>;
}) {
    const t = useStaffT();
    return (
        <SelectField
            label={t('phone.when')}
            hint={times && !times.asap ? t('phone.asapClosed') : undefined}
            empty={t('phone.asap')}
            choices={choices}
            {...slot}
        />
    );
}
