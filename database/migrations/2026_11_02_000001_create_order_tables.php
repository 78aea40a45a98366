<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /** Promo codes, orders with their lines and two status histories, payments and the sandbox gateway's records. */
    public function up(): void
    {
        Schema::create('promo_codes', function (Blueprint $table) {
            $table->id();
            $table->string('code', 32)->unique();
            $table->string('kind', 16);
            $table->unsignedInteger('value');
            $table->unsignedInteger('min_subtotal')->nullable();
            $table->unsignedInteger('max_discount')->nullable();
            $table->timestamp('starts_at')->nullable();
            $table->timestamp('ends_at')->nullable();
            $table->unsignedInteger('usage_limit')->nullable();
            $table->unsignedInteger('used_count')->default(0);
            $table->boolean('active')->default(true);
            $table->timestamps();
        });

        Schema::create('orders', function (Blueprint $table) {
            $table->id();
            $table->string('number', 20)->nullable()->unique();
            $table->string('token', 32)->unique();
            $table->string('idempotency_key', 100)->unique();
            $table->char('fingerprint', 64);
            $table->foreignId('customer_id')->nullable()->constrained()->nullOnDelete();
            $table->string('locale', 2);
            $table->string('name', 100);
            $table->string('phone', 15);
            $table->string('order_type', 16);
            $table->foreignId('region_id')->nullable()->constrained()->nullOnDelete();
            $table->foreignId('restaurant_id')->nullable()->constrained()->nullOnDelete();
            $table->json('address')->nullable();
            $table->boolean('asap');
            $table->dateTime('slot_at')->nullable();
            $table->dateTime('eta_at');
            $table->unsignedTinyInteger('persons');
            $table->string('comment', 500)->nullable();
            $table->string('payment_type', 32);
            $table->unsignedInteger('change_from')->nullable();
            $table->foreignId('promo_code_id')->nullable()->constrained()->nullOnDelete();
            $table->unsignedInteger('subtotal');
            $table->unsignedInteger('delivery_fee');
            $table->unsignedInteger('discount');
            $table->unsignedInteger('bonuses_spent');
            $table->unsignedInteger('total');
            $table->json('totals');
            $table->string('status', 24);
            $table->string('payment_status', 16);
            $table->timestamps();
            $table->index(['restaurant_id', 'slot_at']);
            $table->index(['customer_id', 'created_at']);
        });

        Schema::create('order_lines', function (Blueprint $table) {
            $table->id();
            $table->foreignId('order_id')->constrained()->cascadeOnDelete();
            $table->foreignId('product_id')->nullable()->constrained()->nullOnDelete();
            $table->json('name');
            $table->string('slug')->nullable();
            $table->string('image')->nullable();
            $table->unsignedSmallInteger('quantity');
            $table->unsignedInteger('unit_price');
            $table->json('modifiers');
            $table->unsignedInteger('line_total');
        });

        foreach (['order_status_history', 'payment_status_history'] as $history) {
            Schema::create($history, function (Blueprint $table) {
                $table->id();
                $table->foreignId('order_id')->constrained()->cascadeOnDelete();
                $table->string('from', 24)->nullable();
                $table->string('to', 24);
                $table->string('note')->nullable();
                $table->timestamp('created_at')->useCurrent();
            });
        }

        Schema::create('payments', function (Blueprint $table) {
            $table->id();
            $table->foreignId('order_id')->constrained()->cascadeOnDelete();
            $table->string('driver', 16);
            $table->string('order_code', 32)->unique();
            $table->unsignedInteger('amount');
            $table->unsignedSmallInteger('currency_code');
            $table->string('status', 16);
            $table->string('transaction_id', 64)->nullable();
            $table->string('status_id', 4)->nullable();
            $table->string('redirect_url', 500);
            $table->timestamps();
        });

        Schema::create('sandbox_payment_orders', function (Blueprint $table) {
            $table->string('order_code', 32)->primary();
            $table->unsignedInteger('amount');
            $table->unsignedSmallInteger('currency_code');
            $table->string('merchant_trns')->nullable();
            $table->string('customer_trns')->nullable();
            $table->json('customer');
            $table->string('source_code')->nullable();
            $table->timestamps();
        });

        Schema::create('sandbox_transactions', function (Blueprint $table) {
            $table->uuid('id')->primary();
            $table->string('order_code', 32)->index();
            $table->unsignedInteger('amount');
            $table->unsignedSmallInteger('currency_code');
            $table->string('status_id', 4);
            $table->timestamps();
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('sandbox_transactions');
        Schema::dropIfExists('sandbox_payment_orders');
        Schema::dropIfExists('payments');
        Schema::dropIfExists('payment_status_history');
        Schema::dropIfExists('order_status_history');
        Schema::dropIfExists('order_lines');
        Schema::dropIfExists('orders');
        Schema::dropIfExists('promo_codes');
    }
};
