/**
 * The address of an image the API names: a path relative to the site root ("images/…", "storage/menu/…") from this
 * site, or an absolute URL (a photo on S3 or its CDN, App\Staff\Menu\MenuPhotos) as it is; the placeholder for none.
 */
export function imageSrc(image: string | null | undefined): string {
    if (!image) return '/images/placeholder.svg';
    return /^(?:https?:)?\/\//i.test(image) ? image : `/${image}`;
}

/**
 * The attributes of a product's or a promotion's <img>: the shipped SVG artwork (or the placeholder) as it is, or a
 * manager's photo with a srcset of its WebP sizes. A photo's folder names the widths the server made
 * ("storage/menu/products/12/3f2a…-320-640-960/640.webp", App\Staff\Menu\MenuPhotos), so no other field is needed.
 */
export function productImage(
    image: string | null | undefined,
    sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
    const src = imageSrc(image);
    const match = /^(.*\/[0-9a-f]+((?:-\d+)+))\/\d+\.webp$/.exec(src);
    if (!match || match[1] === undefined || match[2] === undefined) return { src };
    const folder = match[1];
    const widths = match[2].split('-').filter(Boolean).map(Number);
    return { src, srcSet: widths.map((w) => `${folder}/${w}.webp ${w}w`).join(', '), sizes };
}

/** Where an image sits: the page's main image (fetched first), another one above the fold, or one further down. */
export type ImagePlace = 'main' | 'top' | 'below';

/** How an <img> of that place loads: the main one with high fetch priority, those further down only as they near the viewport. */
export function imageLoading(place: ImagePlace): { loading?: 'lazy'; fetchPriority?: 'high' } {
    if (place === 'main') return { fetchPriority: 'high' };
    return place === 'below' ? { loading: 'lazy' } : {};
}

/** The place of the image of a list's index-th item when the first `aboveFold` items show before any scrolling. */
export function placeInList(index: number, aboveFold: number): ImagePlace {
    if (index >= aboveFold) return 'below';
    return index === 0 ? 'main' : 'top';
}
