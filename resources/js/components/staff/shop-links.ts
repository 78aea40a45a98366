/** The restaurants, regions and settings pages' URLs (App\\Http\\Controllers\\Staff\\Shop\\ShopController::links); __ID__ stands for a record's id. */
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
