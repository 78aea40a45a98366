/**
 * The payment types of the wire (App\Shop\Ordering\PaymentType, docs/openapi.yaml): the one place the front end
 * spells them. Which of them the shop offers comes with the page (the payment types dictionary).
 */
export const PAYMENT_TYPE = {
    cardOnline: 'card-online',
    cardCourier: 'card-courier',
    cash: 'cash',
} as const;

export type PaymentType = (typeof PAYMENT_TYPE)[keyof typeof PAYMENT_TYPE];

/** Paid through the payment provider before the kitchen starts (PaymentType::isOnline). */
export function isOnlinePayment(paymentType: string | null | undefined): boolean {
    return paymentType === PAYMENT_TYPE.cardOnline;
}
