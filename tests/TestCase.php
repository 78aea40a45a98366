<?php

namespace Tests;

use Illuminate\Foundation\Testing\TestCase as BaseTestCase;
use Tests\Support\TestCache;

abstract class TestCase extends BaseTestCase
{
    protected function setUp(): void
    {
        parent::setUp();

        // Every test starts with an empty cache, as it does on the array store (on Redis: this process's keys only).
        TestCache::flush();
    }
}
