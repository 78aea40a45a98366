// Compiled by `npx tsc --noEmit`, never run nor bundled: it proves that the route types generated from Laravel's routes
// (`php artisan shop:routes` → lib/route-list.d.ts, staff/route-list.d.ts) make tsc refuse a wrong route name and a
// wrong or missing parameter. Each @ts-expect-error line must stay an error: if it compiled, tsc would fail here.
import { localizedRoute } from '@/lib/route';
import { staffRoute } from '@/staff/route';

const staff = staffRoute('en');

// The staff area: names without the language and area prefix, parameters by name, a query under _query.
staff('orders.show', { order: 'SR-10042' });
staff('ingredients.stops.destroy', { ingredient: 3, stop: 9 });
staff('board.feed', { _query: { restaurant: 2, type: null } });
staff('board');
// @ts-expect-error a staff route that does not exist
staff('orders.shw', { order: 'SR-10042' });
// @ts-expect-error a storefront route is not a staff route
staff('checkout.index');
// @ts-expect-error the order's number is missing
staff('orders.show');
// @ts-expect-error a wrong parameter name: the route takes {order}
staff('orders.show', { number: 'SR-10042' });
// @ts-expect-error one of two parameters is missing
staff('ingredients.stops.destroy', { ingredient: 3 });

// The storefront: base names (uk), the language as an argument.
localizedRoute('product', { product: 'philadelphia-classic' }, 'en');
localizedRoute('checkout.place', undefined, 'uk');
// @ts-expect-error a storefront route that does not exist
localizedRoute('checkout.plac', undefined, 'uk');
// @ts-expect-error a staff route is not in the storefront's list
localizedRoute('staff.board', undefined, 'uk');
// @ts-expect-error the product's slug is missing
localizedRoute('product', undefined, 'en');
// @ts-expect-error a wrong parameter name: the route takes {product}
localizedRoute('product', { slug: 'philadelphia-classic' }, 'en');
