<?php

namespace Tests\Support;

use App\Models\Order;
use App\Models\Restaurant;
use App\Models\Review;
use App\Models\StaffMember;
use App\Shop\Ordering\Orders;
use App\Shop\Ordering\OrderStatus;
use App\Shop\Ordering\UnpaidCardLimitException;
use App\Staff\Actor;
use App\Staff\Orders\OrderActions;
use App\Staff\Orders\OrderConflict;
use App\Staff\Orders\OrderCorrections;
use App\Staff\Orders\OrderTransfer;
use App\Staff\Orders\ProviderFailure;
use App\Staff\Reviews\ReviewQueue;
use Illuminate\Auth\Access\AuthorizationException;
use Illuminate\Support\Facades\Auth;
use Illuminate\Validation\ValidationException;
use Throwable;

/**
 * The money and state actions RaceWorkers fires at once, each as its service runs it for a request: a staff member
 * signed in (arguments: staff) or a customer placing an order. The outcome is the status the request would answer;
 * the exception behind a refusal is reported as the request's exception handler would report it.
 */
final class RaceActions
{
    /** @param  array<string, mixed>  $a
     *  @return array{status: int, message: string} */
    public static function run(string $action, array $a): array
    {
        try {
            if (isset($a['staff'])) {
                $member = StaffMember::query()->findOrFail((int) $a['staff']);
                Auth::shouldUse('staff');
                Auth::guard('staff')->setUser($member);
                app(Actor::class)->member = $member;
            }
            $order = isset($a['order']) ? Order::query()->where('number', $a['order'])->firstOrFail() : null;
            match ($action) {
                'refund' => app(OrderActions::class)->refund($order, null, 'race'),
                'line_refund' => app(OrderActions::class)->refund($order, [['line_id' => (int) $a['line'], 'quantity' => 1]], 'race'),
                'accept' => app(OrderActions::class)->move($order, OrderStatus::New, OrderStatus::Accepted),
                'transfer' => app(OrderTransfer::class)->move($order, Restaurant::query()->findOrFail((int) $a['to'])),
                'correct' => app(OrderCorrections::class)->correct($order, (array) $a['input'], app(Actor::class)->member ?? throw new \InvalidArgumentException('A correction needs a staff member.')),
                // Each worker its own money action on one paid card order (plan: staff id => line | correct | full).
                'money' => match ($a['plan'][(string) $a['staff']] ?? null) {
                    'line' => app(OrderActions::class)->refund($order, [['line_id' => (int) $a['line'], 'quantity' => 1]], 'race'),
                    'correct' => app(OrderCorrections::class)->correct($order, (array) $a['input'], app(Actor::class)->member ?? throw new \InvalidArgumentException('A correction needs a staff member.')),
                    'full' => app(OrderActions::class)->refund($order, null, 'race'),
                    default => throw new \InvalidArgumentException('No money action planned for this worker.'),
                },
                'review_publish' => app(ReviewQueue::class)->moderate(Review::query()->findOrFail((int) $a['review']), true),
                // The landing, the webhook and a retried webhook of one card payment (issue 42: one fiscal receipt).
                'payment_signal' => $a['each'] === 'webhook'
                    ? app(\App\Shop\Payments\Payments::class)->handleWebhook(\App\Shop\Payments\Payments::EVENT_PAYMENT_CREATED, (string) $a['transaction'], (string) $a['code'])
                    : app(\App\Shop\Payments\Payments::class)->confirm((string) $a['transaction'], (string) $a['code']),
                'place' => app(Orders::class)->place((array) $a['input'], 'race-'.bin2hex(random_bytes(8)), $a['token'] ?? null, 'en', (string) ($a['ip'] ?? '198.51.100.'.random_int(1, 250))),
                default => throw new \InvalidArgumentException("Unknown race action $action."),
            };

            return ['status' => 200, 'message' => 'ok'];
        } catch (OrderConflict $e) {
            return self::answer($e, 409);
        } catch (ValidationException $e) {
            return self::answer($e, 422, (string) collect($e->errors())->flatten()->first());
        } catch (UnpaidCardLimitException $e) {
            return self::answer($e, 429);
        } catch (AuthorizationException $e) {
            return self::answer($e, 403);
        } catch (ProviderFailure $e) {
            return self::answer($e, 502);
        } catch (Throwable $e) {
            return self::answer($e, 500, get_class($e).': '.$e->getMessage());
        }
    }

    /** The request's answer to $e, reported as the exception handler reports what reaches it (the log budget,
     *  tests/Support/ReportBudget.php: an answer given on purpose writes no ERROR line and sends no Sentry event).
     *
     *  @return array{status: int, message: string} */
    private static function answer(Throwable $e, int $status, ?string $message = null): array
    {
        report($e);

        return ['status' => $status, 'message' => $message ?? $e->getMessage()];
    }
}
