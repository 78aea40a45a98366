<?php

namespace App\Http\Controllers\Staff;

use App\Http\Controllers\Controller;
use App\Models\StaffAuditEntry;
use App\Models\StaffMember;
use App\Staff\Orders\AuditPage;
use App\Staff\Orders\AuditRow;
use App\Staff\Orders\OrderDetails;
use Carbon\CarbonImmutable;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\Request;
use Inertia\Inertia;
use Inertia\Response as InertiaResponse;

/** A manager's view of the audit trail, newest first: by kind of action, by staff member, by day. */
class AuditController extends Controller
{
    /** The kinds of action the filter offers (the start of the action names). */
    private const KINDS = ['order', 'stop_list', 'notice', 'hours', 'staff', 'category', 'product', 'modifier_group', 'promotion', 'promo_code'];

    public function index(Request $request): InertiaResponse
    {
        $perPage = (int) config('shop.staff.audit_per_page');
        $kind = in_array($request->query('kind'), self::KINDS, true) ? $request->query('kind') : null;
        $staffId = preg_match('/^[1-9]\d{0,9}$/', (string) $request->query('staff')) === 1 ? (int) $request->query('staff') : null;
        $date = (string) $request->query('date', '');
        $day = preg_match('/^\d{4}-\d{2}-\d{2}$/', $date) === 1 ? CarbonImmutable::createFromFormat('!Y-m-d', $date, config('shop.ordering.timezone')) : null;
        $page = max(1, min(1000, (int) $request->query('page', '1')));

        $entries = StaffAuditEntry::query()
            ->when($kind, fn (Builder $q, string $k) => $q->where('action', 'like', $k.'.%'))
            ->when($staffId, fn (Builder $q, int $id) => $q->where('staff_member_id', $id))
            ->when($day, fn (Builder $q, CarbonImmutable $d) => $q->whereBetween('created_at', [
                $d->setTimezone(config('app.timezone'))->format('Y-m-d H:i:s'),
                $d->addDay()->setTimezone(config('app.timezone'))->subSecond()->format('Y-m-d H:i:s'),
            ]))
            ->with('order:id,number')
            ->orderByDesc('id')
            ->forPage($page, $perPage + 1)
            ->get();

        return Inertia::render('staff/audit', new AuditPage(
            filters: ['kind' => $kind, 'staff' => $staffId, 'date' => $day?->format('Y-m-d'), 'page' => $page],
            kinds: self::KINDS,
            staffMembers: array_values(StaffMember::query()->orderBy('name')->get(['id', 'name'])->map(fn (StaffMember $m) => ['id' => $m->id, 'name' => $m->name])->all()),
            hasMore: $entries->count() > $perPage,
            entries: array_values($entries->take($perPage)->map(fn (StaffAuditEntry $e) => new AuditRow(OrderDetails::auditEntry($e), $e->order?->number))->all()),
        ));
    }
}
