<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /**
     * Why money was given back: "refund" (staff refunded the order or some of its lines: what the customer owes goes
     * down by it) or "correction" (a correction lowered the order's total and the difference went back: the total
     * already says so). What is due, the figures and the CSV count only the first against the total.
     */
    public function up(): void
    {
        Schema::table('payment_refunds', function (Blueprint $table) {
            $table->string('kind', 16)->default('refund');
        });
    }

    public function down(): void
    {
        Schema::table('payment_refunds', function (Blueprint $table) {
            $table->dropColumn('kind');
        });
    }
};
