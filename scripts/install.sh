#!/usr/bin/env bash
# Installs everything the shop needs on a Debian 12 machine (as root, for apt-get): system packages when missing,
# Composer and npm dependencies, .env with generated secrets, the SQLite database with the seeded menu, and the built
# front end. Safe to re-run: steps whose inputs did not change are skipped.
#   WITH_BROWSER=1   also Debian's chromium (end-to-end tests)
#   WITH_BACKENDS=1  also PostgreSQL, Redis and PHP's pgsql and redis extensions (the second Pest run)
set -euo pipefail
cd "$(dirname "$0")/.."

has_ext() { command -v php >/dev/null && php -r "exit(extension_loaded('$1') ? 0 : 1);"; }
need_apt=()
command -v php >/dev/null || need_apt+=(php8.2-cli)
has_ext pdo_sqlite || need_apt+=(php8.2-sqlite3)
has_ext curl || need_apt+=(php8.2-curl)
has_ext mbstring || need_apt+=(php8.2-mbstring)
has_ext dom || need_apt+=(php8.2-xml)
has_ext intl || need_apt+=(php8.2-intl)
has_ext gd || need_apt+=(php8.2-gd)
command -v composer >/dev/null || need_apt+=(composer)
command -v unzip >/dev/null || need_apt+=(unzip)
if [ "${WITH_BROWSER:-0}" = "1" ] && [ ! -x /usr/bin/chromium ]; then need_apt+=(chromium); fi
if [ "${WITH_BACKENDS:-0}" = "1" ]; then
    compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || need_apt+=(postgresql)
    command -v redis-server >/dev/null || need_apt+=(redis-server)
    has_ext pdo_pgsql || need_apt+=(php8.2-pgsql)
    has_ext redis || need_apt+=(php8.2-redis)
fi
if [ ${#need_apt[@]} -gt 0 ]; then
    echo "Installing system packages: ${need_apt[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >/dev/null
fi
node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node_major" -lt 20 ]; then
    echo "Node.js 20.19 or newer is needed (package.json engines); found: $(node --version 2>/dev/null || echo none)" >&2
    exit 1
fi

# Composer: a plain install from composer.json and its committed composer.lock. Skipped when neither changed.
composer_stamp=$( { cat composer.json composer.lock; php -r 'echo PHP_VERSION;'; } | sha256sum | cut -d' ' -f1)
if [ -f vendor/autoload.php ] && [ "$(cat vendor/.install-stamp 2>/dev/null)" = "$composer_stamp" ]; then
    echo "Composer packages: up to date"
else
    composer install --no-interaction --no-progress --prefer-dist
    echo "$composer_stamp" > vendor/.install-stamp
fi

npm_stamp=$( { cat package.json package-lock.json; node --version; } | sha256sum | cut -d' ' -f1)
if [ -d node_modules ] && [ "$(cat node_modules/.install-stamp 2>/dev/null)" = "$npm_stamp" ]; then
    echo "npm packages: up to date"
else
    npm ci --no-audit --no-fund --loglevel=error
    echo "$npm_stamp" > node_modules/.install-stamp
fi

[ -f .env ] || cp .env.example .env
grep -q '^APP_KEY=base64' .env || php artisan key:generate --force
# The X-Line-Header secret is generated like APP_KEY when .env has none or a published default.
line_secret=$(sed -n 's/^SHOP_LINE_SECRET=//p' .env | tail -n 1 | tr -d "\"'")
if php -r 'require "vendor/autoload.php"; exit($argv[1] === "" || in_array(strtolower($argv[1]), App\Support\ProductionSafety::KNOWN_DEFAULT_SECRETS, true) ? 0 : 1);' -- "$line_secret"; then
    line_secret=$(php -r 'echo bin2hex(random_bytes(32));')
    if grep -q '^SHOP_LINE_SECRET=' .env; then
        sed -i "s/^SHOP_LINE_SECRET=.*/SHOP_LINE_SECRET=$line_secret/" .env
    else
        printf '\nSHOP_LINE_SECRET=%s\n' "$line_secret" >> .env
    fi
    echo "SHOP_LINE_SECRET generated in .env"
fi

mkdir -p database
[ -f database/database.sqlite ] || touch database/database.sqlite
php artisan migrate --force --seed
# Uploaded menu photos (storage/app/public) are served at /storage.
[ -L public/storage ] || php artisan storage:link --quiet

# The front end is rebuilt when its sources, dependencies or the routes changed (Ziggy's route lists, the storefront's
# resources/js/ziggy.js and the staff area's resources/js/staff/ziggy.js, with their route types, are written by
# `php artisan shop:routes`, which runs `php artisan ziggy:generate` for each, first).
php artisan shop:routes --quiet
build_stamp=$( { find resources -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum
    sha256sum vite.config.ts tsconfig.json package.json package-lock.json scripts/write-build-id.mjs scripts/bundle-report.mjs; } | sha256sum | cut -d' ' -f1)
if [ -f public/build/manifest.json ] && [ -f bootstrap/ssr/ssr.js ] && [ "$(cat bootstrap/ssr/.install-stamp 2>/dev/null)" = "$build_stamp" ]; then
    echo "Front-end build: up to date"
else
    npm run build
    echo "$build_stamp" > bootstrap/ssr/.install-stamp
fi
