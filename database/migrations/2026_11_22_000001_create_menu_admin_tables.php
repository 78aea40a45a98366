<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /**
     * The menu as managers edit it: old slugs that answer a 301 to the record's current URL, a product's price
     * history, a product's uploaded photo (its stored sizes) and whether the menu shows it.
     */
    public function up(): void
    {
        Schema::create('slug_redirects', function (Blueprint $table) {
            $table->id();
            $table->string('type', 16);
            $table->string('old_slug');
            $table->unsignedBigInteger('subject_id');
            $table->timestamp('created_at')->nullable();
            $table->unique(['type', 'old_slug']);
            $table->index(['type', 'subject_id']);
        });

        Schema::create('product_price_changes', function (Blueprint $table) {
            $table->id();
            $table->foreignId('product_id')->constrained()->cascadeOnDelete();
            $table->foreignId('staff_member_id')->nullable()->constrained('staff_members')->nullOnDelete();
            $table->string('staff_name', 100);
            $table->unsignedInteger('old_price')->nullable();
            $table->unsignedInteger('new_price');
            $table->unsignedInteger('old_old_price')->nullable();
            $table->unsignedInteger('new_old_price')->nullable();
            $table->timestamp('created_at');
            $table->index(['product_id', 'created_at']);
        });

        Schema::table('products', function (Blueprint $table) {
            $table->json('photo')->nullable();
            $table->boolean('visible')->default(true);
        });
    }

    public function down(): void
    {
        Schema::table('products', function (Blueprint $table) {
            $table->dropColumn(['photo', 'visible']);
        });
        Schema::dropIfExists('product_price_changes');
        Schema::dropIfExists('slug_redirects');
    }
};
