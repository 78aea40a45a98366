<?php

namespace App\Staff\Menu;

use App\Models\Category;
use App\Models\Modifier;
use App\Models\ModifierGroup;
use App\Models\Product;
use App\Models\ProductPriceChange;
use App\Shop\Catalog\SlugRedirects;
use App\Staff\Actor;
use App\Staff\Audit;
use Illuminate\Http\UploadedFile;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Str;

/**
 * A manager's changes to the menu, each in one transaction: the audit trail gets the state before and after, a
 * slug change keeps the old URL as a 301, a price change joins the product's price history, and exactly the
 * storefront answers the change touches are forgotten after the commit.
 */
class MenuEditor
{
    public function __construct(private Audit $audit, private Actor $actor, private SlugRedirects $redirects, private MenuCache $cache, private MenuPhotos $photos) {}

    /** @param  array{name: array<string, ?string>, slug: string, visible: bool}  $values */
    public function saveCategory(?Category $category, array $values): Category
    {
        return DB::transaction(function () use ($category, $values) {
            $before = $category ? self::categorySnapshot($category->refresh()) : null;
            if ($category === null) {
                $category = Category::query()->create($values + ['sort' => (int) Category::query()->max('sort') + 1]);
            } else {
                $category->update($values);
            }
            $oldSlugs = $this->slugChanged(SlugRedirects::CATEGORY, $category->id, $before['slug'] ?? null, $category->slug);
            $after = self::categorySnapshot($category);
            if ($before != $after) {
                $this->audit->record($before ? 'category.update' : 'category.create', $category, $before, $after);
                $this->cache->category($category, $oldSlugs);
            }

            return $category;
        });
    }

    /** Swap a category with its neighbour above or below (the menu's order). */
    public function moveCategory(Category $category, string $direction): void
    {
        DB::transaction(function () use ($category, $direction) {
            $ordered = Category::query()->ordered()->lockForUpdate()->get()->values();
            $index = $ordered->search(fn (Category $c) => $c->id === $category->id);
            $target = $direction === 'up' ? $index - 1 : $index + 1;
            if ($index === false || $target < 0 || $target >= $ordered->count()) {
                return;
            }
            $before = $ordered->pluck('id')->all();
            $moved = $ordered->all();
            [$moved[$index], $moved[$target]] = [$moved[$target], $moved[$index]];
            foreach ($moved as $position => $c) {
                if ($c->sort !== $position + 1) {
                    $c->update(['sort' => $position + 1]);
                }
            }
            $this->audit->record('category.move', $category, ['order' => $before], ['order' => array_map(fn (Category $c) => $c->id, $moved)]);
            $this->cache->categoryOrder();
        });
    }

    /**
     * @param  array<string, mixed>  $values
     * @param  list<int>  $related
     * @param  list<int>  $groups
     */
    public function saveProduct(?Product $product, array $values, array $related, array $groups): Product
    {
        return DB::transaction(function () use ($product, $values, $related, $groups) {
            $before = $product ? self::productSnapshot($product->refresh()) : null;
            if ($values['sort'] === null) {
                $values['sort'] = $product->sort ?? (int) Product::query()->where('category_id', $values['category_id'])->max('sort') + 1;
            }
            if ($product === null) {
                $product = Product::query()->create($values + ['composition' => ['uk' => null, 'en' => null], 'popularity' => 0, 'available' => true]);
            } else {
                $product->update($values);
            }
            $product->related()->sync(collect($related)->values()->mapWithKeys(fn (int $id, int $i) => [$id => ['sort' => $i]])->all());
            $product->modifierGroups()->sync(collect($groups)->values()->mapWithKeys(fn (int $id, int $i) => [$id => ['sort' => $i]])->all());
            $product->unsetRelation('related')->unsetRelation('modifierGroups');

            $oldSlugs = $this->slugChanged(SlugRedirects::PRODUCT, $product->id, $before['slug'] ?? null, $product->slug);
            $after = self::productSnapshot($product);
            if ($before == $after) {
                return $product;
            }
            if ($before === null || $before['price'] !== $after['price'] || $before['old_price'] !== $after['old_price']) {
                ProductPriceChange::query()->create([
                    'product_id' => $product->id, 'staff_member_id' => $this->actor->id(), 'staff_name' => $this->actor->member->name ?? 'system',
                    'old_price' => $before['price'] ?? null, 'new_price' => $after['price'],
                    'old_old_price' => $before['old_price'] ?? null, 'new_old_price' => $after['old_price'], 'created_at' => now(),
                ]);
            }
            $this->audit->record($before ? 'product.update' : 'product.create', $product, $before, $after);
            $this->cache->product($product, array_values(array_unique(array_filter([$before['category_id'] ?? null, $product->category_id]))), $oldSlugs);

            return $product;
        });
    }

