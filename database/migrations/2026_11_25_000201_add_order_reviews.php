<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /**
     * Reviews written by customers after delivery: the order and the customer they came from (one review per dish per
     * order, a unique index), and the moderation (null moderated_at: a new review waiting in the staff queue; published
     * or hidden by whom, when). The seeded reviews count as already moderated.
     */
    public function up(): void
    {
        Schema::table('reviews', function (Blueprint $table) {
            $table->foreignId('order_id')->nullable()->after('product_id')->constrained()->nullOnDelete();
            $table->foreignId('customer_id')->nullable()->after('order_id')->constrained()->nullOnDelete();
            $table->timestamp('moderated_at')->nullable()->after('published');
            $table->foreignId('moderated_by')->nullable()->after('moderated_at')->constrained('staff_members')->nullOnDelete();
            $table->unique(['order_id', 'product_id']);
            $table->index(['moderated_at', 'created_at']);
        });
        DB::table('reviews')->whereNull('moderated_at')->update(['moderated_at' => DB::raw('created_at')]);
    }

    public function down(): void
    {
        Schema::table('reviews', function (Blueprint $table) {
            $table->dropIndex(['moderated_at', 'created_at']);
            $table->dropUnique(['order_id', 'product_id']);
            $table->dropConstrainedForeignId('moderated_by');
            $table->dropColumn('moderated_at');
            $table->dropConstrainedForeignId('customer_id');
            $table->dropConstrainedForeignId('order_id');
        });
    }
};
