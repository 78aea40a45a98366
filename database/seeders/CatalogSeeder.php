<?php

namespace Database\Seeders;

use App\Models\Category;
use App\Models\Modifier;
use App\Models\ModifierGroup;
use App\Models\Product;
use App\Models\Promotion;
use App\Models\Review;
use Illuminate\Database\Seeder;
use Illuminate\Support\Arr;

class CatalogSeeder extends Seeder
{
    /** Seed the menu from data/catalog.php: categories, modifier groups, products, related products, promotions, reviews. */
    public function run(): void
    {
        $data = require __DIR__.'/data/catalog.php';

        foreach ($data['categories'] as $category) {
            Category::query()->updateOrCreate(['slug' => $category['slug']], $category);
        }
        $categories = Category::query()->pluck('id', 'slug');

        foreach ($data['modifier_groups'] as $group) {
            $model = ModifierGroup::query()->updateOrCreate(['key' => $group['key']], Arr::except($group, 'modifiers'));
            foreach ($group['modifiers'] as $index => $modifier) {
                Modifier::query()->updateOrCreate(['key' => $modifier['key']], $modifier + ['modifier_group_id' => $model->id, 'sort' => $index + 1]);
            }
        }
        $groups = ModifierGroup::query()->pluck('id', 'key');

        $count = count($data['products']);
        foreach ($data['products'] as $index => $product) {
            Product::query()->updateOrCreate(['slug' => $product['slug']], Arr::except($product, ['category', 'modifier_groups', 'related']) + [
                'category_id' => $categories[$product['category']],
                // A deterministic popularity so "popular" and sorting by popularity have data from the first run.
                'popularity' => (crc32($product['slug']) % 500) + ($count - $index),
            ]);
        }
        $products = Product::query()->pluck('id', 'slug');

        foreach ($data['products'] as $product) {
            $model = Product::query()->where('slug', $product['slug'])->firstOrFail();
            $model->modifierGroups()->sync(collect((array) ($product['modifier_groups'] ?? []))->mapWithKeys(fn ($key, $i) => [$groups[$key] => ['sort' => $i]])->all());
            $model->related()->sync(collect((array) ($product['related'] ?? []))->mapWithKeys(fn ($slug, $i) => [$products[$slug] => ['sort' => $i]])->all());
        }

        foreach ($data['promotions'] as $promotion) {
            $model = Promotion::query()->updateOrCreate(['slug' => $promotion['slug']], Arr::except($promotion, ['products', 'categories']));
            $model->products()->sync(collect((array) ($promotion['products'] ?? []))->map(fn ($slug) => $products[$slug])->all());
            $model->categories()->sync(collect((array) ($promotion['categories'] ?? []))->map(fn ($slug) => $categories[$slug])->all());
        }

        // The seeded reviews (of no order) are replaced; customers' reviews of their orders are kept. Seeded ones are published.
        Review::query()->whereNull('order_id')->delete();
        foreach ($data['reviews'] as $review) {
            Review::query()->create(Arr::except($review, 'product') + ['product_id' => $products[$review['product']], 'moderated_at' => $review['created_at']]);
        }
    }
}
