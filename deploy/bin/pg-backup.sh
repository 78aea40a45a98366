#!/usr/bin/env bash
# Nightly PostgreSQL backup of the Sunrise shop (run by deploy/cron/sunrise-backup as the postgres user):
# pg_dump in the custom format (compressed, restorable table by table), checked with pg_restore --list,
# kept SUNRISE_BACKUP_DAYS (14) days. Copy the directory off the machine too (rsync, object storage).
#
# Restore into an empty database:
#   sudo -u postgres createdb -O sunrise sunrise_restored
#   sudo -u postgres pg_restore --no-owner --role=sunrise -d sunrise_restored /var/backups/sunrise/sunrise-YYYYmmdd-HHMMSS.dump
# then point DB_DATABASE at it (or rename the databases while the shop is stopped) and run php artisan config:cache.
set -euo pipefail

DB="${SUNRISE_DB:-sunrise}"
DIR="${SUNRISE_BACKUP_DIR:-/var/backups/sunrise}"
DAYS="${SUNRISE_BACKUP_DAYS:-14}"

mkdir -p "$DIR"
chmod 700 "$DIR"
FILE="$DIR/$DB-$(date -u +%Y%m%d-%H%M%S).dump"
pg_dump --format=custom --compress=6 --no-owner --file="$FILE.partial" "$DB"
pg_restore --list "$FILE.partial" >/dev/null
mv "$FILE.partial" "$FILE"
find "$DIR" -name "$DB-*.dump" -mtime "+$DAYS" -delete
echo "[backup] $FILE ($(du -h "$FILE" | cut -f1))"
