<?php

namespace App\Shop\Fiscal;

use App\Models\FiscalReceipt;
use App\Models\FiscalShift;
use Illuminate\Support\Str;

/**
 * The embedded register for a machine without Checkbox: a receipt is "fiscalized" here at once, with a number and a
 * code marked SANDBOX, and the shop's own receipt page (route fiscal.sandbox) marked "not fiscal (sandbox)". Shifts
 * are kept in fiscal_shifts; the Z-report adds up the sandbox receipts of the shift. Nothing leaves the machine.
 */
class SandboxRegister implements FiscalRegister
{
    /** The tax codes the sandbox knows (as a register set up for a VAT payer and a single-tax entrepreneur would). */
    public const TAXES = [1 => 'А ПДВ 20%', 2 => 'Б ПДВ 7%', 3 => 'В ПДВ 0%', 4 => 'Г Без ПДВ', 5 => 'Д Акциз 5%'];

    public function issues(): bool
    {
        return true;
    }

    public function fiscal(): bool
    {
        return false;
    }

    public function send(FiscalReceipt $receipt, Register $register): ReceiptState
    {
        return $this->read($receipt, $register) ?? $this->stateOf($receipt, 'SANDBOX-'.strtoupper(Str::substr(str_replace('-', '', $receipt->id), 0, 10)));
    }

    public function read(FiscalReceipt $receipt, Register $register): ?ReceiptState
    {
        return $receipt->fiscal_code === null ? null : $this->stateOf($receipt, $receipt->fiscal_code);
    }

    public function openShift(Register $register): string
    {
        return 'sandbox-'.Str::uuid();
    }

    public function closeShift(Register $register, ?string $shiftId): ?ShiftReport
    {
        $shift = $shiftId === null ? null : FiscalShift::query()->where('external_id', $shiftId)->first();
        if ($shift === null) {
            return null;
        }
        $receipts = FiscalReceipt::query()->where('driver', 'sandbox')->where('register', $register->key)
            ->where('status', FiscalReceipt::DONE)->where('done_at', '>=', $shift->opened_at)->get(['kind', 'total']);
        $sells = $receipts->where('kind', FiscalReceipt::SELL);
        $returns = $receipts->where('kind', FiscalReceipt::RETURN);

        return new ShiftReport((int) $sells->sum('total'), (int) $returns->sum('total'), $sells->count(), $returns->count(), ['sandbox' => true]);
    }

    public function taxes(Register $register): array
    {
        return self::TAXES;
    }

    public function status(Register $register): array
    {
        return ['ok' => true, 'offline' => false, 'message' => 'sandbox: receipts are kept here and are not fiscal'];
    }

    private function stateOf(FiscalReceipt $receipt, string $code): ReceiptState
    {
        return new ReceiptState(
            done: true,
            fiscalCode: $code,
            number: $receipt->number ?? (string) (FiscalReceipt::query()->where('driver', 'sandbox')->whereNotNull('number')->count() + 1),
            taxUrl: null,
            receiptUrl: route('fiscal.sandbox', ['receipt' => $receipt->id]),
        );
    }
}
