<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** Erased customers and orders (issue 34: the customer's data), and the money alarms of the staff overview. */
    public function up(): void
    {
        Schema::table('customers', function (Blueprint $table) {
            $table->timestamp('deleted_at')->nullable();
        });
        Schema::table('orders', function (Blueprint $table) {
            $table->timestamp('personal_data_erased_at')->nullable();
            $table->index(['customer_id', 'personal_data_erased_at', 'created_at']);
        });
        Schema::create('money_alarms', function (Blueprint $table) {
            $table->id();
            $table->string('kind', 32);
            $table->foreignId('order_id')->constrained()->cascadeOnDelete();
            // What raised it, once: a payment id, a refund id, or the order itself for an unpaid difference.
            $table->string('source', 64);
            $table->unsignedInteger('amount')->default(0);
            $table->timestamp('sms_sent_at')->nullable();
            $table->timestamp('resolved_at')->nullable();
            $table->foreignId('resolved_by')->nullable()->constrained('staff_members')->nullOnDelete();
            $table->timestamps();
            $table->unique(['kind', 'source']);
            $table->index(['resolved_at', 'created_at']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('money_alarms');
        Schema::table('orders', function (Blueprint $table) {
            $table->dropIndex(['customer_id', 'personal_data_erased_at', 'created_at']);
            $table->dropColumn('personal_data_erased_at');
        });
        Schema::table('customers', function (Blueprint $table) {
            $table->dropColumn('deleted_at');
        });
    }
};
