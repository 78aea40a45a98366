import { usePage } from '@inertiajs/react';
import { DataTable } from '@/components/staff/data-table';
import { dateTime, formatMoney } from '@/staff/format';
import { followSlug, useRecordForm, type Both } from '@/staff/forms';
import { BothField, ChoicesField, Field, SelectField, TextField, Toggle } from '@/components/staff/fields';
import { MoneyField, NumberField } from '@/components/staff/number-fields';
import { ActionBar, PageHeader, SectionCard } from '@/components/staff/page-parts';
import { PhotoField, type StoredPhoto } from '@/components/staff/photo-field';
import { useLabel, useStaffT } from '@/staff/intl';
import { useStaffRoute } from '@/staff/route';
import type { StaffSharedProps } from '@/components/staff/types';

interface PriceChange {
    id: number;
    at: string;
    by: string;
    old_price: number | null;
    new_price: number;
    old_old_price: number | null;
    new_old_price: number | null;
}

interface ProductForm {
    name: Both;
    description: Both;
    composition: Both;
    slug: string;
    category_id: number | '';
    price: string;
    old_price: string;
    weight: number | '';
    pieces: number | '';
    badges: string[];
    allergens: string[];
    related: number[];
    modifier_groups: number[];
    visible: boolean;
    sort: number | '';
    /** The register's tax codes (docs/fiscal.md): "1" or "1, 5"; empty: the category's, else the shop's. */
    tax_codes: string;
}

type Option = { id: number; name: string };

interface ProductData {
    product:
        | (Omit<ProductForm, 'old_price' | 'pieces' | 'sort'> & {
              id: number;
              old_price: string | null;
              pieces: number | null;
              sort: number;
              storefront: string;
              prices: PriceChange[];
              image: string | null;
              photo: StoredPhoto | null;
          })
        | null;
    defaults: { category_id: number | null };
    options: { categories: Option[]; products: Option[]; groups: Option[]; badges: string[]; allergens: string[] };
    bounds: {
        name: number;
        description: number;
        slug: number;
        weight: number;
        pieces: number;
        related: number;
        groups: number;
        photoKb: number;
        photoMin: number;
    };
}

const empty = { uk: '', en: '' };
const orNull = <V,>(value: V | '') => (value === '' ? null : value);

