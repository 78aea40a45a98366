import type { Page } from '@inertiajs/core';
import type { ResolvedComponent as ReactComponent } from '@inertiajs/react';
import { createElement, type ComponentType, type ReactNode } from 'react';
import rule from '../layouts/layout-rule.json';
import { loadMessages } from './intl';
import type { SharedProps } from '@/types/models';

export type PageModule = { default: ReactComponent };
type LayoutComponent = ComponentType<{ children: ReactNode }>;
export type LayoutName = 'default' | 'checkout' | 'staff' | 'sprite';

// One lazy chunk per page (code splitting) and per layout: the staff frame never reaches the storefront's bundle, nor
// does the list of the staff pages (staff-pages.ts, loaded with the staff layout).
const pages = import.meta.glob<PageModule>(['../pages/**/*.tsx', '!../pages/**/*.test.tsx', '!../pages/staff/**']);
const layouts: Record<LayoutName, () => Promise<LayoutComponent>> = {
    default: () => import('../layouts/default-layout').then((m) => m.DefaultLayout),
    checkout: () => import('../layouts/checkout-layout').then((m) => m.CheckoutLayout),
    staff: () => import('../layouts/staff-layout').then((m) => m.StaffLayout),
    sprite: () => import('../layouts/sprite-layout').then((m) => m.SpriteLayout),
};

// The staff sections whose tab is highlighted, by the page name's second segment (staff/orders/show → orders).
const staffSections: Record<string, string> = {
    board: 'board',
    overview: 'overview',
    orders: 'orders',
    'stop-list': 'stopList',
    ingredients: 'ingredients',
    notices: 'notices',
    reviews: 'reviews',
    reports: 'reports',
    accounts: 'accounts',
    audit: 'audit',
    menu: 'menu',
    shop: 'shop',
    deliveries: 'deliveries',
    'courier-cash': 'courierCash',
};

/**
 * The one layout rule (layouts/layout-rule.json, also read by the bundle report): staff/* → the staff frame,
 * checkout/* → the checkout frame, the icon sprite bare, every other page the storefront's.
 */
export function layoutFor(name: string): { layout: LayoutName; props: Record<string, string> } {
    const prefix = Object.keys(rule.byPrefix).find((p) => name.startsWith(p)) as keyof typeof rule.byPrefix | undefined;
    const layout = (
        prefix ? rule.byPrefix[prefix] : ((rule.byPage as Record<string, string>)[name] ?? rule.otherwise)
    ) as LayoutName;
    if (layout !== 'staff') return { layout, props: {} };
    const current = staffSections[name.split('/')[1] ?? ''];
    return { layout, props: current ? { current } : {} };
}

/** The page's component in its layout; a storefront page also waits for its language's messages (the staff area has its own). */
export async function resolvePage(name: string, visited?: Page<SharedProps>): Promise<ReactComponent> {
    const { layout, props } = layoutFor(name);
    const key = `../pages/${name}.tsx`;
    // A staff page is found in the staff area's list (a chunk of its own), fetched while the staff layout loads.
    const loadPage = async () => {
        const load = layout === 'staff' ? (await import('./staff-pages')).staffPages[key] : pages[key];
        if (!load) {
            throw new Error(`Unknown page component: ${name}`);
        }
        return load();
    };
    const messages = layout === 'staff' ? null : loadMessages(visited?.props.locale ?? 'uk');
    const [module, Layout] = await Promise.all([loadPage(), layouts[layout](), messages]);
    const page = module.default;
    page.layout = (child: ReactNode) => createElement(Layout as ComponentType<Record<string, unknown>>, props, child);
    return page;
}
