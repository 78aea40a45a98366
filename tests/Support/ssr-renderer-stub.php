<?php

// The router script of SsrRendererStub (`php -S`): answers every request with what the test last asked for
// (answer.json in SSR_STUB_DIR: status, body, delay) and records each one in requests.jsonl.

$dir = (string) getenv('SSR_STUB_DIR');
file_put_contents($dir.'/requests.jsonl', json_encode([
    'method' => $_SERVER['REQUEST_METHOD'] ?? '',
    'path' => (string) parse_url($_SERVER['REQUEST_URI'] ?? '', PHP_URL_PATH),
    'content_type' => $_SERVER['CONTENT_TYPE'] ?? $_SERVER['HTTP_CONTENT_TYPE'] ?? '',
    'expect' => $_SERVER['HTTP_EXPECT'] ?? null,
    'body' => (string) file_get_contents('php://input'),
])."\n", FILE_APPEND | LOCK_EX);

$answer = json_decode((string) @file_get_contents($dir.'/answer.json'), true);
$answer = is_array($answer) ? $answer : [];
if (($answer['delay_ms'] ?? 0) > 0) {
    usleep((int) $answer['delay_ms'] * 1000);
}
http_response_code((int) ($answer['status'] ?? 200));
header('Content-Type: application/json');
echo (string) ($answer['body'] ?? '');
