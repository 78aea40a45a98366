<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /**
     * Ingredients and the dishes and modifiers made with them; an ingredient out at one restaurant or everywhere
     * (restaurant_id null) until a time (null: until put back); and the end time of a dish's stop at one restaurant
     * (null: pinned, until put back).
     */
    public function up(): void
    {
        Schema::create('ingredients', function (Blueprint $table) {
            $table->id();
            $table->string('slug')->unique();
            $table->json('name');
            $table->timestamps();
        });
        Schema::create('ingredient_product', function (Blueprint $table) {
            $table->foreignId('ingredient_id')->constrained()->cascadeOnDelete();
            $table->foreignId('product_id')->constrained()->cascadeOnDelete();
            $table->primary(['ingredient_id', 'product_id']);
            $table->index('product_id');
        });
        Schema::create('ingredient_modifier', function (Blueprint $table) {
            $table->foreignId('ingredient_id')->constrained()->cascadeOnDelete();
            $table->foreignId('modifier_id')->constrained()->cascadeOnDelete();
            $table->primary(['ingredient_id', 'modifier_id']);
            $table->index('modifier_id');
        });
        Schema::create('ingredient_stops', function (Blueprint $table) {
            $table->id();
            $table->foreignId('ingredient_id')->constrained()->cascadeOnDelete();
            $table->foreignId('restaurant_id')->nullable()->constrained()->cascadeOnDelete();
            $table->timestamp('until')->nullable();
            $table->foreignId('staff_member_id')->nullable()->constrained()->nullOnDelete();
            $table->timestamp('created_at')->nullable();
            $table->index(['ingredient_id', 'restaurant_id']);
            $table->index('until');
        });
        Schema::table('restaurant_stop_list', function (Blueprint $table) {
            $table->timestamp('until')->nullable()->index();
        });
    }

    public function down(): void
    {
        Schema::table('restaurant_stop_list', function (Blueprint $table) {
            $table->dropIndex(['until']);
            $table->dropColumn('until');
        });
        Schema::dropIfExists('ingredient_stops');
        Schema::dropIfExists('ingredient_modifier');
        Schema::dropIfExists('ingredient_product');
        Schema::dropIfExists('ingredients');
    }
};
