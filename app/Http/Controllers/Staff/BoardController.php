<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Requests\Staff\BoardFilterRequest;
use App\Http\Requests\Staff\RestaurantPauseRequest;
use App\Models\Order;
use App\Shop\Ordering\OrderType;
use App\Staff\Actor;
use App\Staff\Board\BoardPage;
use App\Staff\Board\BoardTickets;
use App\Staff\Board\BoardVersion;
use App\Staff\Couriers\CourierBoard;
use App\Staff\Couriers\CourierOnShift;
use App\Staff\Feeds\SharedFeed;
use App\Staff\Floor\BoardLoad;
use App\Staff\Floor\RestaurantLoad;
use App\Staff\Kitchens\RestaurantScope;
use App\Staff\Overview\AcceptAlarm;
use Carbon\CarbonImmutable;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Http\Response;
use Illuminate\Support\Facades\Gate;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/**
 * The live order board. The page polls the feed with the ETag it last saw: while nothing changed the answer is 304
 * after one cache read (the board version) and the staff member's row; only a moved version reads the orders, once
 * for every board of the same role and restaurants (App\Staff\Feeds\SharedFeed).
 */
class BoardController extends Controller
{
    public function __construct(
        private BoardTickets $tickets,
        private BoardVersion $version,
        private Actor $actor,
        private RestaurantLoad $load,
        private RestaurantScope $scope,
        private SharedFeed $feed,
    ) {}

    /** The page ignores a filter it cannot read (a stale bookmark shows the whole board); the feed answers 422. */
    public function show(Request $request): InertiaResponse
    {
        Gate::authorize('viewAny', Order::class);
        $restaurant = $request->query('restaurant');
        $type = $request->query('type');
        $filters = [
            'restaurant' => is_string($restaurant) && preg_match('/^[1-9]\d{0,9}$/', $restaurant) === 1 ? (int) $restaurant : null,
            'type' => is_string($type) ? OrderType::tryFrom($type)?->value : null,
        ];
        $version = $this->version->current();

        return Inertia::render('staff/board', new BoardPage(
            filters: $filters,
            restaurants: $this->scope->restaurants($this->actor->member ?? abort(403), app()->getLocale()),
            tickets: $this->tickets->list($this->actor->member ?? abort(403), $filters, app()->getLocale()),
            etag: $this->etag($version, $filters),
            now: now()->toIso8601String(),
            // Busy mode and pause of each restaurant, and whether this role may change them (components/staff/load-control).
            load: fn () => new BoardLoad(
                restaurants: $this->load->board(app()->getLocale(), CarbonImmutable::now()),
                canChange: Gate::allows('staff.restaurant-load'),
                busyMinutes: array_values(array_map('intval', (array) config('shop.ordering.load.busy_minutes'))),
                maxHours: RestaurantPauseRequest::maxHours(),
            ),
            // The accept alarm: orders nobody accepted within the minutes ring until someone takes them.
            alarm: AcceptAlarm::settings(),
            // Couriers on shift, to give delivery orders to (operators and managers; components/staff/courier-dispatch).
            couriers: $this->couriers(),
            board: [
                'pollMs' => (int) config('shop.staff.board.poll_ms'),
                'amberMinutes' => (int) config('shop.staff.board.amber_minutes'),
                'redMinutes' => (int) config('shop.staff.board.red_minutes'),
            ],
        ));
    }

    /** The tickets as JSON, or 304 when the client's If-None-Match is the board's current ETag for these filters. */
    public function feed(BoardFilterRequest $request): JsonResponse|Response
    {
        Gate::authorize('viewAny', Order::class);
        $filters = $request->filters();
        $version = $this->version->current();
        $etag = $this->etag($version, $filters);
        if (in_array($etag, $request->getETags(), true)) {
            return response('', 304)->setEtag(trim($etag, '"'));
        }

        // The tickets and couriers depend on the role and the restaurants, not on who asks (App\Staff\Feeds\SharedFeed).
        $member = $this->actor->member ?? abort(403);
        $body = $this->feed->remember('board', [$version, $filters, app()->getLocale(), $member->role->value, $this->scope->ids($member)], fn () => [
            'tickets' => $this->tickets->list($member, $filters, app()->getLocale()),
            'couriers' => $this->couriers(),
        ]);

        return response()->json($body + ['now' => now()->toIso8601String()])->setEtag(trim($etag, '"'));
    }

    /** @return list<CourierOnShift>|null */
    private function couriers(): ?array
    {
        return Gate::allows('staff.dispatch') ? app(CourierBoard::class)->onShift($this->actor->member ?? abort(403)) : null;
    }

    /** One ETag per board version, filters, language and staff member (tickets carry the moves of a role).
     *  @param  array<string, mixed>  $filters */
    private function etag(string $version, array $filters): string
    {
        return '"'.substr(sha1(implode('|', [$version, json_encode($filters), app()->getLocale(), $this->actor->id(), ($this->actor->member ?? abort(403))->role->value])), 0, 20).'"';
    }
}
