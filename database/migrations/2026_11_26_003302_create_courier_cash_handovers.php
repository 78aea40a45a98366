<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** A courier's cash of one day (shop timezone) handed to a manager: what their deliveries collected, what was received. */
    public function up(): void
    {
        Schema::create('courier_cash_handovers', function (Blueprint $table) {
            $table->id();
            $table->foreignId('courier_id')->constrained('staff_members')->cascadeOnDelete();
            $table->date('day');
            $table->unsignedInteger('deliveries');
            $table->unsignedInteger('expected');
            $table->unsignedInteger('received');
            // expected − received: a shortfall above zero, a surplus below.
            $table->integer('shortfall');
            $table->foreignId('closed_by_id')->nullable()->constrained('staff_members')->nullOnDelete();
            $table->timestamp('closed_at');
            $table->timestamps();
            $table->unique(['courier_id', 'day']);
            $table->index('day');
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('courier_cash_handovers');
    }
};
