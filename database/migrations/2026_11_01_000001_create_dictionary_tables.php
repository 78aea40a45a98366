<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** The shop's dictionaries: settings, socials, restaurants, delivery regions, payment and order types. */
    public function up(): void
    {
        Schema::create('shop_settings', function (Blueprint $table) {
            $table->string('key')->primary();
            $table->json('value');
            $table->timestamps();
        });
        Schema::create('socials', function (Blueprint $table) {
            $table->id();
            $table->string('key')->unique();
            $table->string('name');
            $table->string('url');
            $table->string('icon');
            $table->unsignedInteger('sort')->default(0);
            $table->timestamps();
        });
        Schema::create('restaurants', function (Blueprint $table) {
            $table->id();
            $table->string('slug')->unique();
            $table->json('name');
            $table->json('address');
            $table->string('phone', 32);
            $table->decimal('lat', 9, 6);
            $table->decimal('lng', 9, 6);
            $table->boolean('pickup')->default(true);
            $table->json('hours');
            $table->unsignedInteger('sort')->default(0);
            $table->timestamps();
        });
        Schema::create('regions', function (Blueprint $table) {
            $table->id();
            $table->string('slug')->unique();
            $table->json('name');
            $table->unsignedInteger('min_order');
            $table->unsignedInteger('delivery_fee');
            $table->unsignedInteger('free_from')->nullable();
            $table->unsignedSmallInteger('eta_minutes');
            $table->foreignId('restaurant_id')->nullable()->constrained()->nullOnDelete();
            $table->boolean('active')->default(true);
            $table->unsignedInteger('sort')->default(0);
            $table->timestamps();
        });
        Schema::create('payment_types', function (Blueprint $table) {
            $table->id();
            $table->string('code')->unique();
            $table->json('name');
            $table->boolean('online')->default(false);
            $table->boolean('active')->default(true);
            $table->unsignedInteger('sort')->default(0);
            $table->timestamps();
        });
        Schema::create('order_types', function (Blueprint $table) {
            $table->id();
            $table->string('code')->unique();
            $table->json('name');
            $table->boolean('active')->default(true);
            $table->unsignedInteger('sort')->default(0);
            $table->timestamps();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('order_types');
        Schema::dropIfExists('payment_types');
        Schema::dropIfExists('regions');
        Schema::dropIfExists('restaurants');
        Schema::dropIfExists('socials');
        Schema::dropIfExists('shop_settings');
    }
};
