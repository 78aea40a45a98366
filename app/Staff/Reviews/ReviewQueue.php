<?php

namespace App\Staff\Reviews;

use App\Models\Review;
use App\Staff\Actor;
use App\Staff\Audit;
use App\Staff\Board\BoardTickets;
use App\Staff\Menu\MenuCache;
use Illuminate\Support\Facades\DB;

/**
 * The staff queue of customers' reviews: new ones wait (unpublished) until an operator or a manager publishes or
 * hides them; either can be changed later. Each decision is audited and renews the product's cached pages (its
 * review list and rating) in both languages.
 */
class ReviewQueue
{
    public const STATUSES = ['new', 'published', 'hidden'];

    public function __construct(private Audit $audit, private Actor $actor, private MenuCache $cache) {}

    /** @param  'new'|'published'|'hidden'  $status */
    public function page(string $status, int $page, string $locale): ReviewsPage
    {
        $perPage = max(1, (int) config('shop.staff.reviews_per_page'));
        $query = Review::query()->with(['product', 'order:id,number']);
        match ($status) {
            'new' => $query->whereNull('moderated_at'),
            'published' => $query->whereNotNull('moderated_at')->where('published', true),
            default => $query->whereNotNull('moderated_at')->where('published', false),
        };
        $reviews = $query->orderByDesc('created_at')->orderByDesc('id')->forPage($page, $perPage + 1)->get();

        return new ReviewsPage(
            filters: ['status' => $status, 'page' => $page],
            rows: array_values($reviews->take($perPage)->map(fn (Review $r) => new ReviewRow(
                id: $r->id,
                status: $r->status(),
                rating: $r->rating,
                body: $r->body,
                author: $r->author,
                locale: $r->locale,
                product: ['id' => $r->product->id, 'name' => (string) $r->product->translate('name', $locale), 'slug' => $r->product->slug],
                order: $r->order?->number,
                created_at: BoardTickets::instant($r->created_at),
            ))->all()),
            hasMore: $reviews->count() > $perPage,
            counts: ['new' => Review::query()->whereNull('moderated_at')->count()],
        );
    }

    /** Publish (true) or hide (false) a review. */
    public function moderate(Review $review, bool $publish): void
    {
        DB::transaction(function () use ($review, $publish) {
            $locked = Review::query()->with('product')->lockForUpdate()->findOrFail($review->id);
            $before = ['status' => $locked->status()];
            if ($locked->moderated_at !== null && $locked->published === $publish) {
                return;
            }
            $locked->update(['published' => $publish, 'moderated_at' => now(), 'moderated_by' => $this->actor->id()]);
            $this->audit->record($publish ? 'review.publish' : 'review.hide', $locked, $before + ['product' => $locked->product->slug], ['status' => $locked->status(), 'product' => $locked->product->slug]);
            $this->cache->reviews($locked->product);
        });
    }
}