/** A product: texts in uk and en, address, category, prices in hryvnias, weight, pieces, badges, allergens, related dishes, modifier groups, visibility, order; its photo and price history. */
export default function StaffMenuProduct() {
    const route = useStaffRoute();
    const props = usePage<StaffSharedProps & ProductData>().props;
    const { product, options, bounds, locale } = props;
    const t = useStaffT();
    const label = useLabel();
    const { form, bind, submit } = useRecordForm<ProductForm>(
        {
            name: product?.name ?? empty,
            description: product?.description ?? empty,
            composition: product?.composition ?? empty,
            slug: product?.slug ?? '',
            category_id: product?.category_id ?? props.defaults.category_id ?? '',
            price: product?.price ?? '',
            old_price: product?.old_price ?? '',
            weight: product?.weight ?? '',
            pieces: product?.pieces ?? '',
            badges: product?.badges ?? [],
            allergens: product?.allergens ?? [],
            related: product?.related ?? [],
            modifier_groups: product?.modifier_groups ?? [],
            visible: product?.visible ?? true,
            sort: product?.sort ?? '',
            tax_codes: product?.tax_codes ?? '',
        },
        {
            store: route('menu.products.store'),
            update: product ? route('menu.products.update', { product: product.id }) : null,
        },
        (d) => ({
            ...d,
            category_id: orNull(d.category_id),
            old_price: orNull(d.old_price.trim()),
            weight: orNull(d.weight),
            pieces: orNull(d.pieces),
            sort: orNull(d.sort),
        }),
    );
    const name = bind('name');
    const money = (kopiyky: number | null) => (kopiyky === null ? '—' : formatMoney(kopiyky, locale));

    return (
        <section>
            <PageHeader
                title={product ? product.name[locale] : t('menu.newProduct')}
                back={{ href: route('menu'), label: t('menu.title') }}
            />
            <form className="staff-form" onSubmit={submit} noValidate>
                <div className="staff-grid">
                    <SectionCard title={t('menu.texts')} id="product-texts">
                        <BothField
                            label={t('menu.name')}
                            max={bounds.name}
                            {...name}
                            onChange={(v) =>
                                form.setData((d) => ({ ...d, name: v, slug: followSlug(!product, d.name, v, d.slug) }))
                            }
                        />
                        <BothField
                            label={t('menu.description')}
                            max={bounds.description}
                            multiline
                            {...bind('description')}
                        />
                        <BothField
                            label={t('menu.composition')}
                            max={bounds.description}
                            multiline
                            {...bind('composition')}
                        />
                    </SectionCard>
                    <SectionCard title={t('menu.sale')} id="product-sale">
                        <SelectField
                            label={t('menu.category')}
                            empty="—"
                            choices={options.categories.map((c) => ({ value: c.id, label: c.name }))}
                            {...bind('category_id')}
                        />
                        <TextField
                            label={t('menu.slug')}
                            hint={t('menu.slugHint')}
                            max={bounds.slug}
                            {...bind('slug')}
                        />
                        <MoneyField label={t('menu.priceUah')} {...bind('price')} />
                        <MoneyField
                            label={t('menu.oldPriceUah')}
                            hint={t('menu.oldPriceHint')}
                            {...bind('old_price')}
                        />
                        <NumberField label={t('menu.weight')} min={1} max={bounds.weight} {...bind('weight')} />
                        <NumberField label={t('menu.pieces')} min={1} max={bounds.pieces} {...bind('pieces')} />
                        <NumberField label={t('menu.sort')} min={0} {...bind('sort')} />
                        <Toggle label={t('menu.visible')} {...bind('visible')} />
                        <TextField
                            label={t('menu.taxCodes')}
                            hint={t('menu.taxCodesProductHint')}
                            max={32}
                            {...bind('tax_codes')}
                        />
                    </SectionCard>
                    <SectionCard title={t('menu.marks')} id="product-marks">
                        <ChoicesField
                            label={t('menu.badges')}
                            choices={options.badges.map((b) => ({ value: b, label: label('menu.badge', b) }))}
                            {...bind('badges')}
                        />
                        <ChoicesField
                            label={t('menu.allergens')}
                            choices={options.allergens.map((b) => ({ value: b, label: label('menu.allergen', b) }))}
                            {...bind('allergens')}
                        />
                        <ChoicesField
                            label={t('menu.groups')}
                            choices={options.groups.map((g) => ({ value: g.id, label: g.name }))}
                            {...bind('modifier_groups')}
                        />
                        <Field label={t('menu.related', { max: bounds.related })} name="related" errors={form.errors}>
                            {(a) => (
                                <select
                                    {...a}
                                    multiple
                                    size={8}
                                    value={form.data.related.map(String)}
                                    onChange={(e) =>
                                        form.setData(
                                            'related',
                                            Array.from(e.target.selectedOptions, (o) => Number(o.value)),
                                        )
                                    }
                                >
                                    {options.products.map((p) => (
                                        <option key={p.id} value={p.id}>
                                            {p.name}
                                        </option>
                                    ))}
                                </select>
                            )}
                        </Field>
                    </SectionCard>
                </div>
                <ActionBar busy={form.processing}>
                    {product && (
                        <a className="staff-link" href={product.storefront} target="_blank" rel="noreferrer">
                            {t('menu.onStorefront')}
                        </a>
                    )}
                </ActionBar>
            </form>
            {product && (
                <PhotoField
                    image={product.image}
                    photo={product.photo}
                    url={route('menu.products.photo.update', { product: product.id })}
                    limits={bounds}
                />
            )}
            {product && (
                <section aria-labelledby="price-history">
                    <h2 id="price-history" className="staff-h2">
                        {t('menu.priceHistory')}
                    </h2>
                    <DataTable<PriceChange>
                        rows={product.prices}
                        rowKey={(c) => c.id}
                        empty={t('menu.noPriceChanges')}
                        columns={[
                            { label: t('menu.when'), cell: (c) => dateTime(c.at, locale, props.limits.timezone) },
                            { label: t('menu.who'), cell: (c) => c.by },
                            {
                                label: t('menu.priceChange'),
                                num: true,
                                cell: (c) => `${money(c.old_price)} → ${money(c.new_price)}`,
                            },
                            {
                                label: t('menu.oldPriceChange'),
                                num: true,
                                cell: (c) => `${money(c.old_old_price)} → ${money(c.new_old_price)}`,
                            },
                        ]}
                    />
                </section>
            )}
        </section>
    );
}
