<?php

namespace App\Staff\Menu;

use App\Models\Category;
use App\Models\Product;
use App\Models\Promotion;
use App\Shop\Catalog\SlugRedirects;
use App\ShopApi\CachedShopApi;
use App\ShopApi\ShopApi;
use Illuminate\Support\Facades\DB;

/**
 * Which of the storefront's cached answers a menu change touches, forgotten in both languages after the commit (in
 * the shared cache store, so every node asks again at once) while every other answer stays warm.
 */
class MenuCache
{
    public function __construct(private SlugRedirects $redirects) {}

    /** A product changed: its page (every slug it had), the category pages that list it, the popular lists,
     *  the pages of products that show it as related and of promotions that show it.
     *
     *  @param  list<int>  $categoryIds  its categories before and after
     *  @param  list<string>  $slugs */
    public function product(Product $product, array $categoryIds, array $slugs = []): void
    {
        $names = [...$this->productPages([$product->id]), ...$this->popular()];
        foreach ([...$slugs, $product->slug] as $slug) {
            $names[] = 'product:'.$slug;
        }
        $names = [...$names, ...$this->categoryPages($categoryIds), ...$this->relatingPages([$product->id]), ...$this->promotionPages([$product->id], [])];
        $this->forget($names);
    }

    /** A category changed: the category list, its page (every slug it had), its products' pages (they name it), the
     *  pages that show its products, the popular lists and the promotions that show it.
     *
     *  @param  list<string>  $slugs */
    public function category(Category $category, array $slugs = []): void
    {
        $productIds = Product::query()->where('category_id', $category->id)->pluck('id')->map(fn ($id) => (int) $id)->all();
        $names = ['categories', ...$this->categoryPages([$category->id]), ...$this->productPages($productIds), ...$this->popular()];
        foreach ($slugs as $slug) {
            $names[] = 'category:'.$slug;
        }
        $names = [...$names, ...$this->relatingPages($productIds), ...$this->promotionPages($productIds, [$category->id])];
        $this->forget($names);
    }

    /** A review of the product was published or hidden: its review list, and every page showing its rating. */
    public function reviews(Product $product): void
    {
        $this->product($product, [$product->category_id]);
        $this->forget(['reviews:'.$product->slug]);
    }

    /** The order of categories changed: the category list only. */
    public function categoryOrder(): void
    {
        $this->forget(['categories']);
    }

    /** A modifier group changed: the pages of the products that offer it. */
    public function modifierGroup(int $groupId): void
    {
        $ids = DB::table('modifier_group_product')->where('modifier_group_id', $groupId)->pluck('product_id')->map(fn ($id) => (int) $id)->all();
        $this->forget($this->productPages($ids));
    }

    /** @param  array<int>  $productIds
     *  @return list<string> */
    private function productPages(array $productIds): array
    {
        if ($productIds === []) {
            return [];
        }
        $names = Product::query()->whereIn('id', $productIds)->pluck('slug')->map(fn (string $s) => 'product:'.$s)->all();
        foreach ($productIds as $id) {
            foreach ($this->redirects->oldSlugs(SlugRedirects::PRODUCT, $id) as $slug) {
                $names[] = 'product:'.$slug;
            }
        }

        return array_values($names);
    }

    /** @param  list<int>  $categoryIds
     *  @return list<string> */
    private function categoryPages(array $categoryIds): array
    {
        $names = [];
        foreach (Category::query()->whereIn('id', array_unique($categoryIds))->get(['id', 'slug']) as $category) {
            $names[] = 'category:'.$category->slug;
            foreach ($this->redirects->oldSlugs(SlugRedirects::CATEGORY, $category->id) as $slug) {
                $names[] = 'category:'.$slug;
            }
        }

        return $names;
    }

    /** Pages of products that list one of these as related.
     *  @param  array<int>  $productIds
     *  @return list<string> */
    private function relatingPages(array $productIds): array
    {
        if ($productIds === []) {
            return [];
        }

        return $this->productPages(DB::table('product_related')->whereIn('related_id', $productIds)->distinct()->pluck('product_id')->map(fn ($id) => (int) $id)->all());
    }

    /** @param  array<int>  $productIds
     *  @param  list<int>  $categoryIds
     *  @return list<string> */
    private function promotionPages(array $productIds, array $categoryIds): array
    {
        return array_values(Promotion::query()
            ->where(fn ($q) => $q->whereHas('products', fn ($p) => $p->whereIn('products.id', $productIds ?: [0]))
                ->orWhereHas('categories', fn ($c) => $c->whereIn('categories.id', $categoryIds ?: [0])))
            ->pluck('slug')->map(fn (string $s) => 'promotion:'.$s)->all());
    }

    /** @return list<string> */
    private function popular(): array
    {
        return array_map(fn (int $limit) => 'popular:'.$limit, range(1, (int) config('shop.menu.popular_max')));
    }

    /** @param  list<string>  $names */
    private function forget(array $names): void
    {
        $names = array_values(array_unique($names));
        DB::afterCommit(function () use ($names) {
            /** @var ShopApi $api (tests may bind the port without the cache) */
            $api = app(ShopApi::class);
            if ($api instanceof CachedShopApi) {
                $api->forget($names);
            }
        });
    }
}
