#!/usr/bin/env bash
# Deploy a new build of the Sunrise storefront with no downtime, on one machine (nginx + php-fpm + SSR +
# worker + scheduler), as root:
#
#   deploy/bin/release.sh /path/to/checkout-or-tarball-dir
#
# 1. copies the source into /srv/sunrise/releases/<UTC time>-<git sha> (owned by the app user), links the
#    shared .env and storage/ into it;
# 2. composer install --no-dev, npm ci && npm run build (public/build, bootstrap/ssr, the build id), and the
#    previous release's hashed assets copied in (open tabs may still load their chunks);
# 3. php artisan migrate --force (migrations must keep working with the previous release: add, then use, then drop
#    in a later release), then config:cache, route:cache, view:cache, event:cache and shop:check;
# 4. switches /srv/sunrise/current to the new release atomically, reloads php-fpm (new workers, empty opcache;
#    running requests finish on the old ones), restarts the SSR renderer, asks the queue worker to restart after
#    its current job, and checks /api/health and the build id that nginx serves;
# 5. keeps the last SUNRISE_KEEP_RELEASES (5) releases.
# On more machines: run steps 1–3 on every app node (migrate on one), then switch `current` on the app nodes,
# then on the balancer (its `current` decides which release every node runs: nginx sends the real path).
set -euo pipefail

SOURCE="${1:?usage: $0 SOURCE_DIR}"
BASE="${SUNRISE_DIR:-/srv/sunrise}"
APP_USER="${SUNRISE_USER:-sunrise}"
KEEP="${SUNRISE_KEEP_RELEASES:-5}"
URL="${SUNRISE_HEALTH_URL:-http://127.0.0.1}"
HOST="${SUNRISE_SERVER_NAME:-}"
FPM_SERVICE="${SUNRISE_FPM_SERVICE:-php8.2-fpm}"

log() { printf '[release] %s\n' "$*"; }
APP_HOME="$(getent passwd "$APP_USER" | cut -d: -f6)"
as_app() { runuser -u "$APP_USER" -- env HOME="$APP_HOME" "$@"; }

[ -f "$SOURCE/artisan" ] || { echo "$SOURCE is not the app (no artisan)" >&2; exit 1; }
[ -f "$BASE/shared/.env" ] || { echo "$BASE/shared/.env is missing (copy deploy/.env.production.example)" >&2; exit 1; }

SHA="$(git -C "$SOURCE" rev-parse --short HEAD 2>/dev/null || echo nogit)"
RELEASE="$BASE/releases/$(date -u +%Y%m%d%H%M%S)-$SHA"
log "preparing $RELEASE"
install -d -o "$APP_USER" -g "$APP_USER" "$RELEASE"
# The working tree without what every machine makes or keeps for itself.
tar -C "$SOURCE" --exclude=./.git --exclude=./node_modules --exclude=./vendor --exclude=./.env \
    --exclude=./storage --exclude=./public/build --exclude=./public/hot --exclude=./bootstrap/ssr \
    --exclude='./bootstrap/cache/*.php' --exclude=./bench/results --exclude=./tests/e2e/.artifacts -cf - . \
    | as_app tar -C "$RELEASE" -xf -
as_app ln -s "$BASE/shared/.env" "$RELEASE/.env"
as_app ln -s "$BASE/shared/storage" "$RELEASE/storage"

cd "$RELEASE"
log "composer install --no-dev"
as_app composer install --no-dev --prefer-dist --no-interaction --no-progress --optimize-autoloader
log "npm ci && npm run build"
as_app npm ci --no-audit --no-fund
as_app npm run build
as_app rm -rf node_modules

# Tabs still running the previous build may lazy-load its chunks for a while: keep them (hashed names, no clash).
LIVE_BEFORE="$(readlink -f "$BASE/current" 2>/dev/null || true)"
if [ -n "$LIVE_BEFORE" ] && [ -d "$LIVE_BEFORE/public/build/assets" ]; then
    as_app cp -rn "$LIVE_BEFORE/public/build/assets/." "$RELEASE/public/build/assets/"
fi

log "migrate --force, caches, shop:check"
as_app php artisan migrate --force
# Uploaded menu photos live in the shared storage; /storage points at them in every release.
as_app php artisan storage:link --force --quiet
for cache in config:cache route:cache view:cache event:cache; do as_app php artisan "$cache"; done
as_app php artisan shop:check

log "switching $BASE/current"
PREVIOUS="$(readlink -f "$BASE/current" 2>/dev/null || true)"
ln -sfn "$RELEASE" "$BASE/current.new"
mv -T "$BASE/current.new" "$BASE/current"
systemctl reload "$FPM_SERVICE"
systemctl restart sunrise-ssr
as_app php "$BASE/current/artisan" queue:restart

BUILD_ID="$(php -r 'echo json_decode(file_get_contents($argv[1]), true)["id"] ?? "";' "$RELEASE/public/build/build-id.json")"
headers=(); [ -n "$HOST" ] && headers=(-H "Host: $HOST")
ok=0
for _ in $(seq 1 30); do
    if curl -fsSk "${headers[@]}" -m 5 "$URL/api/health" >/dev/null \
        && [ "$(curl -fsSk "${headers[@]}" -m 5 "$URL/build/build-id.json" | php -r 'echo json_decode(stream_get_contents(STDIN), true)["id"] ?? "";')" = "$BUILD_ID" ]; then
        ok=1; break
    fi
    sleep 1
done
if [ "$ok" != 1 ]; then
    log "the new release does not answer /api/health with build $BUILD_ID; roll back with: deploy/bin/rollback.sh ${PREVIOUS:-<release>}"
    exit 1
fi
log "live: $RELEASE (build $BUILD_ID), previous: ${PREVIOUS:-none}"

# Older releases beyond the last $KEEP go (never the live one).
ls -1d "$BASE"/releases/*/ 2>/dev/null | sed 's:/$::' | sort | head -n "-$KEEP" | while read -r old; do
    [ "$old" = "$(readlink -f "$BASE/current")" ] || rm -rf "$old"
done
