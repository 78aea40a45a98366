<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /**
     * Why an order was cancelled (payment_timeout, …), the per-customer limit of a promo code, and the indexes the
     * unpaid-order expiry and the per-customer promo count read by; a sandbox payment order can be cancelled.
     */
    public function up(): void
    {
        Schema::table('orders', function (Blueprint $table) {
            $table->string('cancellation_reason', 32)->nullable()->after('payment_status');
            $table->index(['payment_type', 'payment_status', 'created_at']);
            $table->index(['promo_code_id', 'customer_id']);
            $table->index(['promo_code_id', 'phone']);
        });

        Schema::table('promo_codes', function (Blueprint $table) {
            $table->unsignedInteger('max_uses_per_customer')->nullable()->after('used_count');
        });

        Schema::table('sandbox_payment_orders', function (Blueprint $table) {
            $table->timestamp('cancelled_at')->nullable();
        });
    }

    public function down(): void
    {
        Schema::table('sandbox_payment_orders', function (Blueprint $table) {
            $table->dropColumn('cancelled_at');
        });
        Schema::table('promo_codes', function (Blueprint $table) {
            $table->dropColumn('max_uses_per_customer');
        });
        Schema::table('orders', function (Blueprint $table) {
            $table->dropIndex(['promo_code_id', 'phone']);
            $table->dropIndex(['promo_code_id', 'customer_id']);
            $table->dropIndex(['payment_type', 'payment_status', 'created_at']);
            $table->dropColumn('cancellation_reason');
        });
    }
};
