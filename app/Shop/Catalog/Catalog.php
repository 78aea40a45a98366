<?php

namespace App\Shop\Catalog;

use App\Models\Category;
use App\Models\Modifier;
use App\Models\ModifierGroup;
use App\Models\Product;
use App\Models\Promotion;
use App\Models\Review;
use App\Shop\Dictionaries;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Collection;
use Illuminate\Database\Eloquent\ModelNotFoundException;

/** The embedded backend's menu, as the JSON payloads of the shop API (answered in one language). */
class Catalog
{
    public function __construct(private Dictionaries $dictionaries) {}

    /** @return array<string, mixed>
     *
     * @throws ModelNotFoundException */
    public function category(string $slug, string $locale): array
    {
        $category = Category::query()->where('visible', true)->where('slug', $slug)->first()
            ?? Category::query()->where('visible', true)->findOrFail(app(SlugRedirects::class)->resolve(SlugRedirects::CATEGORY, $slug) ?? 0);
        $products = $this->cardQuery()->where('category_id', $category->id)->ordered()->get();

        return $this->dictionaries->category($category, $locale) + ['products' => $this->cards($products, $locale)];
    }

    /** @return array<string, mixed>
     *
     * @throws ModelNotFoundException */
    public function product(string $slug, string $locale): array
    {
        // An old slug answers the product with its current slug (the storefront redirects to it).
        $id = Product::query()->where('slug', $slug)->exists() ? null : app(SlugRedirects::class)->resolve(SlugRedirects::PRODUCT, $slug);
        $product = $this->cardQuery()->listed()->when($id !== null, fn (Builder $q) => $q->whereKey($id), fn (Builder $q) => $q->where('slug', $slug))
            ->with(['category', 'modifierGroups.modifiers', 'related' => fn ($q) => $q->withCount('modifierGroups')])
            ->withAvg(['reviews as rating_average' => fn (Builder $q) => $q->where('published', true)], 'rating')
            ->withCount(['reviews as rating_count' => fn (Builder $q) => $q->where('published', true)])
            ->firstOrFail();

        return $this->card($product, $locale) + [
            'category' => $this->dictionaries->category($product->category, $locale),
            'description' => $product->translate('description', $locale),
            'composition' => $product->translate('composition', $locale),
            'kcal' => $product->kcal,
            'modifier_groups' => $product->modifierGroups->map(fn (ModifierGroup $g) => [
                'id' => $g->id, 'key' => $g->key, 'name' => $g->translate('name', $locale),
                'required' => $g->required, 'min' => $g->min, 'max' => $g->max,
                'modifiers' => $g->modifiers->map(fn (Modifier $m) => [
                    'id' => $m->id, 'key' => $m->key, 'name' => $m->translate('name', $locale), 'price' => $m->price,
                    'max_quantity' => $m->max_quantity, 'available' => $m->available,
                ])->all(),
            ])->all(),
            'related' => $this->cards($product->related, $locale),
            'stopped_at' => app(RestaurantStopList::class)->restaurantsStopping($product->id),
            'rating' => [
                'average' => $product->getAttribute('rating_average') !== null ? round((float) $product->getAttribute('rating_average'), 1) : null,
                'count' => (int) $product->getAttribute('rating_count'),
            ],
        ];
    }

    /** The latest published reviews of a product, newest first.
     *  @return list<array{id: int, author: string, rating: int, body: string, created_at: string}>
     *
     * @throws ModelNotFoundException */
    public function reviews(string $slug, int $limit = 20): array
    {
        $product = Product::query()->listed()->where('slug', $slug)->firstOrFail();

        return array_values($product->reviews()->where('published', true)->latest()->orderByDesc('id')->limit($limit)->get()
            ->map(fn (Review $r) => [
                'id' => $r->id, 'author' => $r->author, 'rating' => $r->rating, 'body' => $r->body,
                'created_at' => (string) $r->created_at?->toIso8601String(),
            ])->all());
    }

    /** @param  list<int>  $ids
     *  @return list<array<string, mixed>> */
    public function productsByIds(array $ids, string $locale): array
    {
        $products = $this->cardQuery()->listed()->whereIn('id', $ids)->get()->keyBy('id');

        return array_values(collect($ids)->unique()->map(fn (int $id) => $products->get($id))->filter()
            ->map(fn (Product $product) => $this->card($product, $locale))->all());
    }

    /** @return list<array<string, mixed>> */
    public function popular(int $limit, string $locale): array
    {
        $products = $this->cardQuery()->listed()->where('available', true)
            ->orderByDesc('popularity')->orderBy('id')->limit($limit)->get();

        return $this->cards($products, $locale);
    }

