<?php

// Refusals of a request before it is routed (its size, its encoding).
return [
    'too_large' => 'The request is too large: at most :kb KB.',
    'malformed_text' => 'The text must be valid UTF-8.',
];
