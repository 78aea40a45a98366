<?php

// Reviews after the order (App\Shop\Reviews\OrderReviews, the API's review form).
return [
    'not_yet' => 'You can rate the dishes once the order has been delivered.',
    'not_in_order' => 'This dish is not in the order (or no longer on the menu).',
    'already' => 'You have already rated “:name” in this order.',
    'anonymous' => 'Guest',
    'product_id' => 'Choose a dish of the order.',
    'rating' => 'Give a rating from 1 to 5.',
    'body' => 'A review is at most :max characters.',
    'unavailable' => 'The shop is not answering; try again in a minute.',
];
