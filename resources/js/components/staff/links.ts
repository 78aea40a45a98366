/** The menu pages' URLs (App\\Http\\Controllers\\Staff\\Menu\\MenuPages::links); __ID__ stands for a record's id. */
export interface MenuLinks {
    menu: string;
    promotions: string;
    categoryNew: string;
    categoryStore: string;
    categoryUpdate: string;
    categoryMove: string;
    productNew: string;
    productStore: string;
    productUpdate: string;
    productPhoto: string;
    groupNew: string;
    groupStore: string;
    groupUpdate: string;
}

/** The promotion pages' URLs (App\\Http\\Controllers\\Staff\\Menu\\PromoPages::links). */
export interface PromoLinks {
    menu: string;
    promotions: string;
    promotionNew: string;
    promotionStore: string;
    promotionUpdate: string;
    promotionPhoto: string;
    codeNew: string;
    codeStore: string;
    codeUpdate: string;
}

/** A record's URL from a list of links: __ID__ replaced by its id (null: no record yet, no URL). */
export function withId(url: string, id: number): string;
export function withId(url: string, id: number | null | undefined): string | null;
export function withId(url: string, id: number | null | undefined): string | null {
    return id === null || id === undefined ? null : url.replace('__ID__', String(id));
}

/** The restaurants, regions and settings pages' URLs (App\\Http\\Controllers\\Staff\\Shop\\ShopPages::links). */
export interface ShopLinks {
    shop: string;
    restaurantNew: string;
    restaurantStore: string;
    restaurantUpdate: string;
    regionNew: string;
    regionStore: string;
    regionUpdate: string;
    types: string;
    settings: string;
    socials: string;
    slots: string;
}
