import type { ResolvedComponent as ReactComponent } from '@inertiajs/react';

/** The fixed document title of every page (spec section 9). */
export const BRAND = 'Sunrise — суші та вок';

type PageModule = { default: ReactComponent };

// One lazy chunk per page (code splitting); the page names its layout.
const pages = import.meta.glob<PageModule>('../pages/**/*.tsx');

export async function resolvePage(name: string): Promise<ReactComponent> {
    const load = pages[`../pages/${name}.tsx`];
    if (!load) {
        throw new Error(`Unknown page component: ${name}`);
    }
    return (await load()).default;
}
