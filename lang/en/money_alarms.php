<?php

// The money alarms of the staff overview: the manager's SMS (English).
return [
    'done' => 'The alarm of order :number is marked done.',
    'sms' => [
        'late_payment' => ':brand: :amount arrived for cancelled order :number. Refund it or restore the order (staff overview).',
        'refund_refused' => ':brand: the card provider refused a refund of :amount for order :number. Refund it by hand (staff overview).',
        'no_receipt' => ':brand: order :number: :amount moved without its fiscal receipt. Check the register (staff overview).',
        'unpaid_difference' => ':brand: order :number has owed :amount for over a day after a correction. Settle it (staff overview).',
    ],
];
