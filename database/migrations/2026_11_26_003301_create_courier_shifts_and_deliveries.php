<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /**
     * Couriers (issue 33): a courier's shift at one of their restaurants, and the deliveries of orders given to a
     * courier (an order has at most one open delivery: not delivered and not failed; a failed one stays as history).
     */
    public function up(): void
    {
        Schema::create('courier_shifts', function (Blueprint $table) {
            $table->id();
            $table->foreignId('staff_member_id')->constrained()->cascadeOnDelete();
            $table->foreignId('restaurant_id')->constrained()->cascadeOnDelete();
            $table->timestamp('started_at');
            $table->timestamp('ended_at')->nullable();
            $table->timestamps();
            $table->index(['restaurant_id', 'ended_at']);
            $table->index(['staff_member_id', 'ended_at']);
        });

        Schema::create('deliveries', function (Blueprint $table) {
            $table->id();
            $table->foreignId('order_id')->constrained()->cascadeOnDelete();
            $table->foreignId('courier_id')->constrained('staff_members')->cascadeOnDelete();
            $table->foreignId('assigned_by_id')->nullable()->constrained('staff_members')->nullOnDelete();
            $table->unsignedInteger('position');
            $table->timestamp('assigned_at');
            $table->timestamp('picked_up_at')->nullable();
            $table->timestamp('delivered_at')->nullable();
            $table->timestamp('failed_at')->nullable();
            $table->string('failure_reason', 500)->nullable();
            $table->unsignedInteger('cash_collected')->nullable();
            $table->timestamps();
            $table->index('order_id');
            $table->index(['courier_id', 'delivered_at']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('deliveries');
        Schema::dropIfExists('courier_shifts');
    }
};
