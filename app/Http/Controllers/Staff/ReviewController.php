<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Http\Requests\Staff\ModerateReviewRequest;
use App\Models\Review;
use App\Staff\Reviews\ReviewQueue;
use Illuminate\Http\RedirectResponse;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response;

/** The queue of customers' reviews (a resource: index, update), for operators and managers. */
class ReviewController extends Controller
{
    public function __construct(private ReviewQueue $queue) {}

    /** ?status=new (default) | published | hidden, ?page=N. */
    public function index(Request $request): Response
    {
        $asked = $request->query('status');
        $status = in_array($asked, ReviewQueue::STATUSES, true) ? $asked : 'new';
        $page = max(1, min(1000, (int) $request->query('page', '1')));

        return Inertia::render('staff/reviews', $this->queue->page($status, $page, app()->getLocale()));
    }

    /** PATCH/PUT {status: published|hidden}, then back to the queue with a message. */
    public function update(ModerateReviewRequest $request, Review $review): RedirectResponse
    {
        $this->queue->moderate($review, $request->publishes());

        return back()->with('flash.success', __($request->publishes() ? 'staff.review.published' : 'staff.review.hidden'));
    }
}
