<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** A promotion's uploaded photo (its original and stored sizes), like a product's. */
    public function up(): void
    {
        Schema::table('promotions', function (Blueprint $table) {
            $table->json('photo')->nullable();
        });
    }

    public function down(): void
    {
        Schema::table('promotions', function (Blueprint $table) {
            $table->dropColumn('photo');
        });
    }
};
