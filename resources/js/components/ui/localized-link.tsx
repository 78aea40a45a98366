import { Link, usePage } from '@inertiajs/react';
import type { ComponentProps } from 'react';
import type { RouteParams } from 'ziggy-js';
import { localizedRoute } from '@/lib/route';

type Props = Omit<ComponentProps<typeof Link>, 'href'> & { to: string; params?: RouteParams<string> };

/** An Inertia link to a named storefront route in the current language. */
export function LocalizedLink({ to, params, ...rest }: Props) {
    const { locale } = usePage().props;
    return <Link href={localizedRoute(to, params, locale)} {...rest} />;
}