    /** @return list<array<string, mixed>> */
    public function promotions(string $locale): array
    {
        return array_values(Promotion::query()->active()->ordered()->get()
            ->map(fn (Promotion $p) => $this->promotionSummary($p, $locale))->all());
    }

    /** @return array<string, mixed>
     *
     * @throws ModelNotFoundException */
    public function promotion(string $slug, string $locale): array
    {
        $id = Promotion::query()->where('slug', $slug)->exists() ? null : app(SlugRedirects::class)->resolve(SlugRedirects::PROMOTION, $slug);
        $promotion = Promotion::query()->active()->when($id !== null, fn (Builder $q) => $q->whereKey($id), fn (Builder $q) => $q->where('slug', $slug))
            ->with(['products' => fn ($q) => $q->where('products.visible', true)->withCount('modifierGroups')->orderBy('sort'), 'categories' => fn ($q) => $q->where('visible', true)->orderBy('sort')])
            ->firstOrFail();

        return $this->promotionSummary($promotion, $locale) + [
            'body' => $promotion->translate('body', $locale),
            'products' => $this->cards($promotion->products, $locale),
            'categories' => $promotion->categories->map(fn (Category $c) => $this->dictionaries->category($c, $locale))->all(),
        ];
    }

    /** Sauces and drinks to offer beside a cart, most popular first, without what is already in it.
     *  @param  list<int>  $exclude
     *  @return list<array<string, mixed>> */
    public function upsell(array $exclude, string $locale, int $limit = 6): array
    {
        $products = $this->cardQuery()->where('available', true)
            ->whereHas('category', fn (Builder $q) => $q->where('visible', true)->whereIn('slug', config('shop.upsell_categories')))
            ->whereNotIn('id', $exclude)->orderByDesc('popularity')->orderBy('id')->limit($limit)->get();

        return $this->cards($products, $locale);
    }

    /** Price a cart from the catalog (see CartCheck).
     *  @param  list<array<string, mixed>>  $items
     *  @return array<string, mixed> */
    public function checkCart(array $items, string $locale, ?int $restaurantId = null): array
    {
        /** @var list<array{id: int, quantity: int, currentPrice?: int, modifiers?: list<array{id: int, quantity: int, currentPrice?: int}>}> $items (validated by the callers' requests) */
        return app(CartCheck::class)->check($items, $locale, $this, $restaurantId);
    }

    /** Products whose name (in either language) contains the query.
     *  @return list<array<string, mixed>> */
    public function search(string $query, string $locale, int $limit = 24): array
    {
        $needle = mb_strtolower(trim($query));
        if (mb_strlen($needle) < 2) {
            return [];
        }

        $matches = $this->cardQuery()->listed()->ordered()->get()
            ->filter(fn (Product $p) => collect($p->name)->contains(fn ($name) => str_contains(mb_strtolower((string) $name), $needle)))
            ->take($limit);

        return $this->cards($matches, $locale);
    }

    /** @return Builder<Product> */
    private function cardQuery(): Builder
    {
        return Product::query()->where('products.visible', true)->withCount('modifierGroups');
    }

    /** @param  Collection<int, Product>|\Illuminate\Support\Collection<int, Product>  $products
     *  @return list<array<string, mixed>> */
    private function cards($products, string $locale): array
    {
        return array_values($products->map(fn (Product $p) => $this->card($p, $locale))->all());
    }

    /** @return array<string, mixed> */
    private function card(Product $product, string $locale): array
    {
        return [
            'id' => $product->id, 'slug' => $product->slug, 'category_id' => $product->category_id,
            'name' => $product->translate('name', $locale), 'image' => $product->image,
            'price' => $product->price, 'old_price' => $product->old_price, 'weight' => $product->weight,
            'pieces' => $product->pieces, 'badges' => $product->badges ?? [], 'allergens' => $product->allergens ?? [],
            'available' => $product->available, 'has_modifiers' => ($product->modifier_groups_count ?? 0) > 0,
            'popularity' => $product->popularity,
        ];
    }

    /** @return array<string, mixed> */
    private function promotionSummary(Promotion $promotion, string $locale): array
    {
        return [
            'id' => $promotion->id, 'slug' => $promotion->slug, 'title' => $promotion->translate('title', $locale),
            'summary' => $promotion->translate('summary', $locale), 'image' => $promotion->image,
            'starts_at' => $promotion->starts_at?->toDateString(), 'ends_at' => $promotion->ends_at?->toDateString(),
        ];
    }
}
