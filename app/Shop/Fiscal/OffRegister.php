<?php

namespace App\Shop\Fiscal;

use App\Models\FiscalReceipt;

/** SHOP_FISCAL_DRIVER=off: no receipt is issued (the overview tells managers so). Nothing here is ever called to issue. */
class OffRegister implements FiscalRegister
{
    public function issues(): bool
    {
        return false;
    }

    public function fiscal(): bool
    {
        return false;
    }

    public function send(FiscalReceipt $receipt, Register $register): ReceiptState
    {
        throw new FiscalRejectedException('Fiscal receipts are switched off (SHOP_FISCAL_DRIVER=off).');
    }

    public function read(FiscalReceipt $receipt, Register $register): ?ReceiptState
    {
        return null;
    }

    public function openShift(Register $register): string
    {
        return 'off';
    }

    public function closeShift(Register $register, ?string $shiftId): ?ShiftReport
    {
        return null;
    }

    public function taxes(Register $register): array
    {
        return [];
    }

    public function status(Register $register): array
    {
        return ['ok' => true, 'offline' => false, 'message' => 'off: no fiscal receipts are issued'];
    }
}
