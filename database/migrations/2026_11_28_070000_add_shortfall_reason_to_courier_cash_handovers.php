<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    public function up(): void
    {
        Schema::table('courier_cash_handovers', function (Blueprint $table) {
            // Why the cash counted was short of what the deliveries collected (required for a shortfall).
            $table->string('shortfall_reason', 500)->nullable()->after('shortfall');
        });
    }

    public function down(): void
    {
        Schema::table('courier_cash_handovers', function (Blueprint $table) {
            $table->dropColumn('shortfall_reason');
        });
    }
};
