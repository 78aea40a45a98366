<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

// One promised time per order (App\Shop\Ordering\EtaPromise): eta_at is it; when it moved from the time the customer
// was shown (at placing, or at a late pick-up), the time it moved from and why, for the pages to say.
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('orders', function (Blueprint $table) {
            $table->timestamp('eta_moved_from')->nullable()->after('eta_at');
            $table->string('eta_reason', 20)->nullable()->after('eta_moved_from');
        });
    }

    public function down(): void
    {
        Schema::table('orders', function (Blueprint $table) {
            $table->dropColumn(['eta_moved_from', 'eta_reason']);
        });
    }
};
