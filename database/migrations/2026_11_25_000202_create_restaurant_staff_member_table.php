<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** The restaurants a kitchen account works for: its board, orders and stop-list show only theirs. */
    public function up(): void
    {
        Schema::create('restaurant_staff_member', function (Blueprint $table) {
            $table->foreignId('staff_member_id')->constrained()->cascadeOnDelete();
            $table->foreignId('restaurant_id')->constrained()->cascadeOnDelete();
            $table->primary(['staff_member_id', 'restaurant_id']);
            $table->index('restaurant_id');
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('restaurant_staff_member');
    }
};
