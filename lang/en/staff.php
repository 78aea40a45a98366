<?php

// Messages of the staff area (English): answers of its actions, the customer's SMS about an order.
return [
    'auth' => [
        'failed' => 'Wrong email or password.',
        'throttle' => 'Too many attempts. Try again in :seconds s.',
        'signed_out' => 'Your session has ended. Please sign in again.',
    ],
    'forbidden' => 'Your role cannot do this.',
    'status' => [
        'new' => 'New',
        'accepted' => 'Accepted',
        'cooking' => 'Cooking',
        'on_the_way' => 'On the way',
        'ready_for_pickup' => 'Ready for pickup',
        'completed' => 'Completed',
        'cancelled' => 'Cancelled',
    ],
    'payment_status' => [
        'unpaid' => 'Unpaid',
        'pending' => 'Payment pending',
        'paid' => 'Paid',
        'failed' => 'Payment failed',
        'refunded' => 'Refunded',
    ],
    'order' => [
        'stale' => 'Order :number is already “:status”: someone else has just changed it.',
        'stale_payment' => 'The payment of order :number is already “:status”: someone else has just changed it.',
        'busy' => 'Someone else is working on order :number right now. Try again in a moment.',
        'move_not_allowed' => 'Order :number cannot move from “:from” to “:to”.',
        'not_offline' => 'Only orders paid in cash or by card to the courier can be marked paid.',
        'payment_gateway' => 'The payment provider did not answer: :error. Nothing changed; try again.',
    ],
    'refund' => [
        'not_card' => 'Only card payments made online can be refunded.',
        'not_paid' => 'Order :number is not paid: there is nothing to refund.',
        'no_transaction' => 'There is no card transaction to refund: refund it in the payment provider’s dashboard.',
        'nothing_left' => 'Everything of order :number has been refunded already.',
        'lines' => 'Choose the lines and quantities to refund.',
        'line_quantity' => 'The quantity to refund is more than the line has left.',
        'unsupported' => 'The current payment driver cannot refund.',
        'failed' => 'The payment provider did not refund: :error. If unsure, check its dashboard before trying again.',
        'checking' => 'The payment provider did not answer: the refund of :amount is being checked with it and will be completed automatically (never twice).',
    ],
    'cancel' => [
        'reason' => 'Choose why the order is cancelled.',
    ],
    'kitchen' => [
        'restaurants_required' => 'Choose at least one restaurant.',
        'restaurant_unknown' => 'There is no such restaurant.',
        'not_kitchen' => 'Only a kitchen account is assigned restaurants.',
        'saved' => 'The restaurants of “:name” are saved.',
    ],
    'review' => [
        'status' => 'Choose publish or hide.',
        'published' => 'The review is published.',
        'hidden' => 'The review is hidden.',
    ],
    'stop_list' => [
        'item' => 'There is no such dish or modifier.',
    ],
    'hours' => [
        'times' => 'Give the opening and closing times (HH:MM), closing after opening.',
        'past' => 'The date has passed.',
    ],
    'accounts' => [
        'self' => 'You cannot disable or demote your own account.',
        'last_manager' => 'At least one active manager must remain.',
    ],
    'reports' => [
        'range' => 'The range is at most :days days, its end not before its start.',
    ],
    // The toast after a staff form's save (App\Http\Controllers\Staff\Concerns\RedirectsWithToast).
    'toast' => [
        'saved' => 'Saved.',
        'created' => 'Created.',
        'deleted' => 'Deleted.',
        'stopped' => 'Stopped: :name.',
        'resumed' => ':name is back on sale.',
        'photo' => 'The photo is saved.',
        'moved' => 'Moved.',
        'password' => 'The new password is set.',
        'signed_out' => 'Signed out on every device.',
        'account_created' => 'The account of :name is created.',
        'password_reset' => 'The new password is set; that account’s sessions are over.',
        'sessions_ended' => 'Every session of that account is over.',
        'order_moved' => 'Order :number: :status.',
        'order_cancelled' => 'Order :number is cancelled.',
        'order_paid' => 'Order :number is marked paid.',
        'refund_done' => 'Refunded :amount.',
        'phone_order' => 'Order :number is taken.',
        'phone_order_link' => 'Order :number is taken; the payment link is sent by SMS.',
        'phone_order_no_link' => 'Order :number is taken, but the SMS budget of this hour is spent: read the payment link to the customer.',
        'order_corrected' => 'Order :number is corrected: the new total is :amount.',
        'order_unchanged' => 'Order :number: nothing changed.',
    ],
    'ingredients' => [
        'time' => 'Choose the time the ingredient comes back (HH:MM).',
    ],
    'correct' => [
        'too_late' => 'Order :number can no longer be corrected (status: :status). Nothing is changed.',
        'not_correctable' => 'Order :number can no longer be corrected.',
        'paid_online' => 'Order :number is paid by card online: correcting a paid order is not built yet. Nothing is changed; cancel it (the money is refunded) and take a new one.',
        'provider_failed' => 'The card payment service does not answer: nothing is changed. Try again.',
        'promo_dropped' => 'The promo code no longer applies and is dropped (:promo).',
    ],
    'phone' => [
        'provider_failed' => 'The card payment service does not answer: nothing is saved. Try again, or take cash.',
    ],
];
