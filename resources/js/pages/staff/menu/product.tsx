import { Link, usePage } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { dateTime, formatMoney } from '@/components/staff/format';
import { useLabel, useStaffT } from '@/components/staff/intl';
import { BothLanguages, Field, Notice, slugify, useMenuSave, withId, type Both, type MenuLinks } from '@/components/staff/menu-form';
import { PhotoForm } from '@/components/staff/photo-form';
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
}

interface ProductData {
    product:
        | (Omit<ProductForm, 'old_price' | 'pieces' | 'category_id' | 'weight' | 'sort'> & {
              id: number;
              old_price: string | null;
              pieces: number | null;
              category_id: number;
              weight: number;
              sort: number;
              storefront: string;
              prices: PriceChange[];
              image: string | null;
              photo: { width: number; height: number; original: string } | null;
          })
        | null;
    defaults: { category_id: number | null };
    options: { categories: Option[]; products: Option[]; groups: Option[]; badges: string[]; allergens: string[] };
    bounds: { name: number; description: number; slug: number; weight: number; pieces: number; related: number; groups: number; photoKb: number; photoMin: number };
    links: MenuLinks;
}

type Option = { id: number; name: string };

function formOf(data: ProductData): ProductForm {
    const p = data.product;
    const empty = { uk: '', en: '' };
    return {
        name: p?.name ?? empty,
        description: p?.description ?? empty,
        composition: p?.composition ?? empty,
        slug: p?.slug ?? '',
        category_id: p?.category_id ?? data.defaults.category_id ?? '',
        price: p?.price ?? '',
        old_price: p?.old_price ?? '',
        weight: p?.weight ?? '',
        pieces: p?.pieces ?? '',
        badges: p?.badges ?? [],
        allergens: p?.allergens ?? [],
        related: p?.related ?? [],
        modifier_groups: p?.modifier_groups ?? [],
        visible: p?.visible ?? true,
        sort: p?.sort ?? '',
    };
}

const toggle = (list: number[] | string[], value: number | string) => ((list as (number | string)[]).includes(value) ? (list as (number | string)[]).filter((v) => v !== value) : [...list, value]);

