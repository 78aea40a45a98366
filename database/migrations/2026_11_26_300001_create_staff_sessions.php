<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /**
     * One row per live staff session (a SHA-256 of the id its session carries): sign-out deletes it, so a copy of the
     * session cookie replayed later is signed out, whatever the session driver (cookie sessions included).
     */
    public function up(): void
    {
        Schema::create('staff_sessions', function (Blueprint $table) {
            $table->id();
            $table->string('key_hash', 64)->unique();
            $table->foreignId('staff_member_id')->constrained('staff_members')->cascadeOnDelete();
            $table->boolean('remember')->default(false);
            $table->timestamp('last_seen_at');
            $table->timestamps();
            $table->index(['staff_member_id', 'last_seen_at']);
        });
    }

    public function down(): void
    {
        Schema::dropIfExists('staff_sessions');
    }
};
