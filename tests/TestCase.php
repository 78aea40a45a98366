<?php

namespace Tests;

use Illuminate\Foundation\Testing\TestCase as BaseTestCase;

abstract class TestCase extends BaseTestCase
{
    /** Console output is not mocked: Mockery is not installable here (see README, "Known gaps"). */
    public $mockConsoleOutput = false;
}
