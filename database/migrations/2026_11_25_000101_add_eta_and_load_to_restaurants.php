<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /**
     * A kitchen's preparation minutes (the honest ETA adds its live queue and the region's delivery minutes), and what an
     * operator set from the board: busy (+N minutes on every ETA and on the slots' lead time) until a time, or online
     * orders paused until a time. Both end on their own: a time in the past means the state is over.
     */
    public function up(): void
    {
        Schema::table('restaurants', function (Blueprint $table) {
            $table->unsignedSmallInteger('prep_minutes')->default(25);
            $table->unsignedSmallInteger('busy_minutes')->nullable();
            $table->timestamp('busy_until')->nullable();
            $table->timestamp('paused_until')->nullable();
        });
    }

    public function down(): void
    {
        Schema::table('restaurants', function (Blueprint $table) {
            $table->dropColumn(['prep_minutes', 'busy_minutes', 'busy_until', 'paused_until']);
        });
    }
};
