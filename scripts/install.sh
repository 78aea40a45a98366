#!/usr/bin/env bash
# Installs everything the shop needs on a fresh Debian 12 machine: system packages (when missing),
# Composer and npm dependencies, .env, the SQLite database with the seeded menu, and the built front end.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
php -m | grep -qi '^pdo_sqlite$' || need_apt+=(php8.2-sqlite3)
php -m | grep -qi '^curl$' || need_apt+=(php8.2-curl)
php -m | grep -qi '^mbstring$' || need_apt+=(php8.2-mbstring)
php -m | grep -qi '^xml$' || need_apt+=(php8.2-xml)
php -m | grep -qi '^intl$' || need_apt+=(php8.2-intl)
command -v unzip >/dev/null || need_apt+=(unzip)
if [ "${WITH_BROWSER:-0}" = "1" ] && [ ! -x /usr/bin/chromium ]; then need_apt+=(chromium); fi
if [ ${#need_apt[@]} -gt 0 ]; then
    echo "Installing system packages: ${need_apt[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

composer install --no-interaction --no-progress --prefer-dist
npm ci --no-audit --no-fund --loglevel=error

[ -f .env ] || cp .env.example .env
grep -q '^APP_KEY=base64' .env || php artisan key:generate --force

mkdir -p database
[ -f database/database.sqlite ] || touch database/database.sqlite
php artisan migrate --force --seed

php artisan routes:export
npm run build
