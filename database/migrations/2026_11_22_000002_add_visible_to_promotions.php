<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** A promotion can be hidden by a manager without ending it. */
    public function up(): void
    {
        Schema::table('promotions', function (Blueprint $table) {
            $table->boolean('visible')->default(true);
        });
    }

    public function down(): void
    {
        Schema::table('promotions', function (Blueprint $table) {
            $table->dropColumn('visible');
        });
    }
};
