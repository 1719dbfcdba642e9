#!/usr/bin/env bash
# Upgrades the school's server to the newest code (docs/operations.md, "Running it at the school"), as root:
#   sudo /srv/szkola/app/deploy/upgrade.sh
# 1. a backup off the machine (szkola-backup.service); 2. git fetch and merge (the staff area's
# content commits stay); 3. npm ci; 4. the new code must load; 5. restart, and the server must
# answer /api/health. Migrations run at start (server/db/client.ts). The site is rebuilt by the
# server's own publish flow, which switches to the new build only when it succeeded: until then,
# and if it fails, the old build is served. Any step failing before the restart leaves the old
# server running; a new server that does not answer is replaced by the old code again.
set -euo pipefail

APP_DIR=${APP_DIR:-/srv/szkola/app}
APP_USER=${APP_USER:-szkola}
SERVICE=${SERVICE:-szkola}
BRANCH=${BRANCH:-main}
ENV_FILE=${ENV_FILE:-/etc/szkola/szkola.env}
# Migrations on a large database may take a while before the server listens.
HEALTH_WAIT_SECONDS=${HEALTH_WAIT_SECONDS:-120}
APP_HOME=$(getent passwd "$APP_USER" | cut -d: -f6)

say() { echo "upgrade: $*"; }
fail() { say "$*" >&2; exit 1; }
# As the app's user, with its own home (git and npm read their settings and cache there).
as_app() {
  if [ "$(id -un)" = "$APP_USER" ]; then env HOME="$APP_HOME" "$@"
  else runuser -u "$APP_USER" -- env HOME="$APP_HOME" "$@"; fi
}
setting() { sed -n "s/^$1=//p" "$ENV_FILE" | tail -n 1 | tr -d '"'; }

# One upgrade at a time.
exec 9>"${LOCK_FILE:-/run/szkola-upgrade.lock}"
flock -n 9 || fail "another upgrade is running"

cd "$APP_DIR"
PORT=$(setting PORT)
DATA_DIR=$(setting DATA_DIR)
PUBLIC_DIR=$(setting PUBLIC_DIR)

say "backup first (systemctl start szkola-backup)"
systemctl start szkola-backup.service || fail "the backup failed: nothing changed (journalctl -u szkola-backup)"

old=$(as_app git rev-parse HEAD)
as_app git fetch --quiet origin "$BRANCH"
if ! as_app git -c user.name="Aktualizacja serwera" -c user.email="$APP_USER@localhost" \
  merge --no-edit "origin/$BRANCH"; then
  as_app git merge --abort || true
  fail "git merge of origin/$BRANCH failed: nothing changed, the site runs $old"
fi
new=$(as_app git rev-parse HEAD)
[ "$new" != "$old" ] || { say "already up to date ($old)"; exit 0; }

# Back to the old code and its packages, only while no content save was committed after the merge
# (a reset would take it off the branch). $2 = restart: the new server ran, start the old one.
roll_back() {
  if [ "$(as_app git rev-parse HEAD)" != "$new" ]; then
    fail "$1; a content save was committed meanwhile, so the code stays at $new: roll back by hand (git log)"
  fi
  as_app git reset --quiet --keep "$old"
  as_app npm ci --no-audit --no-fund --loglevel=error
  if [ "${2:-}" = restart ]; then
    systemctl restart "$SERVICE"
    fail "$1: back on $old and restarted; migrations the new version ran stay (the backup taken first has the data before them)"
  fi
  fail "$1: back on $old, the server was not restarted"
}

as_app npm ci --no-audit --no-fund --loglevel=error || roll_back "npm ci failed"
# Every module of the server loads with the new packages (a missing one fails here, not at start).
as_app node --import tsx -e "require('./server/app')" || roll_back "the new server does not load"

# The new code's pages: the server rebuilds at start, as after a build cut short, and keeps the old
# build live until the new one is done (server/publish/siteFolders.ts).
if [ "$(setting PUBLISH)" != "off" ]; then
  as_app env DATA_DIR="$DATA_DIR" PUBLIC_DIR="$PUBLIC_DIR" node --import tsx -e \
    "require('./server/publish/siteFolders').createSiteFolders({ publicDir: process.env.PUBLIC_DIR, dataDir: process.env.DATA_DIR }).writeState({ publicTrusted: false })"
fi

systemctl restart "$SERVICE"
for _ in $(seq 1 "$HEALTH_WAIT_SECONDS"); do
  if curl -fsS -o /dev/null "http://127.0.0.1:${PORT:-8000}/api/health"; then
    say "$old → $new: the server answers; the site is being rebuilt (the staff area shows it)"
    exit 0
  fi
  sleep 1
done
roll_back "the new server does not answer /api/health (journalctl -u $SERVICE)" restart
