<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Staff\Couriers\CourierBoard;
use App\Staff\Feeds\SharedFeed;
use App\Staff\Overview\AcceptAlarm;
use App\Staff\Overview\BranchOverview;
use App\Staff\Overview\MoneyAlarms;
use App\Staff\StaffRoutes;
use Carbon\CarbonImmutable;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Http\Response;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/**
 * Every restaurant at a glance, with the accept alarm (operators and managers: can:staff.overview on the routes). The
 * page follows the feed the way the tracking page follows an order (resources/js/hooks/use-order-feed.ts): it sends
 * the ETag it holds and gets 304 while nothing moved.
 */
class OverviewController extends Controller
{
    public function __construct(private BranchOverview $overview, private MoneyAlarms $moneyAlarms, private SharedFeed $feed) {}

    public function show(): InertiaResponse
    {
        $now = CarbonImmutable::now();
        $locale = app()->getLocale();

        return Inertia::render('staff/overview', [
            'branches' => $this->overview->restaurants($locale, $now),
            'now' => $now->toIso8601String(),
            'alarm' => AcceptAlarm::settings(),
            'moneyAlarms' => $this->moneyAlarms(),
            // SHOP_FISCAL_DRIVER=off: managers are told that no fiscal receipt is issued (docs/fiscal.md).
            'fiscalOff' => config('shop.fiscal.driver') === 'off',
            // Couriers on shift per restaurant, orders waiting for a courier (App\Staff\Couriers\CourierBoard::overview).
            'couriers' => app(CourierBoard::class)->overview(),
            'feed' => [
                'url' => StaffRoutes::url('overview.feed'),
                'etag' => $this->overview->version($locale, $now),
                'pollMs' => (int) config('shop.staff.board.poll_ms'),
            ],
        ]);
    }

    /** The open money alarms, each with the order's page and the URL that marks it done.
     *  @return list<array<string, mixed>> */
    private function moneyAlarms(): array
    {
        return array_map(fn (array $a) => $a + [
            'order_url' => StaffRoutes::url('orders.show', ['order' => $a['number']]),
            'done_url' => StaffRoutes::url('money-alarms.destroy', ['alarm' => $a['id']]),
        ], $this->moneyAlarms->open());
    }

    public function feed(Request $request): JsonResponse|Response
    {
        $now = CarbonImmutable::now();
        $locale = app()->getLocale();
        $etag = $this->overview->version($locale, $now);
        if (in_array($etag, $request->getETags(), true)) {
            return response('', 304)->setEtag(trim($etag, '"'));
        }

        // One build per version for every operator and manager (the ETag holds the minute; App\Staff\Feeds\SharedFeed).
        $body = $this->feed->remember('overview', [$etag, $locale], fn () => [
            'branches' => $this->overview->restaurants($locale, $now),
            'couriers' => app(CourierBoard::class)->overview(),
            'moneyAlarms' => $this->moneyAlarms(),
        ]);

        return response()->json($body + ['now' => $now->toIso8601String()])->setEtag(trim($etag, '"'));
    }
}
