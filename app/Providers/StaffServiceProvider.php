<?php

namespace App\Providers;

use App\Http\Middleware\Staff\StaffArea;
use App\Models\Category;
use App\Models\Delivery;
use App\Models\ModifierGroup;
use App\Models\MoneyAlarm;
use App\Models\Order;
use App\Models\OrderStatusChange;
use App\Models\PaymentStatusChange;
use App\Models\Product;
use App\Models\StaffMember;
use App\Policies\DeliveryPolicy;
use App\Policies\MenuPolicy;
use App\Policies\OrderPolicy;
use App\Policies\StaffMemberPolicy;
use App\Staff\Actor;
use App\Staff\Board\BoardVersion;
use App\Staff\Kitchens\RestaurantScope;
use Illuminate\Cache\RateLimiting\Limit;
use Illuminate\Contracts\Http\Kernel as HttpKernel;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;
use Illuminate\Support\Facades\RateLimiter;
use Illuminate\Support\ServiceProvider;
use Throwable;

/**
 * The staff area: its actor, its Gates and Policies, its rate limiters, who moved an order's statuses, and the
 * order board's version, replaced after every committed order change.
 */
class StaffServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->app->scoped(Actor::class);
        $this->app->scoped(RestaurantScope::class);
        $this->app->singleton(BoardVersion::class, fn () => new BoardVersion(cache()->store()));
    }

    public function boot(): void
    {
        // The staff area's own middleware runs first of a staff route's stack (before the session, the sign-in check
        // and the throttle), so its language and its no-index, no-store headers hold for every answer, early ones too.
        $kernel = $this->app->make(HttpKernel::class);
        $kernel->prependToMiddlewarePriority(StaffArea::class);

        Gate::policy(Order::class, OrderPolicy::class);
        Gate::policy(StaffMember::class, StaffMemberPolicy::class);
        Gate::policy(Delivery::class, DeliveryPolicy::class);
        Gate::define('staff.stop-list', fn (StaffMember $staff) => ! $staff->role->isCourier());
        // The courier's phone screen (their deliveries, shift and run): couriers only.
        Gate::define('staff.deliveries', fn (StaffMember $staff) => $staff->role->isCourier());
        Gate::define('staff.dispatch', fn (StaffMember $staff) => $staff->role->runsOrders());
        Gate::define('staff.notices', fn (StaffMember $staff) => $staff->role->runsOrders());
        Gate::define('staff.restaurant-load', fn (StaffMember $staff) => $staff->role->runsOrders());
        // The overview of every restaurant with the accept alarm (operators and managers; a kitchen gets 403).
        Gate::define('staff.overview', fn (StaffMember $staff) => $staff->role->runsOrders());
        Gate::define('staff.reports', fn (StaffMember $staff) => $staff->role->isManager());
        Gate::define('staff.reviews', fn (StaffMember $staff) => $staff->role->runsOrders());
        Gate::define('staff.audit', fn (StaffMember $staff) => $staff->role->isManager());
        Gate::define('staff.customer-data', fn (StaffMember $staff) => $staff->role->isManager());
        foreach ([Category::class, Product::class, ModifierGroup::class] as $menuModel) {
            Gate::policy($menuModel, MenuPolicy::class);
        }
        Gate::define('staff.menu', [MenuPolicy::class, 'manage']);

        // Two limiters of shop.rate_limits keyed here (registered after App\Http\RateLimits, so these definitions hold):
        // sign-in per email from one address and per address in all; staff requests per staff account.
        RateLimiter::for('staff-sign-in', function (Request $request) {
            $config = config('shop.rate_limits.staff-sign-in');
            $email = mb_strtolower(trim((string) $request->input('email')));

            return [
                Limit::perMinute(max(1, (int) $config['per_minute']))->by('staff-sign-in|'.sha1($email).'|'.$request->ip()),
                Limit::perMinute(max(1, (int) $config['per_ip_minute']))->by('staff-sign-in|ip|'.$request->ip()),
            ];
        });
        RateLimiter::for('staff', fn (Request $request) => Limit::perMinute(max(1, (int) config('shop.rate_limits.staff.per_minute')))
            ->by('staff|'.($request->user('staff')?->getAuthIdentifier() ?? 'ip:'.$request->ip())));

        // Who moved a status: the staff member behind the request (null for customers, the provider, the scheduler).
        foreach ([OrderStatusChange::class, PaymentStatusChange::class] as $history) {
            $history::creating(function ($change) {
                $change->staff_member_id ??= app(Actor::class)->id();
            });
        }

        // Every committed order change moves the board's version (placing, statuses, payments, by anyone). The version
        // is a hint in the cache store: when the store is out of reach (Redis restarting), the failure is reported and
        // the committed change's request goes on (an order's mail and payment); it threw out of DB::transaction().
        // A courier given, picking up or delivering moves the board's version too (the order's row may not change), and so
        // does a money alarm raised or dealt with (the overview shows them).
        foreach (['saved', 'deleted'] as $event) {
            Delivery::{$event}(fn () => DB::afterCommit(fn () => app(BoardVersion::class)->bump()));
            MoneyAlarm::{$event}(fn () => DB::afterCommit(fn () => app(BoardVersion::class)->bump()));
        }
        Order::saved(function () {
            DB::afterCommit(function () {
                try {
                    app(BoardVersion::class)->bump();
                } catch (Throwable $e) {
                    report($e);
                }
            });
        });
    }
}
