<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /**
     * The staff area: staff accounts (their own guard), the audit trail of staff actions, who moved an order's
     * statuses, refunds, the per-restaurant stop-list and the opening hours overrides of single dates; indexes for
     * the order board (open statuses) and the day's figures (placing time).
     */
    public function up(): void
    {
        Schema::create('staff_members', function (Blueprint $table) {
            $table->id();
            $table->string('name', 100);
            $table->string('email')->unique();
            $table->string('password');
            $table->string('role', 16);
            $table->boolean('active')->default(true);
            // Bumped to end every session of the account at once (disabled, password reset, "sign out everywhere").
            $table->unsignedInteger('session_version')->default(1);
            $table->rememberToken();
            $table->timestamp('last_sign_in_at')->nullable();
            $table->timestamps();
        });

        Schema::create('staff_audit_log', function (Blueprint $table) {
            $table->id();
            $table->foreignId('staff_member_id')->nullable()->constrained()->nullOnDelete();
            // The name at the time of the action: the trail keeps it when the account is renamed.
            $table->string('staff_name', 100);
            $table->string('action', 48);
            $table->string('subject_type', 32);
            $table->string('subject_id', 64)->nullable();
            $table->foreignId('order_id')->nullable()->constrained()->nullOnDelete();
            $table->json('before')->nullable();
            $table->json('after')->nullable();
            $table->string('ip', 45)->nullable();
            $table->timestamp('created_at')->useCurrent();
            $table->index('created_at');
            $table->index(['action', 'created_at']);
        });

        foreach (['order_status_history', 'payment_status_history'] as $history) {
            Schema::table($history, function (Blueprint $table) {
                $table->foreignId('staff_member_id')->nullable()->constrained()->nullOnDelete();
            });
        }

        Schema::create('payment_refunds', function (Blueprint $table) {
            $table->id();
            $table->foreignId('order_id')->constrained()->cascadeOnDelete();
            $table->foreignId('payment_id')->nullable()->constrained()->nullOnDelete();
            $table->string('driver', 16);
            $table->unsignedInteger('amount');
            // The lines a partial refund was for: [{line_id, quantity}]; null for the whole payment.
            $table->json('lines')->nullable();
            $table->string('reason', 200)->nullable();
            $table->string('provider_transaction_id', 64)->nullable();
            $table->foreignId('staff_member_id')->nullable()->constrained()->nullOnDelete();
            $table->timestamps();
        });

        Schema::create('restaurant_stop_list', function (Blueprint $table) {
            $table->id();
            $table->foreignId('restaurant_id')->constrained()->cascadeOnDelete();
            $table->string('item_type', 16);
            $table->unsignedBigInteger('item_id');
            $table->foreignId('staff_member_id')->nullable()->constrained()->nullOnDelete();
            $table->timestamp('created_at')->useCurrent();
            $table->unique(['restaurant_id', 'item_type', 'item_id']);
        });

        Schema::create('opening_hours_overrides', function (Blueprint $table) {
            $table->id();
            // Null: every restaurant that day.
            $table->foreignId('restaurant_id')->nullable()->constrained()->cascadeOnDelete();
            $table->date('date');
            $table->boolean('closed')->default(false);
            $table->string('opens_at', 5)->nullable();
            $table->string('closes_at', 5)->nullable();
            $table->string('note', 200)->nullable();
            $table->foreignId('staff_member_id')->nullable()->constrained()->nullOnDelete();
            $table->timestamps();
            $table->index(['date', 'restaurant_id']);
        });

        Schema::table('orders', function (Blueprint $table) {
            $table->index(['status', 'created_at']);
            $table->index('created_at');
        });
    }

    public function down(): void
    {
        Schema::table('orders', function (Blueprint $table) {
            $table->dropIndex(['created_at']);
            $table->dropIndex(['status', 'created_at']);
        });
        Schema::dropIfExists('opening_hours_overrides');
        Schema::dropIfExists('restaurant_stop_list');
        Schema::dropIfExists('payment_refunds');
        foreach (['order_status_history', 'payment_status_history'] as $history) {
            Schema::table($history, function (Blueprint $table) {
                $table->dropConstrainedForeignId('staff_member_id');
            });
        }
        Schema::dropIfExists('staff_audit_log');
        Schema::dropIfExists('staff_members');
    }
};
