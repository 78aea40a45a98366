<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /**
     * When staff last moved an order to another restaurant (the tracking page says so), and when the manager was texted
     * that the order was not accepted in time (claimed by a conditional update: one SMS per order, whatever runs at once).
     */
    public function up(): void
    {
        Schema::table('orders', function (Blueprint $table) {
            $table->timestamp('restaurant_moved_at')->nullable();
            $table->timestamp('manager_alerted_at')->nullable();
        });
    }

    public function down(): void
    {
        Schema::table('orders', function (Blueprint $table) {
            $table->dropColumn(['restaurant_moved_at', 'manager_alerted_at']);
        });
    }
};
