<?php

namespace App\Shop\Fiscal;

use App\Models\FiscalReceipt;

/**
 * A software register (ПРРО), chosen by SHOP_FISCAL_DRIVER: checkbox (Checkbox API v1), sandbox (embedded, receipts
 * marked "not fiscal") or off (none issued). Every call names the register (a restaurant's or the chain's).
 */
interface FiscalRegister
{
    /** Whether this driver issues receipts at all ("off" does not). */
    public function issues(): bool;

    /** Whether the receipts are fiscal (the sandbox's are not). */
    public function fiscal(): bool;

    /**
     * Create the receipt under its own id, or read it when the register already has it (a retry after a lost answer).
     *
     * @throws FiscalUnavailableException try again later (NoOpenShiftException: open the shift first)
     * @throws FiscalRejectedException refused for good
     */
    public function send(FiscalReceipt $receipt, Register $register): ReceiptState;

    /** The receipt as the register knows it now, or null when it has none by that id.
     *
     * @throws FiscalUnavailableException
     * @throws FiscalRejectedException the register's fiscalization of it failed */
    public function read(FiscalReceipt $receipt, Register $register): ?ReceiptState;

    /** Open the register's shift (or find the one open): its id.
     *
     * @throws FiscalUnavailableException */
    public function openShift(Register $register): string;

    /** Close the register's open shift with the Z-report; null when none was open.
     *
     * @throws FiscalUnavailableException */
    public function closeShift(Register $register, ?string $shiftId): ?ShiftReport;

    /** The tax codes the register knows: code => label.
     *
     * @return array<int, string>
     *
     * @throws FiscalUnavailableException */
    public function taxes(Register $register): array;

    /** Whether the register answers, and whether it works offline (the tax service unreachable).
     *
     * @return array{ok: bool, offline: bool, message: string} */
    public function status(Register $register): array;
}
