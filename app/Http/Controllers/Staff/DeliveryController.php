<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Requests\Staff\Couriers\CourierRunRequest;
use App\Http\Requests\Staff\Couriers\DeliveredRequest;
use App\Http\Requests\Staff\Couriers\FailedDeliveryRequest;
use App\Models\Delivery;
use App\Models\Order;
use App\Staff\Actor;
use App\Staff\Board\BoardVersion;
use App\Staff\Couriers\CourierScreen;
use App\Staff\Couriers\Dispatch;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Http\Response;
use Illuminate\Support\Facades\Gate;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/**
 * The courier's phone screen: their shift, their run and their restaurant's orders waiting for a courier. The page
 * polls the feed with the board's ETag (304 while nothing changed); the taps are JSON calls the page retries until
 * answered (each is idempotent: the same tap again answers the delivery as it is).
 */
class DeliveryController extends Controller
{
    public function __construct(private CourierScreen $screen, private Dispatch $dispatch, private BoardVersion $version, private Actor $actor) {}

    public function index(): InertiaResponse
    {
        return Inertia::render('staff/deliveries', $this->screen->props($this->actor->member ?? abort(403), app()->getLocale()) + [
            'etag' => $this->etag(),
            'pollMs' => (int) config('shop.staff.board.poll_ms'),
            'reasonMax' => (int) config('shop.staff.couriers.reason_max'),
        ]);
    }

    public function feed(Request $request): JsonResponse|Response
    {
        $etag = $this->etag();
        if (in_array($etag, $request->getETags(), true)) {
            return response('', 304)->setEtag(trim($etag, '"'));
        }

        return response()->json($this->screen->props($this->actor->member ?? abort(403), app()->getLocale()))->setEtag(trim($etag, '"'));
    }

    public function take(Order $order): JsonResponse
    {
        Gate::authorize('take', $order);

        return $this->answer($this->dispatch->take($order, $this->actor->member ?? abort(403)));
    }

    public function pickedUp(Delivery $delivery): JsonResponse
    {
        Gate::authorize('update', $delivery);

        return $this->answer($this->dispatch->pickUp($delivery));
    }

    public function delivered(DeliveredRequest $request, Delivery $delivery): JsonResponse
    {
        Gate::authorize('update', $delivery);

        return $this->answer($this->dispatch->deliver($delivery, $request->cash()));
    }

    public function failed(FailedDeliveryRequest $request, Delivery $delivery): JsonResponse
    {
        Gate::authorize('update', $delivery);

        return $this->answer($this->dispatch->fail($delivery, (string) $request->validated('reason')));
    }

    public function run(CourierRunRequest $request): JsonResponse
    {
        $this->dispatch->reorder($this->actor->member ?? abort(403), $request->ids());

        return response()->json($this->screen->props($this->actor->member ?? abort(403), app()->getLocale()));
    }

    private function answer(Delivery $delivery): JsonResponse
    {
        return response()->json(['delivery' => $delivery->only(['id', 'order_id', 'position']) + [
            'picked_up' => $delivery->picked_up_at !== null,
            'delivered' => $delivery->delivered_at !== null,
            'failed' => $delivery->failed_at !== null,
        ]]);
    }

    /** The board's version, per language and courier. */
    private function etag(): string
    {
        return '"'.substr(sha1(implode('|', ['deliveries', $this->version->current(), app()->getLocale(), $this->actor->id()])), 0, 20).'"';
    }
}
