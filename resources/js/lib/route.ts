import { route as ziggyRoute, type Config, type RouteParams } from 'ziggy-js';
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

/** A relative URL of a named storefront route in the given language, e.g. localizedRoute('product', { product: 'maki' }, 'en'). */
export function localizedRoute(name: string, params: RouteParams<string> | undefined, locale: Locale): string {
    return ziggyRoute(routeNamePrefix(locale) + name, params, false, config);
}

/** Whether a named storefront route exists. */
export function hasRoute(name: string): boolean {
    return Object.prototype.hasOwnProperty.call(config.routes, name);
}
