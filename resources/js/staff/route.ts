import { usePage } from '@inertiajs/react';
import { useMemo } from 'react';
import { route, type RouteList, type RouteParams } from 'ziggy-js';
// The staff pages also load lib/route.ts (ziggy-js and the storefront's list, 7.6 KB gzip), which the storefront's pages
// share: importing ziggy-js apart from it would split a chunk off every storefront page's first load.
import { routeNamePrefix } from '@/lib/route';
import type { Locale } from '@/types/models';
import { Ziggy } from './ziggy.js';

/** A staff route's name without its language and area prefix: "orders.show" for staff.orders.show / en.staff.orders.show. */
export type StaffRouteName = { [K in keyof RouteList]: K extends `staff.${infer N}` ? N : never }[keyof RouteList];

type Query = Record<string, string | number | null | undefined>;
type Params<N extends StaffRouteName> = Exclude<RouteParams<`staff.${N}`>, unknown[]> & { _query?: Query };
type Required<N extends StaffRouteName> = Extract<RouteList[`staff.${N}`][number], { required: true }>;

/** The route's parameters (required when it has required ones; `_query` adds a query string, empty values left out). */
export type StaffRouteArgs<N extends StaffRouteName> = [Required<N>] extends [never]
    ? [params?: Params<N>]
    : [params: Params<N>];

/** A relative URL of a staff route in a language, e.g. staffRoute('en')('orders.show', { order: 'SR-10042' }). */
export type StaffRoute = <N extends StaffRouteName>(name: N, ...args: StaffRouteArgs<N>) => string;

export function staffRoute(locale: Locale): StaffRoute {
    return (name, ...[params]) => {
        const { _query, ...rest } = (params ?? {}) as Record<string, unknown> & { _query?: Query };
        const query = Object.fromEntries(
            Object.entries(_query ?? {}).filter(([, value]) => value !== null && value !== undefined && value !== ''),
        );
        return route(`${routeNamePrefix(locale)}staff.${name}`, { ...rest, _query: query }, false, Ziggy);
    };
}

/** staffRoute in the page's language. */
export function useStaffRoute(): StaffRoute {
    const { locale } = usePage<{ locale: Locale }>().props;
    return useMemo(() => staffRoute(locale), [locale]);
}
