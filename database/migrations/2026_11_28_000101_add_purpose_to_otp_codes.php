<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

// A code is for one purpose (App\Shop\Customers\OneTimeCodes): signing in, or confirming the account's deletion. A phone
// may hold one live code of each, and a sign-in code does not delete an account (nor a deletion code sign in).
return new class extends Migration
{
    public function up(): void
    {
        Schema::table('otp_codes', function (Blueprint $table) {
            $table->string('purpose', 20)->default('sign_in')->after('phone');
        });
        Schema::table('otp_codes', function (Blueprint $table) {
            $table->dropUnique(['phone']);
            $table->unique(['phone', 'purpose']);
        });
    }

    public function down(): void
    {
        Schema::table('otp_codes', function (Blueprint $table) {
            $table->dropUnique(['phone', 'purpose']);
        });
        DB::table('otp_codes')->where('purpose', '!=', 'sign_in')->delete();
        Schema::table('otp_codes', function (Blueprint $table) {
            $table->dropColumn('purpose');
            $table->unique('phone');
        });
    }
};
