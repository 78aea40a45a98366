#!/usr/bin/env bash
# Put a previous release of the Sunrise storefront back live (as root), with no downtime:
#
#   deploy/bin/rollback.sh                 # the release before the live one
#   deploy/bin/rollback.sh /srv/sunrise/releases/20261122101500-1a2b3c4
#
# Only the `current` symlink moves: the release keeps its own vendor/, build and caches. Migrations are not
# undone (a release must run on the schema of the next one; see docs/deploying.md).
set -euo pipefail

BASE="${SUNRISE_DIR:-/srv/sunrise}"
APP_USER="${SUNRISE_USER:-sunrise}"
FPM_SERVICE="${SUNRISE_FPM_SERVICE:-php8.2-fpm}"
LIVE="$(readlink -f "$BASE/current")"

if [ $# -ge 1 ]; then
    TARGET="$(readlink -f "$1")"
else
    TARGET="$(ls -1d "$BASE"/releases/*/ | sed 's:/$::' | sort | grep -B1 -xF "$LIVE" | head -n1)"
fi
[ -n "$TARGET" ] && [ "$TARGET" != "$LIVE" ] && [ -f "$TARGET/artisan" ] && [ -f "$TARGET/public/build/build-id.json" ] \
    || { echo "no release to roll back to (live: $LIVE, asked: ${TARGET:-none})" >&2; exit 1; }

ln -sfn "$TARGET" "$BASE/current.new"
mv -T "$BASE/current.new" "$BASE/current"
systemctl reload "$FPM_SERVICE"
systemctl restart sunrise-ssr
runuser -u "$APP_USER" -- env HOME="$(getent passwd "$APP_USER" | cut -d: -f6)" php "$BASE/current/artisan" queue:restart
echo "[rollback] live: $TARGET (was $LIVE), build $(cat "$TARGET/public/build/build-id.json")"
