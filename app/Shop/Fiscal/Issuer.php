<?php

namespace App\Shop\Fiscal;

use App\Models\FiscalReceipt;
use App\Models\Payment;
use App\Shop\Payments\PaymentGateway;
use App\Shop\Payments\ReadsTransactions;
use Illuminate\Support\Facades\Log;
use Throwable;

/**
 * Sends a receipt to its register and records the answer: the shift opened first when the register has none, the card
 * mask of a card payment added before the first send (Viva's retrieved transaction gives the masked number; it gives
 * no RRN or authorization code), a return waiting for its sell receipt to be done. The register down or slow: the
 * attempt and the error are kept and the job tries again later with the same id.
 */
class Issuer
{
    /** Seconds before a receipt still being fiscalized, or a return waiting for its sale, is looked at again. */
    public const RECHECK_SECONDS = 5;

    public function __construct(private FiscalRegister $driver, private Registers $registers, private Shifts $shifts) {}

    /**
     * Issue it (or read it again). Answers null when it is settled (done, failed, or not ours to issue), else the
     * seconds after which to look again.
     *
     * @throws FiscalUnavailableException the register is down or slow: retry with backoff
     */
    public function issue(string $id): ?int
    {
        $receipt = FiscalReceipt::query()->with('order')->find($id);
        if ($receipt === null || $receipt->status !== FiscalReceipt::PENDING || ! $this->driver->issues()) {
            return null;
        }
        if ($receipt->isReturn() && $receipt->related_receipt_id !== null
            && FiscalReceipt::query()->whereKey($receipt->related_receipt_id)->value('status') === FiscalReceipt::PENDING) {
            return self::RECHECK_SECONDS * 6;
        }
        $register = $this->registers->byKey($receipt->register);
        $receipt->forceFill(['attempts' => $receipt->attempts + 1])->save();
        try {
            if ($receipt->sent_at === null) {
                $this->addCardMask($receipt);
            }
            $state = $receipt->sent_at === null ? null : $this->driver->read($receipt, $register);
            if ($state === null) {
                $state = $this->sendInShift($receipt, $register);
                $receipt->forceFill(['sent_at' => now()])->save();
            }
        } catch (FiscalRejectedException $e) {
            $receipt->forceFill(['status' => FiscalReceipt::FAILED, 'last_error' => mb_substr($e->getMessage(), 0, 2000)])->save();
            Log::critical('A fiscal receipt was refused by the register: a person has to issue it.', ['receipt' => $receipt->id, 'order' => $receipt->order_id, 'error' => $e->getMessage()]);

            return null;
        } catch (FiscalUnavailableException $e) {
            $receipt->forceFill(['last_error' => mb_substr($e->getMessage(), 0, 2000)])->save();
            throw $e;
        }
        $receipt->forceFill([
            'fiscal_code' => $state->fiscalCode ?? $receipt->fiscal_code,
            'number' => $state->number ?? $receipt->number,
            'tax_url' => $state->taxUrl ?? $receipt->tax_url,
            'receipt_url' => $state->receiptUrl ?? $receipt->receipt_url,
            'offline' => $state->offline,
            'last_error' => null,
        ] + ($state->done ? ['status' => FiscalReceipt::DONE, 'done_at' => now()] : []))->save();

        return $state->done ? null : self::RECHECK_SECONDS;
    }

    /** The job gave up: the receipt stays pending (the alarm rings; the sweep queues it again). */
    public static function givenUp(string $id, string $error): void
    {
        FiscalReceipt::query()->whereKey($id)->where('status', FiscalReceipt::PENDING)->update(['last_error' => mb_substr('given up: '.$error, 0, 2000), 'updated_at' => now()]);
        Log::critical('A fiscal receipt could not be issued after every try.', ['receipt' => $id, 'error' => $error]);
    }

    private function sendInShift(FiscalReceipt $receipt, Register $register): ReceiptState
    {
        $this->shifts->ensureOpen($register);
        try {
            return $this->driver->send($receipt, $register);
        } catch (NoOpenShiftException) {
            // The register closed the shift on its own (its 24 hours, or by hand): open a new one and send again.
            $this->shifts->forget($register);
            $this->shifts->ensureOpen($register);

            return $this->driver->send($receipt, $register);
        }
    }

    /** A card payment's masked card number on the receipt, as the provider's retrieved transaction gives it. */
    private function addCardMask(FiscalReceipt $receipt): void
    {
        // A sale paid by card only: a return receipt names the sale it returns (related_receipt_id), which has the mask.
        if (! str_starts_with($receipt->event, 'payment:')) {
            return;
        }
        try {
            $payment = Payment::query()->find((int) substr($receipt->event, 8));
            /** @var PaymentGateway $gateway */
            $gateway = app(PaymentGateway::class);
            if ($payment?->transaction_id === null || ! $gateway instanceof ReadsTransactions) {
                return;
            }
            $card = $gateway->transactionPayload((string) $payment->transaction_id)['cardNumber'] ?? null;
            if (is_string($card) && $card !== '') {
                $receipt->payments = array_map(fn (array $p) => $p['type'] === FiscalReceipt::CASHLESS ? $p + ['card_mask' => mb_substr(str_replace('X', '*', $card), 0, 19)] : $p, $receipt->payments);
                $receipt->save();
            }
        } catch (Throwable $e) {
            // The mask is optional on the receipt: it is issued without it (a warning, not a failure to report).
            Log::warning("The card's mask for receipt {$receipt->id} was not read from the payment provider: ".$e->getMessage(), [
                'order' => $receipt->order_id, 'exception' => $e::class,
            ]);
        }
    }
}
