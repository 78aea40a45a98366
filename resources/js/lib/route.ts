import { route as ziggyRoute, type Config, type RouteList, type RouteParams } from 'ziggy-js';
import { Ziggy } from '../ziggy.js';
import type { Locale } from '@/types/models';

const config: Config = Ziggy;

/** The default language: its routes have no URL prefix and no name prefix. */
export const DEFAULT_LOCALE: Locale = 'uk';

/** The route-name prefix of a language: none for uk (the default), "en." for English. */
export function routeNamePrefix(locale: Locale): string {
    return locale === DEFAULT_LOCALE ? '' : `${locale}.`;
}

/** The language-independent name of a route ("en.menu.category" → "menu.category"). */
export function baseRouteName(name: string): string {
    return name.startsWith('en.') ? name.slice(3) : name;
}

/** A storefront route's name in the default language (its en twin is "en." + the name); lib/route-list.d.ts lists them. */
export type StorefrontRouteName = Exclude<keyof RouteList, `en.${string}` | `staff.${string}`>;

/** A route's parameters: required when the route has required ones (tsc refuses a missing or misnamed one). */
export type StorefrontRouteParams<N extends StorefrontRouteName> = [
    Extract<RouteList[N][number], { required: true }>,
] extends [never]
    ? RouteParams<N> | undefined
    : RouteParams<N>;

/** A storefront route that takes no parameter. */
export type StorefrontRouteWithoutParams = {
    [K in StorefrontRouteName]: [Extract<RouteList[K][number], { required: true }>] extends [never] ? K : never;
}[StorefrontRouteName];

/** A relative URL of a named storefront route in the given language, e.g. localizedRoute('product', { product: 'maki' }, 'en'). */
export function localizedRoute<N extends StorefrontRouteName>(
    name: N,
    params: StorefrontRouteParams<N>,
    locale: Locale,
): string {
    return ziggyRoute(routeNamePrefix(locale) + name, params as RouteParams<string>, false, config);
}

/** Whether a named storefront route exists. */
export function hasRoute(name: string): boolean {
    return Object.prototype.hasOwnProperty.call(config.routes, name);
}
