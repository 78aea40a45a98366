<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /**
     * Fiscal receipts (issue 42): one row per money event of an order (a card payment, the cash collected, a refund),
     * with our own UUID as the register's receipt id, so a retry never makes a second receipt; the register's shifts
     * with their Z-report; the tax codes per category and product; a register (licence key and cashier PIN, encrypted)
     * per restaurant.
     */
    public function up(): void
    {
        Schema::create('fiscal_receipts', function (Blueprint $table) {
            $table->uuid('id')->primary();
            $table->foreignId('order_id')->constrained()->cascadeOnDelete();
            $table->foreignId('restaurant_id')->nullable()->constrained()->nullOnDelete();
            // What caused it: payment:{id}, collected, refund:{id}. One receipt per order and event.
            $table->string('event', 64);
            $table->string('kind', 8); // sell | return
            $table->string('status', 8)->default('pending'); // pending | done | failed
            $table->string('driver', 16);
            // The register it goes to: "chain" or "restaurant:{id}" (the one whose licence key it was sent with).
            $table->string('register', 32);
            $table->json('goods');
            $table->json('discounts');
            $table->json('payments');
            $table->integer('total');
            $table->uuid('related_receipt_id')->nullable();
            $table->string('fiscal_code', 64)->nullable();
            $table->string('number', 64)->nullable();
            $table->string('tax_url', 500)->nullable();
            $table->string('receipt_url', 500)->nullable();
            $table->boolean('offline')->default(false);
            $table->unsignedInteger('attempts')->default(0);
            $table->text('last_error')->nullable();
            $table->timestamp('sent_at')->nullable();
            $table->timestamp('done_at')->nullable();
            $table->timestamps();
            $table->unique(['order_id', 'event']);
            $table->index(['status', 'created_at']);
        });

        Schema::create('fiscal_shifts', function (Blueprint $table) {
            $table->id();
            $table->string('driver', 16);
            $table->string('register', 32);
            $table->string('external_id', 64)->nullable();
            $table->string('status', 8); // opened | closed
            $table->timestamp('opened_at');
            $table->timestamp('closed_at')->nullable();
            // The Z-report's totals as the register gave them (minor units), and the whole report.
            $table->integer('sell_sum')->nullable();
            $table->integer('return_sum')->nullable();
            $table->unsignedInteger('sell_count')->nullable();
            $table->unsignedInteger('return_count')->nullable();
            $table->json('z_report')->nullable();
            $table->timestamps();
            $table->index(['register', 'status']);
        });

        Schema::table('categories', function (Blueprint $table) {
            $table->string('tax_codes', 32)->nullable();
        });
        Schema::table('products', function (Blueprint $table) {
            $table->string('tax_codes', 32)->nullable();
        });
        Schema::table('restaurants', function (Blueprint $table) {
            $table->text('fiscal_license_key')->nullable();
            $table->text('fiscal_pin_code')->nullable();
        });
    }

    public function down(): void
    {
        Schema::table('restaurants', function (Blueprint $table) {
            $table->dropColumn(['fiscal_license_key', 'fiscal_pin_code']);
        });
        Schema::table('products', function (Blueprint $table) {
            $table->dropColumn('tax_codes');
        });
        Schema::table('categories', function (Blueprint $table) {
            $table->dropColumn('tax_codes');
        });
        Schema::dropIfExists('fiscal_shifts');
        Schema::dropIfExists('fiscal_receipts');
    }
};
