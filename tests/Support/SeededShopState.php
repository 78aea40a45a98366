<?php

namespace Tests\Support;

use PDO;

/**
 * What RefreshShopDatabase keeps for the whole test process (a trait's static properties belong to each test class that
 * uses it, so they live here, as Laravel's RefreshDatabaseState does for RefreshDatabase).
 */
final class SeededShopState
{
    /** @var array<string, PDO> the seeded copy's connection, by connection name */
    public static array $pdos = [];

    /** How often this process migrated the empty database. */
    public static int $migrations = 0;

    /** @var array<string, int> the value of when each copy was built */
    public static array $builtAt = [];
}
