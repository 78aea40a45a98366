<?php

namespace App\Http\Controllers;

use App\Http\Controllers\Concerns\AnswersShopApiJson;
use App\Http\Requests\ReviewDishRequest;
use App\ShopApi\Data\OrderRecord;
use App\ShopApi\ShopApi;
use Illuminate\Http\JsonResponse;

/**
 * After the order (JSON routes of the storefront): repeat an order of the account into the cart, and rate the dishes
 * of a delivered order (the account's order page, and any page holding the order's token).
 */
class OrderAfterController extends Controller
{
    use AnswersShopApiJson;

    /** What a JSON route answers (503) while the upstream fails. */
    protected const SHOP_UNAVAILABLE = 'reviews.unavailable';

    private const REFERENCE = '/^[A-Za-z0-9-]{1,40}$/';

    public function __construct(private ShopApi $api) {}

    /**
     * POST account.orders.repeat: the order's lines as cart lines at today's prices (the cart check prices them), and
     * a notice for each dish that is gone from the menu, stopped, whose extras changed, or whose price changed.
     * Nothing is written on the server: the cart lives in the browser, which adds `lines` and shows `notices`.
     */
    public function repeat(string $order): JsonResponse
    {
        abort_unless(preg_match(self::REFERENCE, $order) === 1, 404);

        return $this->shopJson(fn () => ['data' => $this->repeatLines($this->api->order($order))]);
    }

    /** GET orders.reviews.index: which dishes of the order may be rated, and the reviews already written. */
    public function reviews(string $order): JsonResponse
    {
        abort_unless(preg_match(self::REFERENCE, $order) === 1, 404);

        return $this->shopJson(fn () => ['data' => $this->api->orderReviews($order)]);
    }

    /** POST orders.reviews.store {product_id, rating, body}: one dish of a delivered order rated, once. */
    public function review(ReviewDishRequest $request, string $order): JsonResponse
    {
        abort_unless(preg_match(self::REFERENCE, $order) === 1, 404);

        return $this->shopJson(fn () => ['data' => $this->api->reviewDish($order, $request->productId(), $request->rating(), $request->body())], 201);
    }

    /** @return array{lines: list<array{id: int, quantity: int, currentPrice: int, modifiers: list<array{id: int, quantity: int, currentPrice: int}>}>, notices: list<array{kind: string, product_id: ?int, name: string, was?: int, now?: int}>} */
    private function repeatLines(OrderRecord $order): array
    {
        $notices = [];
        $items = [];
        $sources = [];
        foreach ($order->lines as $line) {
            if ($line['product_id'] === null) {
                $notices[] = ['kind' => 'gone', 'product_id' => null, 'name' => $line['name']];

                continue;
            }
            // The prices of the order are the customer's belief: the cart check flags each one that changed.
            $items[] = [
                'id' => $line['product_id'],
                'quantity' => $line['quantity'],
                'currentPrice' => $line['unit_price'],
                'modifiers' => array_map(fn (array $m) => ['id' => $m['id'], 'quantity' => $m['quantity'], 'currentPrice' => $m['price']], $line['modifiers']),
            ];
            $sources[] = $line;
        }

        $lines = [];
        $quote = $items === [] ? [] : $this->api->checkCart($items)->lines;
        foreach ($quote as $checked) {
            $source = $sources[$checked['index']] ?? null;
            if ($source === null) {
                continue;
            }
            $name = is_string($checked['name'] ?? null) ? $checked['name'] : $source['name'];
            $problems = $checked['problems'];
            if (in_array('not_found', $problems, true)) {
                $notices[] = ['kind' => 'gone', 'product_id' => $source['product_id'], 'name' => $source['name']];

                continue;
            }
            if (in_array('unavailable', $problems, true)) {
                $notices[] = ['kind' => 'stopped', 'product_id' => $source['product_id'], 'name' => $name];

                continue;
            }
            if (! $checked['orderable'] || $checked['price'] === null) {
                $notices[] = ['kind' => 'modifiers', 'product_id' => $source['product_id'], 'name' => $name];

                continue;
            }
            /** @var list<array{id: int, quantity: int, price: int}> $checkedModifiers */
            $checkedModifiers = $checked['modifiers'];
            $modifiers = array_map(fn (array $m) => ['id' => $m['id'], 'quantity' => $m['quantity'], 'currentPrice' => $m['price']], $checkedModifiers);
            $unit = fn (int $price, array $mods): int => $price + (int) array_sum(array_map(fn (array $m) => $m['currentPrice'] * $m['quantity'], $mods));
            $was = $unit($source['unit_price'], array_map(fn (array $m) => ['currentPrice' => $m['price'], 'quantity' => $m['quantity']], $source['modifiers']));
            $now = $unit((int) $checked['price'], $modifiers);
            if (in_array('price_changed', $problems, true) && $was !== $now) {
                $notices[] = ['kind' => 'price_changed', 'product_id' => $source['product_id'], 'name' => $name, 'was' => $was, 'now' => $now];
            }
            $lines[] = ['id' => (int) $checked['id'], 'quantity' => (int) $checked['quantity'], 'currentPrice' => (int) $checked['price'], 'modifiers' => $modifiers];
        }

        return ['lines' => $lines, 'notices' => $notices];
    }
}
