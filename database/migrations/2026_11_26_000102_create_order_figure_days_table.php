<?php

use Illuminate\Database\Migrations\Migration;
use Illuminate\Database\Schema\Blueprint;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Schema;

return new class extends Migration
{
    /**
     * The daily rollups of the staff figures (App\Staff\Reports\FigureDays): one row per local day and timezone with
     * its stored-time bounds, its totals and the version they were computed at. Triggers on orders, order_lines and
     * payment_refunds bump the version of the day an order was placed on at every write (bulk updates and other code
     * paths included), so a rollup is never read once anything under it changed. Only days already rolled up have a
     * row: today's writes find none and lock nothing.
     */
    public function up(): void
    {
        Schema::create('order_figure_days', function (Blueprint $table) {
            $table->id();
            $table->string('timezone', 64);
            $table->date('day');
            $table->dateTime('starts_at');
            $table->dateTime('ends_at');
            $table->unsignedBigInteger('version')->default(0);
            $table->unsignedBigInteger('data_version')->nullable();
            $table->longText('data')->nullable();
            $table->timestamp('updated_at')->nullable();
            $table->unique(['timezone', 'day']);
            // A write under today (most writes) finds no day ending after it at once.
            $table->index(['ends_at', 'starts_at']);
        });

        $bump = fn (string $at) => "UPDATE order_figure_days SET version = version + 1 WHERE starts_at <= $at AND ends_at >= $at";
        $placed = fn (string $row) => "(SELECT created_at FROM orders WHERE id = $row.order_id)";
        $tables = ['orders' => fn (string $row) => "$row.created_at", 'order_lines' => $placed, 'payment_refunds' => $placed];

        if (DB::getDriverName() === 'pgsql') {
            foreach ($tables as $table => $at) {
                DB::unprepared("CREATE FUNCTION {$table}_figure_days() RETURNS trigger AS \$\$ BEGIN
                    IF TG_OP <> 'INSERT' THEN {$bump($at('OLD'))}; END IF;
                    IF TG_OP <> 'DELETE' THEN {$bump($at('NEW'))}; END IF;
                    RETURN NULL; END \$\$ LANGUAGE plpgsql");
                DB::unprepared("CREATE TRIGGER {$table}_figure_days AFTER INSERT OR UPDATE OR DELETE ON $table FOR EACH ROW EXECUTE FUNCTION {$table}_figure_days()");
            }
        } elseif (DB::getDriverName() === 'sqlite') {
            foreach ($tables as $table => $at) {
                DB::unprepared("CREATE TRIGGER {$table}_figure_days_insert AFTER INSERT ON $table BEGIN {$bump($at('NEW'))}; END");
                DB::unprepared("CREATE TRIGGER {$table}_figure_days_update AFTER UPDATE ON $table BEGIN {$bump($at('OLD'))}; {$bump($at('NEW'))}; END");
                DB::unprepared("CREATE TRIGGER {$table}_figure_days_delete AFTER DELETE ON $table BEGIN {$bump($at('OLD'))}; END");
            }
        } else {
            throw new LogicException('order_figure_days: no triggers for '.DB::getDriverName());
        }
    }

    public function down(): void
    {
        foreach (['orders', 'order_lines', 'payment_refunds'] as $table) {
            if (DB::getDriverName() === 'pgsql') {
                DB::unprepared("DROP TRIGGER IF EXISTS {$table}_figure_days ON $table");
                DB::unprepared("DROP FUNCTION IF EXISTS {$table}_figure_days()");
            } else {
                foreach (['insert', 'update', 'delete'] as $event) {
                    DB::unprepared("DROP TRIGGER IF EXISTS {$table}_figure_days_$event");
                }
            }
        }
        Schema::dropIfExists('order_figure_days');
    }
};