    /** A new photo for a product: its sizes are written first, the product points at them in one transaction, and
     *  the previous photo's files go after the commit (a failed save removes the new files instead). */
    public function setPhoto(Product $product, UploadedFile $file): Product
    {
        $photo = $this->photos->store($product, $file);
        try {
            return DB::transaction(function () use ($product, $photo) {
                $product = Product::query()->lockForUpdate()->findOrFail($product->id);
                $before = ['photo' => $product->photo['original'] ?? null, 'image' => $product->image];
                $previous = $product->photo;
                $product->update(['photo' => $photo, 'image' => $photo['image']]);
                $this->audit->record('product.photo', $product, $before, ['photo' => $photo['original'], 'image' => $photo['image']]);
                $this->cache->product($product, [$product->category_id], $this->redirects->oldSlugs(SlugRedirects::PRODUCT, $product->id));
                if (($previous['original'] ?? null) !== $photo['original']) {
                    DB::afterCommit(fn () => $this->photos->delete($previous));
                }

                return $product;
            });
        } catch (\Throwable $e) {
            $this->photos->delete($photo);
            throw $e;
        }
    }

    /**
     * @param  array{name: array<string, ?string>, required: bool, min: int, max: int}  $values
     * @param  list<array{id: ?int, name: array{uk: string, en: string}, price: int, max_quantity: int}>  $modifiers
     */
    public function saveModifierGroup(?ModifierGroup $group, array $values, array $modifiers): ModifierGroup
    {
        return DB::transaction(function () use ($group, $values, $modifiers) {
            $before = $group ? self::groupSnapshot($group->refresh()) : null;
            if ($group === null) {
                $group = ModifierGroup::query()->create($values + ['key' => self::key('modifier_groups', (string) $values['name']['en']), 'sort' => (int) ModifierGroup::query()->max('sort') + 1]);
            } else {
                $group->update($values);
            }
            $kept = array_filter(array_column($modifiers, 'id'));
            $group->modifiers()->whereNotIn('id', $kept ?: [0])->delete();
            foreach ($modifiers as $position => $m) {
                $attributes = ['name' => $m['name'], 'price' => $m['price'], 'max_quantity' => $m['max_quantity'], 'sort' => $position];
                if ($m['id'] !== null) {
                    $group->modifiers()->whereKey($m['id'])->first()?->update($attributes);
                } else {
                    $group->modifiers()->create($attributes + ['key' => self::key('modifiers', $m['name']['en']), 'available' => true]);
                }
            }
            $group->unsetRelation('modifiers');
            $after = self::groupSnapshot($group);
            if ($before != $after) {
                $this->audit->record($before ? 'modifier_group.update' : 'modifier_group.create', $group, $before, $after);
                $this->cache->modifierGroup($group->id);
            }

            return $group;
        });
    }

    /** Record the old slug as a redirect, and free the new one from any redirect it was.
     *  @return list<string> every old slug */
    private function slugChanged(string $type, int $id, ?string $old, string $new): array
    {
        $this->redirects->release($type, $new);
        if ($old !== null && $old !== $new) {
            $this->redirects->record($type, $old, $id);
        }

        return $this->redirects->oldSlugs($type, $id);
    }

    /** A unique machine key from an English name: "Extra ginger" → "extra-ginger", "extra-ginger-2". */
    private static function key(string $table, string $name): string
    {
        $base = Str::limit(Str::slug($name) ?: 'item', 60, '');
        $key = $base;
        for ($n = 2; DB::table($table)->where('key', $key)->exists(); $n++) {
            $key = $base.'-'.$n;
        }

        return $key;
    }

    /** @return array<string, mixed> */
    public static function categorySnapshot(Category $category): array
    {
        return ['name' => $category->name, 'slug' => $category->slug, 'visible' => (bool) $category->visible, 'tax_codes' => $category->tax_codes];
    }

    /** @return array<string, mixed> */
    public static function productSnapshot(Product $product): array
    {
        return [
            'name' => $product->name, 'description' => $product->description, 'composition' => $product->composition,
            'slug' => $product->slug, 'category_id' => (int) $product->category_id, 'price' => (int) $product->price,
            'old_price' => $product->old_price === null ? null : (int) $product->old_price, 'weight' => (int) $product->weight,
            'pieces' => $product->pieces === null ? null : (int) $product->pieces, 'badges' => array_values($product->badges ?? []),
            'allergens' => array_values($product->allergens ?? []), 'visible' => (bool) ($product->getAttribute('visible') ?? true), 'sort' => (int) $product->sort,
            'related' => $product->related()->pluck('products.id')->map(fn ($id) => (int) $id)->all(),
            'modifier_groups' => $product->modifierGroups()->pluck('modifier_groups.id')->map(fn ($id) => (int) $id)->all(),
            'photo' => $product->photo['original'] ?? null,
            'tax_codes' => $product->tax_codes,
        ];
    }

    /** @return array<string, mixed> */
    public static function groupSnapshot(ModifierGroup $group): array
    {
        return [
            'name' => $group->name, 'required' => (bool) $group->required, 'min' => (int) $group->min, 'max' => (int) $group->max,
            'modifiers' => $group->modifiers()->get()->map(fn (Modifier $m) => ['id' => $m->id, 'name' => $m->name, 'price' => (int) $m->price, 'max_quantity' => (int) $m->max_quantity])->all(),
        ];
    }
}
