<?php

// Refusals of a request before it is routed (its size, the length of its lists, its encoding).
return [
    'too_large' => 'The request is too large: at most :kb KB.',
    'malformed_text' => 'The text must be valid UTF-8.',
    'too_many_items' => 'A list holds at most :max items.',
    'too_many_fields' => 'The request has too many fields: at most :max.',
    // The database or Redis is out of reach for a moment (503 with Retry-After).
    'unavailable' => 'The shop cannot answer right now; try again in a few seconds.',
];
