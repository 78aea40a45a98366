<?php

namespace App\Database;

use Illuminate\Database\Connectors\SQLiteConnector as BaseConnector;
use PDO;

/**
 * Laravel's SQLite connector whose PDO starts transactions in the connection's `transaction_mode` (config/database.php)
 * on PHP below 8.4 too (App\Database\SqliteTransactionPdo); from 8.4 on, Laravel does it itself.
 */
final class SqliteConnector extends BaseConnector
{
    private string $transactionMode = 'DEFERRED';

    /** @param  array<string, mixed>  $config */
    public function connect(array $config)
    {
        $this->transactionMode = (string) ($config['transaction_mode'] ?? 'DEFERRED');

        return parent::connect($config);
    }

    /**
     * @param  string  $dsn
     * @param  string  $username
     * @param  string  $password
     * @param  array<int, mixed>  $options
     */
    protected function createPdoConnection($dsn, $username, #[\SensitiveParameter] $password, $options): PDO
    {
        $pdo = new SqliteTransactionPdo($dsn, $username, $password, $options);
        $pdo->useTransactionMode($this->transactionMode);

        return $pdo;
    }
}
