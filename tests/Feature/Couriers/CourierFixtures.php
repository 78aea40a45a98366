<?php

namespace Tests\Feature\Couriers;

use App\Models\CourierShift;
use App\Models\Delivery;
use App\Models\Order;
use App\Models\Restaurant;
use App\Models\StaffMember;
use App\Shop\Ordering\OrderStatus;
use App\Staff\StaffRole;
use Tests\Feature\Staff\StaffFixtures as Staff;

/** Couriers bound to restaurants, on shift or not, and delivery orders of those restaurants. */
final class CourierFixtures
{
    /** A courier of these restaurants, on shift at the first one unless told otherwise. */
    public static function courier(Restaurant $restaurant, bool $onShift = true, array $attributes = [], Restaurant ...$more): StaffMember
    {
        $courier = Staff::member(StaffRole::Courier, $attributes);
        $courier->restaurants()->attach([$restaurant->id, ...array_map(fn (Restaurant $r) => $r->id, $more)]);
        if ($onShift) {
            CourierShift::query()->create(['staff_member_id' => $courier->id, 'restaurant_id' => $restaurant->id, 'started_at' => now()]);
        }

        return $courier;
    }

    /** A cooking cash delivery of the restaurant (total 500 грн, change from 1000 грн, a 20 грн tip). */
    public static function order(Restaurant $restaurant, OrderStatus $status = OrderStatus::Cooking, array $attributes = []): Order
    {
        return Staff::order($status, $attributes + [
            'restaurant_id' => $restaurant->id,
            'name' => 'Олена Коваль',
            'address' => ['street' => 'Хрещатик', 'house' => '22', 'entrance' => '3', 'floor' => '5', 'apartment' => '41', 'comment' => 'Домофон не працює'],
            'change_from' => 100000,
            'tip' => 2000,
            'persons' => 3,
        ]);
    }

    /** The courier takes, picks up and delivers an order (with the cash for a cash order). */
    public static function deliverAs(\App\Models\StaffMember $courier, \App\Models\Order $order, ?int $cash): void
    {
        Staff::signIn($courier);
        test()->withHeaders(Staff::json())->postJson("/staff/deliveries/orders/{$order->number}/take")->assertOk();
        $id = Delivery::query()->where('order_id', $order->id)->sole()->id;
        test()->withHeaders(Staff::json())->postJson("/staff/deliveries/$id/picked-up")->assertOk();
        test()->withHeaders(Staff::json())->postJson("/staff/deliveries/$id/delivered", $cash === null ? [] : ['cash' => $cash])->assertOk();
    }

    public static function courierTrackingFeed(string $token, string $prefix = '', ?string $etag = null): \Illuminate\Testing\TestResponse
    {
        return test()->withHeaders(['Accept' => 'application/json'] + ($etag ? ['If-None-Match' => $etag] : []))->get("$prefix/track/$token/feed");
    }

    /** A committed copy of a model on the "race" connection. */
    public static function dispatchRaceSave(\Illuminate\Database\Eloquent\Model $model): \Illuminate\Database\Eloquent\Model
    {
        $model->setConnection('race')->save();

        return $model;
    }

    /** Start both sides at one instant; their answers, in no particular order. */
    public static function dispatchRace(array ...$sides): array
    {
        $start = microtime(true) + 3;
        $database = config('database.connections.race');
        $env = getenv() + [];
        $env = array_merge($env, [
            'APP_ENV' => 'testing', 'DB_CONNECTION' => $database['driver'], 'DB_HOST' => (string) $database['host'], 'DB_PORT' => (string) $database['port'],
            'DB_DATABASE' => (string) $database['database'], 'DB_USERNAME' => (string) $database['username'], 'DB_PASSWORD' => (string) $database['password'],
        ]);
        $processes = [];
        foreach ($sides as [$action, $order, $courier, $actor]) {
            $command = [PHP_BINARY, __DIR__.'/dispatch-race-worker.php', $action, (string) $order->id, (string) $courier->id, (string) $actor->id, sprintf('%.6F', $start)];
            $process = proc_open($command, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes, base_path(), $env);
            $processes[] = [$process, $pipes];
        }
        $answers = [];
        foreach ($processes as [$process, $pipes]) {
            $out = stream_get_contents($pipes[1]);
            $err = stream_get_contents($pipes[2]);
            proc_close($process);
            $answer = json_decode((string) $out, true) ?? ['status' => 500, 'message' => trim($out."\n".$err)];
            if (($answer['reports'] ?? []) !== []) {
                throw new \RuntimeException("A dispatch race side wrote an ERROR line or a Sentry event:\n".implode("\n", (array) $answer['reports']));
            }
            unset($answer['reports']);
            $answers[] = $answer;
        }

        return $answers;
    }

    public static function dispatchRaceOrder(Restaurant $restaurant): Order
    {
        $order = self::dispatchRaceSave(Order::factory()->make([
            'restaurant_id' => $restaurant->id, 'order_type' => 'delivery', 'status' => OrderStatus::Cooking,
            'address' => ['street' => 'Хрещатик', 'house' => '1'],
        ]));
        $order->setConnection('race')->update(['number' => 'RACE-'.$order->id]);

        return $order;
    }

    public static function assignCourier(string $number, int $courierId, string $prefix = ''): \Illuminate\Testing\TestResponse
    {
        return test()->withHeaders(Staff::json())->putJson("$prefix/staff/orders/$number/courier", ['courier_id' => $courierId]);
    }
}
