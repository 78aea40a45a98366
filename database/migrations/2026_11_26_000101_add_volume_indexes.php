<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /**
     * Indexes for a year of a chain's orders (issue 31): the children of an order found by its id (lines, both
     * histories, payments, refunds, audit entries), the open orders of a restaurant (board, overview), a restaurant's
     * orders by day (order list, kitchen), a staff member's audit trail, a customer's reviews and friends, and the published or
     * hidden reviews newest first.
     */
    public function up(): void
    {
        foreach (['order_lines', 'order_status_history', 'payment_status_history', 'payments', 'payment_refunds'] as $child) {
            Schema::table($child, fn (Blueprint $table) => $table->index('order_id'));
        }
        Schema::table('orders', function (Blueprint $table) {
            $table->index(['status', 'restaurant_id']);
            $table->index(['restaurant_id', 'created_at']);
        });
        Schema::table('staff_audit_log', function (Blueprint $table) {
            $table->index('order_id');
            $table->index(['staff_member_id', 'id']);
        });
        Schema::table('customers', fn (Blueprint $table) => $table->index('referrer_id'));
        Schema::table('reviews', function (Blueprint $table) {
            $table->index('customer_id');
            $table->index(['published', 'created_at']);
        });
    }

    public function down(): void
    {
        Schema::table('customers', fn (Blueprint $table) => $table->dropIndex(['referrer_id']));
        Schema::table('reviews', function (Blueprint $table) {
            $table->dropIndex(['customer_id']);
            $table->dropIndex(['published', 'created_at']);
        });
        Schema::table('staff_audit_log', function (Blueprint $table) {
            $table->dropIndex(['order_id']);
            $table->dropIndex(['staff_member_id', 'id']);
        });
        Schema::table('orders', function (Blueprint $table) {
            $table->dropIndex(['status', 'restaurant_id']);
            $table->dropIndex(['restaurant_id', 'created_at']);
        });
        foreach (['order_lines', 'order_status_history', 'payment_status_history', 'payments', 'payment_refunds'] as $child) {
            Schema::table($child, fn (Blueprint $table) => $table->dropIndex(['order_id']));
        }
    }
};