/** A product: texts in uk and en, address, category, prices in hryvnias, weight, pieces, badges, allergens, related dishes, modifier groups, visibility, order; and its price history. */
export default function StaffMenuProduct() {
    const props = usePage<StaffSharedProps & ProductData>().props;
    const t = useStaffT();
    const label = useLabel();
    const [product, setProduct] = useState(props.product);
    const [form, setForm] = useState<ProductForm>(() => formOf(props));
    const { errors, busy, message, save } = useMenuSave<ProductData>((data) => {
        setProduct(data.product);
        setForm(formOf(data));
    });
    const set = (value: Partial<ProductForm>) => setForm({ ...form, ...value });
    const { options, bounds: limits } = props;

    const submit = (event: FormEvent) => {
        event.preventDefault();
        void save(product ? withId(props.links.productUpdate, product.id) : props.links.productStore, {
            ...form,
            category_id: form.category_id === '' ? null : form.category_id,
            old_price: form.old_price.trim() === '' ? null : form.old_price,
            weight: form.weight === '' ? null : form.weight,
            pieces: form.pieces === '' ? null : form.pieces,
            sort: form.sort === '' ? null : form.sort,
        });
    };
    const number = (value: string): number | '' => (value === '' ? '' : Number(value));

    return (
        <section>
            <p>
                <Link className="staff-link" href={props.links.menu}>
                    ← {t('menu.title')}
                </Link>
            </p>
            <h1>{product ? product.name[props.locale] : t('menu.newProduct')}</h1>
            <Notice message={message} />
            <form className="staff-form" onSubmit={submit} noValidate>
                <div className="staff-grid">
                    <fieldset className="staff-card staff-form">
                        <legend className="staff-h3">{t('menu.texts')}</legend>
                        <BothLanguages
                            name="name"
                            label={t('menu.name')}
                            value={form.name}
                            errors={errors}
                            max={limits.name}
                            onChange={(v) => set({ name: v, slug: !product && (form.slug === '' || form.slug === slugify(form.name.en)) ? slugify(v.en) : form.slug })}
                        />
                        <BothLanguages
                            name="description"
                            label={t('menu.description')}
                            value={form.description}
                            onChange={(v) => set({ description: v })}
                            errors={errors}
                            max={limits.description}
                            multiline
                        />
                        <BothLanguages
                            name="composition"
                            label={t('menu.composition')}
                            value={form.composition}
                            onChange={(v) => set({ composition: v })}
                            errors={errors}
                            max={limits.description}
                            multiline
                        />
                    </fieldset>
                    <fieldset className="staff-card staff-form">
                        <legend className="staff-h3">{t('menu.sale')}</legend>
                        <Field label={t('menu.category')} name="category_id" errors={errors}>
                            {(a) => (
                                <select {...a} value={form.category_id} onChange={(e) => set({ category_id: number(e.target.value) })}>
                                    <option value="">—</option>
                                    {options.categories.map((c) => (
                                        <option key={c.id} value={c.id}>
                                            {c.name}
                                        </option>
                                    ))}
                                </select>
                            )}
                        </Field>
                        <Field label={t('menu.slug')} name="slug" errors={errors} hint={t('menu.slugHint')}>
                            {(a) => <input {...a} type="text" maxLength={limits.slug} value={form.slug} onChange={(e) => set({ slug: e.target.value })} />}
                        </Field>
                        <Field label={t('menu.priceUah')} name="price" errors={errors}>
                            {(a) => <input {...a} type="text" inputMode="decimal" placeholder="249.50" value={form.price} onChange={(e) => set({ price: e.target.value })} />}
                        </Field>
                        <Field label={t('menu.oldPriceUah')} name="old_price" errors={errors} hint={t('menu.oldPriceHint')}>
                            {(a) => <input {...a} type="text" inputMode="decimal" value={form.old_price} onChange={(e) => set({ old_price: e.target.value })} />}
                        </Field>
                        <Field label={t('menu.weight')} name="weight" errors={errors}>
                            {(a) => <input {...a} type="number" min={1} max={limits.weight} value={form.weight} onChange={(e) => set({ weight: number(e.target.value) })} />}
                        </Field>
                        <Field label={t('menu.pieces')} name="pieces" errors={errors}>
                            {(a) => <input {...a} type="number" min={1} max={limits.pieces} value={form.pieces} onChange={(e) => set({ pieces: number(e.target.value) })} />}
                        </Field>
                        <Field label={t('menu.sort')} name="sort" errors={errors}>
                            {(a) => <input {...a} type="number" min={0} value={form.sort} onChange={(e) => set({ sort: number(e.target.value) })} />}
                        </Field>
                        <label className="staff-check">
                            <input type="checkbox" checked={form.visible} onChange={(e) => set({ visible: e.target.checked })} />
                            {t('menu.visible')}
                        </label>
                    </fieldset>
                    <fieldset className="staff-card staff-form">
                        <legend className="staff-h3">{t('menu.marks')}</legend>
                        <Choices legend={t('menu.badges')} name="badges" errors={errors}>
                            {options.badges.map((b) => (
                                <label key={b} className="staff-check">
                                    <input type="checkbox" checked={form.badges.includes(b)} onChange={() => set({ badges: toggle(form.badges, b) as string[] })} />
                                    {label('menu.badge', b)}
                                </label>
                            ))}
                        </Choices>
                        <Choices legend={t('menu.allergens')} name="allergens" errors={errors}>
                            {options.allergens.map((b) => (
                                <label key={b} className="staff-check">
                                    <input type="checkbox" checked={form.allergens.includes(b)} onChange={() => set({ allergens: toggle(form.allergens, b) as string[] })} />
                                    {label('menu.allergen', b)}
                                </label>
                            ))}
                        </Choices>
                        <Choices legend={t('menu.groups')} name="modifier_groups" errors={errors}>
                            {options.groups.map((g) => (
                                <label key={g.id} className="staff-check">
                                    <input type="checkbox" checked={form.modifier_groups.includes(g.id)} onChange={() => set({ modifier_groups: toggle(form.modifier_groups, g.id) as number[] })} />
                                    {g.name}
                                </label>
                            ))}
                        </Choices>
                        <Field label={t('menu.related', { max: limits.related })} name="related" errors={errors}>
                            {(a) => (
                                <select {...a} multiple size={8} value={form.related.map(String)} onChange={(e) => set({ related: Array.from(e.target.selectedOptions, (o) => Number(o.value)) })}>
                                    {options.products.map((p) => (
                                        <option key={p.id} value={p.id}>
                                            {p.name}
                                        </option>
                                    ))}
                                </select>
                            )}
                        </Field>
                    </fieldset>
                </div>
                <p className="staff-toolbar staff-gap">
                    <button type="submit" className="staff-button" disabled={busy}>
                        {t('common.save')}
                    </button>
                    {product && (
                        <a className="staff-link" href={product.storefront} target="_blank" rel="noreferrer">
                            {t('menu.onStorefront')}
                        </a>
                    )}
                </p>
            </form>
            {product && (
                <PhotoForm<ProductData>
                    key={product.image ?? 'none'}
                    image={product.image}
                    photo={product.photo}
                    url={withId(props.links.productPhoto, product.id)}
                    limits={limits}
                    onSaved={(data) => {
                        setProduct(data.product);
                    }}
                />
            )}
            {product && (
                <section aria-labelledby="price-history">
                    <h2 id="price-history" className="staff-h2">
                        {t('menu.priceHistory')}
                    </h2>
                    {product.prices.length === 0 ? (
                        <p className="staff-muted">{t('menu.noPriceChanges')}</p>
                    ) : (
                        <table className="staff-table">
                            <thead>
                                <tr>
                                    <th>{t('menu.when')}</th>
                                    <th>{t('menu.who')}</th>
                                    <th className="num">{t('menu.priceChange')}</th>
                                    <th className="num">{t('menu.oldPriceChange')}</th>
                                </tr>
                            </thead>
                            <tbody>
                                {product.prices.map((c) => (
                                    <tr key={c.id}>
                                        <td>{dateTime(c.at, props.locale, props.limits.timezone)}</td>
                                        <td>{c.by}</td>
                                        <td className="num">
                                            {c.old_price === null ? '—' : formatMoney(c.old_price, props.locale)} → {formatMoney(c.new_price, props.locale)}
                                        </td>
                                        <td className="num">
                                            {c.old_old_price === null ? '—' : formatMoney(c.old_old_price, props.locale)} →{' '}
                                            {c.new_old_price === null ? '—' : formatMoney(c.new_old_price, props.locale)}
                                        </td>
                                    </tr>
                                ))}
                            </tbody>
                        </table>
                    )}
                </section>
            )}
        </section>
    );
}

function Choices({ legend, name, errors, children }: { legend: string; name: string; errors: Record<string, string[]>; children: React.ReactNode }) {
    const error = errors[name]?.[0] ?? Object.entries(errors).find(([key]) => key.startsWith(`${name}.`))?.[1][0];
    return (
        <fieldset className="staff-choices" aria-invalid={error ? true : undefined}>
            <legend>{legend}</legend>
            {children}
            {error && <span className="staff-field-error">{error}</span>}
        </fieldset>
    );
}
