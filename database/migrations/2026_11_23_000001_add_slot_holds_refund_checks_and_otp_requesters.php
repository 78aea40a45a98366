<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /**
     * Orders remember the client address they were placed from (a SHA-256 of its limit key, never the address
     * itself), so an address holds at most one unpaid card order, and when a card payment arrived after the order's
     * slot hold had ended (the staff board flags it: the slot may be over its capacity). A refund whose provider's
     * answer was lost is kept as "unconfirmed" until a job has asked the provider. A sign-in code remembers the client
     * address that asked for it, whose guesses do not count against strangers' budget.
     */
    public function up(): void
    {
        Schema::table('orders', function (Blueprint $table) {
            $table->string('client_key', 64)->nullable()->after('phone');
            $table->timestamp('paid_after_hold_at')->nullable()->after('cancellation_reason');
            $table->index(['client_key', 'payment_type', 'status']);
            $table->index(['phone', 'payment_type', 'status']);
        });

        Schema::table('payment_refunds', function (Blueprint $table) {
            $table->string('status', 16)->default('done')->after('amount');
            $table->index(['status']);
        });

        Schema::table('otp_codes', function (Blueprint $table) {
            $table->string('requester_key', 64)->nullable()->after('code_hash');
        });
    }

    public function down(): void
    {
        Schema::table('otp_codes', function (Blueprint $table) {
            $table->dropColumn('requester_key');
        });
        Schema::table('payment_refunds', function (Blueprint $table) {
            $table->dropIndex(['status']);
            $table->dropColumn('status');
        });
        Schema::table('orders', function (Blueprint $table) {
            $table->dropIndex(['phone', 'payment_type', 'status']);
            $table->dropIndex(['client_key', 'payment_type', 'status']);
            $table->dropColumn(['client_key', 'paid_after_hold_at']);
        });
    }
};
