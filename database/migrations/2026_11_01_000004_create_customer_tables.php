<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** Customers (signed in by phone), their bonus ledger and their favorites. */
    public function up(): void
    {
        Schema::create('customers', function (Blueprint $table) {
            $table->id();
            $table->string('phone', 15)->unique();
            $table->string('name', 100)->nullable();
            $table->string('surname', 100)->nullable();
            $table->date('birthday')->nullable();
            $table->string('referral_code', 16)->unique();
            $table->foreignId('referrer_id')->nullable()->constrained('customers')->nullOnDelete();
            $table->string('locale', 2)->default('uk');
            $table->timestamps();
        });
        Schema::create('bonus_transactions', function (Blueprint $table) {
            $table->id();
            $table->foreignId('customer_id')->constrained()->cascadeOnDelete();
            $table->integer('amount');
            $table->string('reason', 32);
            $table->string('idempotency_key', 100)->unique();
            $table->nullableMorphs('source');
            $table->json('meta')->nullable();
            $table->timestamps();
            $table->index(['customer_id', 'created_at']);
        });
        Schema::create('customer_favorites', function (Blueprint $table) {
            $table->foreignId('customer_id')->constrained()->cascadeOnDelete();
            $table->foreignId('product_id')->constrained()->cascadeOnDelete();
            $table->timestamp('created_at')->useCurrent();
            $table->primary(['customer_id', 'product_id']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('customer_favorites');
        Schema::dropIfExists('bonus_transactions');
        Schema::dropIfExists('customers');
    }
};
