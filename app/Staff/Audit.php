<?php

namespace App\Staff;

use App\Models\Order;
use App\Models\StaffAuditEntry;
use App\Models\StaffMember;
use Illuminate\Database\Eloquent\Model;

/** The audit trail: every staff action with who, when, what, on which subject, and the state before and after. */
class Audit
{
    public function __construct(private Actor $actor) {}

    /**
     * @param  Model|array{0: string, 1: string|int|null}  $subject  a model, or [type, id] of something that is not one
     * @param  array<string, mixed>|null  $before
     * @param  array<string, mixed>|null  $after
     */
    public function record(string $action, Model|array $subject, ?array $before, ?array $after, ?StaffMember $by = null): StaffAuditEntry
    {
        $by ??= $this->actor->member;
        [$type, $id] = $subject instanceof Model ? [self::type($subject), (string) $subject->getKey()] : [$subject[0], $subject[1] === null ? null : (string) $subject[1]];

        return StaffAuditEntry::query()->create([
            'staff_member_id' => $by?->id,
            'staff_name' => $by->name ?? 'system',
            'action' => $action,
            'subject_type' => $type,
            'subject_id' => $id,
            'order_id' => $subject instanceof Order ? $subject->id : null,
            'before' => $before,
            'after' => $after,
            'ip' => $this->actor->ip,
            'created_at' => now(),
        ]);
    }

    private static function type(Model $subject): string
    {
        return match (true) {
            $subject instanceof Order => 'order',
            $subject instanceof StaffMember => 'staff_member',
            default => strtolower(class_basename($subject)),
        };
    }
}
