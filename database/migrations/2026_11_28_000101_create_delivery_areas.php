<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /**
     * Where each restaurant delivers, drawn on a map (docs/delivery-areas.md): a GeoJSON polygon (holes allowed) with
     * its bounding box kept beside it (a cheap first filter before the polygon test), a priority among overlapping
     * areas, the minimum order, the fee and the total from which delivery is free (minor units), the delivery minutes
     * and weekday hours (null: whenever the kitchen takes orders). An order keeps the point its address was found at
     * and the area that decided its kitchen.
     */
    public function up(): void
    {
        Schema::create('delivery_areas', function (Blueprint $table) {
            $table->id();
            $table->foreignId('restaurant_id')->constrained()->cascadeOnDelete();
            $table->json('name');
            $table->string('colour', 7);
            $table->json('polygon');
            $table->decimal('min_lat', 9, 6);
            $table->decimal('max_lat', 9, 6);
            $table->decimal('min_lng', 9, 6);
            $table->decimal('max_lng', 9, 6);
            $table->integer('priority')->default(0);
            $table->unsignedInteger('min_order')->default(0);
            $table->unsignedInteger('delivery_fee')->default(0);
            $table->unsignedInteger('free_from')->nullable();
            $table->unsignedSmallInteger('eta_minutes')->default(30);
            $table->json('hours')->nullable();
            $table->boolean('active')->default(true);
            $table->timestamps();
            $table->index(['active', 'min_lat', 'max_lat']);
        });

        Schema::table('orders', function (Blueprint $table) {
            // No foreign key: SQLite would rebuild the orders table for one, and its figure triggers refuse that. Deleting an
            // area clears it on its orders (App\Staff\Delivery\AreaEditor).
            $table->unsignedBigInteger('delivery_area_id')->nullable()->index();
            $table->decimal('lat', 9, 6)->nullable();
            $table->decimal('lng', 9, 6)->nullable();
        });
    }

    public function down(): void
    {
        Schema::table('orders', function (Blueprint $table) {
            $table->dropIndex(['delivery_area_id']);
            $table->dropColumn(['delivery_area_id', 'lat', 'lng']);
        });
        Schema::dropIfExists('delivery_areas');
    }
};
