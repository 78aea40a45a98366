<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Requests\Staff\ReportRangeRequest;
use App\Models\PaymentRefund;
use App\Models\Restaurant;
use App\Staff\Audit;
use App\Staff\Couriers\CourierFigures;
use App\Staff\Reports\Figures;
use Carbon\CarbonImmutable;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;
use Symfony\Component\HttpFoundation\StreamedResponse;

/** A manager's figures of a range of days, and the CSV export of its orders. */
class ReportController extends Controller
{
    private const CSV_COLUMNS = ['number', 'placed_at', 'status', 'payment_status', 'payment_type', 'order_type', 'restaurant', 'subtotal', 'delivery_fee', 'discount', 'bonuses_spent', 'tip', 'total', 'refunded', 'owed', 'cancellation_reason', 'persons', 'name', 'phone'];

    public function __construct(private Figures $figures) {}

    /** The page reads a range it cannot use as today's (a hand-edited URL shows today and says why). */
    public function show(Request $request): InertiaResponse
    {
        [$from, $to, $problem] = ReportRangeRequest::resolve($request->query());

        return Inertia::render('staff/reports', [
            'figures' => $this->figures->between($from, $to, app()->getLocale()),
            'problem' => $problem,
            'maxDays' => (int) config('shop.staff.reports.max_days'),
            'today' => CarbonImmutable::now(config('shop.ordering.timezone'))->format('Y-m-d'),
            // Deliveries per courier and delivery time per region (App\Staff\Couriers\CourierFigures).
            'couriers' => fn () => app(CourierFigures::class)->between($from, $to, app()->getLocale()),
        ]);
    }

    /** The orders of the range as CSV (UTF-8 with a BOM for spreadsheet programs); cells that look like formulas are quoted. */
    public function csv(ReportRangeRequest $request, Audit $audit): StreamedResponse
    {
        [$from, $to] = $request->range();
        $audit->record('report.export', ['report', null], null, ['from' => $from->format('Y-m-d'), 'to' => $to->format('Y-m-d')]);
        $timezone = config('shop.ordering.timezone');
        $locale = app()->getLocale();
        $max = (int) config('shop.staff.reports.csv_max_rows');

        return response()->streamDownload(function () use ($from, $to, $timezone, $locale, $max) {
            $out = fopen('php://output', 'w') ?: throw new \RuntimeException('The CSV cannot be written to the output.');
            fwrite($out, "\xEF\xBB\xBF");
            fputcsv($out, self::CSV_COLUMNS, ',', '"', '');
            flush();
            $written = 0;
            $restaurants = Restaurant::query()->get()->mapWithKeys(fn (Restaurant $r) => [$r->id => $r->translate('name', $locale)]);
            // Plain rows in chunks of 1,000 (no models): a year streams in constant memory.
            $this->figures->placed($from, $to)->toBase()->select(['id', ...array_diff(self::CSV_COLUMNS, ['placed_at', 'restaurant', 'refunded', 'owed']), 'created_at', 'restaurant_id'])
                ->chunkById(1000, function ($orders) use ($out, $timezone, $restaurants, $max, &$written) {
                    $refunds = PaymentRefund::query()->whereIn('order_id', $orders->pluck('id'))->where('kind', \App\Shop\Payments\Payments::REFUND_KIND)->where('status', '!=', \App\Shop\Payments\RefundChecks::FAILED)->groupBy('order_id')->selectRaw('order_id, sum(amount) as amount')->pluck('amount', 'order_id');
                    foreach ($orders as $order) {
                        if ($written++ >= $max) {
                            return false;
                        }
                        fputcsv($out, array_map(self::cell(...), [
                            $order->number, CarbonImmutable::parse($order->created_at)->setTimezone($timezone)->format('Y-m-d H:i'),
                            $order->status, $order->payment_status, $order->payment_type, $order->order_type,
                            $restaurants[$order->restaurant_id] ?? null, $order->subtotal, $order->delivery_fee, $order->discount,
                            $order->bonuses_spent, $order->tip, $order->total, (int) ($refunds[$order->id] ?? 0), max(0, $order->total - (int) ($refunds[$order->id] ?? 0)), $order->cancellation_reason,
                            $order->persons, $order->name, $order->phone,
                        ]), ',', '"', '');
                    }
                    flush();
                });
            fclose($out);
        }, 'orders-'.$from->format('Y-m-d').'-'.$to->format('Y-m-d').'.csv', ['Content-Type' => 'text/csv; charset=UTF-8']);
    }

    private static function cell(mixed $value): string
    {
        $text = (string) $value;

        return preg_match('/^[=+\-@\t\r]/', $text) === 1 ? "'".$text : $text;
    }
}
