<?php

use App\Models\PaymentRefund;
use App\Shop\Payments\Payments;
use App\Shop\Sms\SendSms;
use App\Staff\StaffRole;
use Illuminate\Support\Facades\Queue;
use Tests\Feature\Checkout\CheckoutFixtures as Fx;
use Tests\Feature\Staff\StaffFixtures as Staff;

// The money of a paid card order in any order of refunds by line, corrections (down and up) and full refunds: what
// went back never exceeds what was paid less what the order now costs, and what it costs is never below zero.

beforeEach(function () {
    seedShop();
    Fx::quietNoon();
    Queue::fake([SendSms::class]);
});

it('gives a refunded line back once when a correction then removes it (the issue\'s double refund)', function () {
    $order = Staff::correctionPaidCardOrder(3);
    $paid = $order->total;
    $line = $order->lines()->sole();
    $unit = intdiv($line->line_total, $line->quantity);
    Staff::signIn(StaffRole::Manager);

    Staff::staffRefundLine($order, $line->id)->assertOk();
    Staff::correctionSend($order, Staff::correctionForm(2))->assertStatus(303)->assertSessionHasNoErrors();

    $order->refresh();
    $refunded = (int) PaymentRefund::query()->where('order_id', $order->id)->sum('amount');
    expect($refunded)->toBe($unit)
        ->and($refunded)->toBeLessThanOrEqual($paid - Payments::owed($order))
        ->and(Payments::owed($order))->toBe($order->total)
        ->and(Payments::due($order))->toBe(0);
});

/**
 * One step on a paid card order of rolls, as staff and the customer make it, and what the model of its money expects.
 *
 * @param  array{paid: int, refunded: int, costs: int, quantity: int, refundedInFull: bool}  $m
 * @return array{paid: int, refunded: int, costs: int, quantity: int, refundedInFull: bool}
 */
function moneyStep(\App\Models\Order $order, string $step, array $m): array
{
    $order->refresh();
    $held = $m['paid'] - $m['refunded'];
    $due = max(0, $m['costs'] - $held);
    switch ($step) {
        case 'line':
            $line = $order->lines()->sole();
            $unit = intdiv($line->line_total, $line->quantity);
            $response = Staff::staffRefundLine($order, $line->id);
            if ($m['refundedInFull'] || $due > 0 || $m['quantity'] <= 1) {
                $response->assertStatus(422);
                break;
            }
            $response->assertOk();
            $m['refunded'] += min($unit, $held);
            $m['costs'] = max(0, $m['costs'] - min($unit, $held));
            $m['quantity']--;
            break;
        case 'down':
        case 'up':
            $quantity = $m['quantity'] + ($step === 'up' ? 1 : -1);
            $response = Staff::correctionSend($order, Staff::correctionForm($quantity));
            if ($m['refundedInFull'] || $quantity < 1) {
                $response->assertSessionHasErrors();
                break;
            }
            $response->assertSessionHasNoErrors();
            $m['quantity'] = $quantity;
            $m['costs'] = (int) $order->refresh()->total;
            $m['refunded'] += max(0, $held - $m['costs']);
            break;
        case 'pay':
            if ($due === 0) {
                break;
            }
            auth('staff')->logout();
            Staff::correctionPayByLink($order);
            Staff::signIn(StaffRole::Manager);
            $m['paid'] += $due;
            break;
        case 'full':
            $response = test()->withHeaders(Staff::json())->postJson("/staff/orders/{$order->number}/refund", []);
            if ($m['refundedInFull']) {
                $response->assertStatus(422);
                break;
            }
            $response->assertOk();
            $m['refunded'] = $m['paid'];
            $m['costs'] = 0;
            $m['refundedInFull'] = true;
            break;
    }

    return $m;
}

it('keeps refunded ≤ paid − what the order costs and owed ≥ 0 in any order of line refund, correction down and up, full refund', function (array $steps) {
    // Five rolls: the area's minimum order (400 ₴) holds down to two of them.
    $order = Staff::correctionPaidCardOrder(5);
    Staff::signIn(StaffRole::Manager);
    $m = ['paid' => (int) $order->total, 'refunded' => 0, 'costs' => (int) $order->total, 'quantity' => 5, 'refundedInFull' => false];

    foreach ($steps as $i => $step) {
        $m = moneyStep($order, $step, $m);
        $order->refresh();
        $refunded = (int) PaymentRefund::query()->where('order_id', $order->id)->where('status', '!=', 'failed')->sum('amount');
        $paid = (int) $order->payments()->where('status', 'paid')->sum('amount');
        $owed = Payments::owed($order);
        $at = implode(' → ', array_slice($steps, 0, $i + 1));
        expect($paid)->toBe($m['paid'], "paid after $at")
            ->and($refunded)->toBe($m['refunded'], "refunded after $at")
            ->and($owed)->toBe($m['costs'], "costs after $at")
            ->and($owed)->toBeGreaterThanOrEqual(0)
            ->and(Payments::due($order))->toBe(max(0, $owed - ($paid - $refunded)), "due after $at");
        if (Payments::due($order) === 0) {
            expect($refunded)->toBeLessThanOrEqual($paid - $owed, "refunded ≤ paid − costs after $at");
        }
    }
    // Whatever came before, a full refund at the end gives back everything paid and nothing more.
    $m = moneyStep($order, 'full', $m);
    expect((int) PaymentRefund::query()->where('order_id', $order->id)->sum('amount'))->toBe($m['paid'])
        ->and(Payments::owed($order->refresh()))->toBe(0);
})->with(function () {
    $permutations = function (array $items) use (&$permutations): array {
        if (count($items) <= 1) {
            return [$items];
        }
        $all = [];
        foreach ($items as $i => $item) {
            $rest = $items;
            unset($rest[$i]);
            foreach ($permutations(array_values($rest)) as $tail) {
                $all[] = [$item, ...$tail];
            }
        }

        return $all;
    };
    $sequences = $permutations(['line', 'down', 'up', 'full']);
    // Repeated steps and a difference paid from the link between them.
    $sequences[] = ['up', 'line', 'pay', 'line', 'down', 'line'];
    $sequences[] = ['line', 'line', 'down', 'up', 'pay', 'down', 'line'];
    $sequences[] = ['down', 'line', 'up', 'up', 'pay', 'line', 'down'];
    $sequences[] = ['line', 'up', 'line', 'pay', 'down', 'down'];

    return array_combine(array_map(fn (array $s) => implode(' → ', $s), $sequences), array_map(fn (array $s) => [$s], $sequences));
});
