import type { StaffRole } from '@/types/generated';
import type { Locale, ShopLimits } from '@/types/models';

export type { OrderStatus, PaymentStatus, StaffRole } from '@/types/generated';

/** The props every staff page gets (App\Http\Middleware\Staff\HandleStaffInertiaRequests). */
export interface StaffSharedProps {
    [key: string]: unknown;
    locale: Locale;
    limits: ShopLimits;
    alternates: Partial<Record<Locale, string>>;
    staff: { id: number; name: string; email: string; role: StaffRole } | null;
    can: {
        stopList: boolean;
        notices: boolean;
        reports: boolean;
        accounts: boolean;
        audit: boolean;
        menu: boolean;
        reviews: boolean;
        phoneOrders?: boolean;
        overview: boolean;
        deliveries?: boolean;
    };
    /** The message of the last redirect-back action. */
    flash: { success: string | null };
}

// The records of the board and the order page come from PHP (App\Staff\Board\Ticket, App\Staff\Orders\StaffOrder, …):
// php artisan shop:typescript writes them to @/types/generated.
export type {
    AuditEntry,
    AuditRow,
    CourierOnShift,
    HistoryEntry,
    StaffOrder as OrderDetails,
    Ticket,
    TicketDelivery,
    TicketLine,
} from '@/types/generated';
