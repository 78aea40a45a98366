<?php

namespace Tests\Support;

use Database\Seeders\DatabaseSeeder;
use Illuminate\Contracts\Console\Kernel;
use Illuminate\Database\Connection;
use Illuminate\Foundation\Testing\RefreshDatabase;
use PDO;

/**
 * Laravel's RefreshDatabase (migrated once per process, a transaction per test, rolled back), plus a seeded copy of the
 * shop that is built once per process: useSeededShop() points the test's connection at that copy inside a transaction
 * of its own, so a test that needs the menu, restaurants and demo accounts gets them without seeding them again.
 *
 * The copy is a second in-memory database on SQLite and a second database (`<name>_seeded`) on PostgreSQL. It is built
 * again when the empty database was (a test that committed its writes makes RefreshDatabase migrate again, and the copy
 * may then hold those writes too).
 */
trait RefreshShopDatabase
{
    use RefreshDatabase {
        migrateDatabases as migrateEmptyDatabases;
    }

    protected function migrateDatabases(): void
    {
        SeededShopState::$migrations++;
        $this->migrateEmptyDatabases();
    }

    /** Run the rest of the test on the seeded shop (dictionaries, menu, demo customer, orders and staff). */
    public function useSeededShop(): void
    {
        $connection = $this->app->make('db')->connection();
        $name = $connection->getName();
        if ($connection->hasModifiedRecords()) {
            // The test wrote rows before asking for the shop: seed beside them, inside its transaction, as it expects.
            $this->seed(DatabaseSeeder::class);

            return;
        }

        // Leave the empty database as RefreshDatabase found it (its transaction rolled back), then move to the copy. The
        // next test's application connects to the empty database again (RefreshDatabase restores the in-memory PDO).
        $dispatcher = $connection->getEventDispatcher();
        $connection->unsetEventDispatcher();
        $connection->rollBack(0);
        if ($dispatcher !== null) {
            $connection->setEventDispatcher($dispatcher);
        }
        if (! isset(SeededShopState::$pdos[$name]) || SeededShopState::$builtAt[$name] !== SeededShopState::$migrations) {
            SeededShopState::$pdos[$name] = $this->buildSeededShop($connection);
            SeededShopState::$builtAt[$name] = SeededShopState::$migrations;
        }
        $connection->setPdo(SeededShopState::$pdos[$name])->setReadPdo(SeededShopState::$pdos[$name]);
        $connection->unsetEventDispatcher();
        $connection->beginTransaction();
        if ($dispatcher !== null) {
            $connection->setEventDispatcher($dispatcher);
        }
    }

    /** A new database beside the test's one, migrated and seeded; $connection is given its own PDO back afterwards. */
    private function buildSeededShop(Connection $connection): PDO
    {
        $config = $connection->getConfig();
        $empty = $connection->getPdo();
        if ($connection->getDriverName() === 'sqlite') {
            $pdo = $this->app->make('db.factory')->make(array_merge($config, ['database' => ':memory:']), $connection->getName())->getPdo();
        } else {
            $seeded = $config['database'].'_seeded';
            $exists = $connection->selectOne('select 1 as found from pg_database where datname = ?', [$seeded]);
            if ($exists === null) {
                $connection->statement('create database "'.$seeded.'"');
            }
            $pdo = $this->app->make('db.factory')->make(array_merge($config, ['database' => $seeded]), $connection->getName())->getPdo();
        }

        $connection->setPdo($pdo)->setReadPdo($pdo);
        $this->artisan('migrate:fresh', ['--seed' => true, '--seeder' => DatabaseSeeder::class]);
        $this->app[Kernel::class]->setArtisan(null);
        $connection->setPdo($empty)->setReadPdo($empty);

        return $pdo;
    }
}
