<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /**
     * A kitchen's search of its restaurants' orders by a customer's phone (Staff\OrderController::index): the phone
     * and the restaurant in one index, so that a year of the restaurant's orders is never read to intersect with the
     * phone's few (PostgreSQL joined the restaurant's whole index to the phone's once the table had been vacuumed).
     */
    public function up(): void
    {
        Schema::table('orders', function (Blueprint $table) {
            $table->index(['phone', 'restaurant_id']);
        });
    }

    public function down(): void
    {
        Schema::table('orders', function (Blueprint $table) {
            $table->dropIndex(['phone', 'restaurant_id']);
        });
    }
};
