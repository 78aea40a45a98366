<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** The menu: categories, products, modifier groups and modifiers, related products, promotions, reviews. */
    public function up(): void
    {
        Schema::create('categories', function (Blueprint $table) {
            $table->id();
            $table->string('slug')->unique();
            $table->json('name');
            $table->string('image')->nullable();
            $table->boolean('visible')->default(true);
            $table->unsignedInteger('sort')->default(0);
            $table->timestamps();
        });
        Schema::create('products', function (Blueprint $table) {
            $table->id();
            $table->foreignId('category_id')->constrained()->cascadeOnDelete();
            $table->string('slug')->unique();
            $table->json('name');
            $table->json('description');
            $table->json('composition');
            $table->unsignedInteger('weight');
            $table->unsignedSmallInteger('pieces')->nullable();
            $table->unsignedSmallInteger('kcal')->nullable();
            $table->unsignedInteger('price');
            $table->unsignedInteger('old_price')->nullable();
            $table->string('image')->nullable();
            $table->json('badges');
            $table->json('allergens');
            $table->unsignedInteger('popularity')->default(0);
            $table->boolean('available')->default(true);
            $table->unsignedInteger('sort')->default(0);
            $table->timestamps();
            $table->index(['category_id', 'sort']);
        });
        Schema::create('modifier_groups', function (Blueprint $table) {
            $table->id();
            $table->string('key')->unique();
            $table->json('name');
            $table->boolean('required')->default(false);
            $table->unsignedTinyInteger('min')->default(0);
            $table->unsignedTinyInteger('max')->default(1);
            $table->unsignedInteger('sort')->default(0);
            $table->timestamps();
        });
        Schema::create('modifiers', function (Blueprint $table) {
            $table->id();
            $table->foreignId('modifier_group_id')->constrained()->cascadeOnDelete();
            $table->string('key')->unique();
            $table->json('name');
            $table->unsignedInteger('price')->default(0);
            $table->unsignedTinyInteger('max_quantity')->default(1);
            $table->boolean('available')->default(true);
            $table->unsignedInteger('sort')->default(0);
            $table->timestamps();
        });
        Schema::create('modifier_group_product', function (Blueprint $table) {
            $table->foreignId('product_id')->constrained()->cascadeOnDelete();
            $table->foreignId('modifier_group_id')->constrained()->cascadeOnDelete();
            $table->unsignedInteger('sort')->default(0);
            $table->primary(['product_id', 'modifier_group_id']);
        });
        Schema::create('product_related', function (Blueprint $table) {
            $table->foreignId('product_id')->constrained()->cascadeOnDelete();
            $table->foreignId('related_id')->constrained('products')->cascadeOnDelete();
            $table->unsignedInteger('sort')->default(0);
            $table->primary(['product_id', 'related_id']);
        });
        Schema::create('promotions', function (Blueprint $table) {
            $table->id();
            $table->string('slug')->unique();
            $table->json('title');
            $table->json('summary');
            $table->json('body');
            $table->string('image')->nullable();
            $table->date('starts_at')->nullable();
            $table->date('ends_at')->nullable();
            $table->unsignedInteger('sort')->default(0);
            $table->timestamps();
        });
        Schema::create('product_promotion', function (Blueprint $table) {
            $table->foreignId('promotion_id')->constrained()->cascadeOnDelete();
            $table->foreignId('product_id')->constrained()->cascadeOnDelete();
            $table->primary(['promotion_id', 'product_id']);
        });
        Schema::create('category_promotion', function (Blueprint $table) {
            $table->foreignId('promotion_id')->constrained()->cascadeOnDelete();
            $table->foreignId('category_id')->constrained()->cascadeOnDelete();
            $table->primary(['promotion_id', 'category_id']);
        });
        Schema::create('reviews', function (Blueprint $table) {
            $table->id();
            $table->foreignId('product_id')->constrained()->cascadeOnDelete();
            $table->string('author', 100);
            $table->unsignedTinyInteger('rating');
            $table->text('body');
            $table->string('locale', 5);
            $table->boolean('published')->default(true);
            $table->timestamps();
            $table->index(['product_id', 'published']);
        });
    }

    public function down(): void
    {
        foreach (['reviews', 'category_promotion', 'product_promotion', 'promotions', 'product_related', 'modifier_group_product', 'modifiers', 'modifier_groups', 'products', 'categories'] as $table) {
            Schema::dropIfExists($table);
        }
    }
};
