import { Link, usePage } from '@inertiajs/react';
import type { ComponentProps } from 'react';
import { localizedRoute, type StorefrontRouteName, type StorefrontRouteParams } from '@/lib/route';

// The route's parameters: required when the route has required ones.
type Props<N extends StorefrontRouteName> = Omit<ComponentProps<typeof Link>, 'href'> & {
    to: N;
} & (undefined extends StorefrontRouteParams<N>
        ? { params?: StorefrontRouteParams<N> }
        : { params: StorefrontRouteParams<N> });

/** An Inertia link to a named storefront route in the current language. */
export function LocalizedLink<N extends StorefrontRouteName>({ to, params, ...rest }: Props<N>) {
    const { locale } = usePage().props;
    return <Link href={localizedRoute(to, params as StorefrontRouteParams<N>, locale)} {...rest} />;
}
