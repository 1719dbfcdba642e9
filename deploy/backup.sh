#!/usr/bin/env bash
# The nightly backup, off the machine (szkola-backup.service runs it; docs/operations.md, "Running it at the
# school"). 1. `npm run backup`: the database, dumped and checked, into DATA_DIR/backups/ (the
# running server writes it). 2. restic copies the backups, the uploads and the content's git
# repository to RESTIC_REPOSITORY. 3. restic keeps 7 daily and 4 weekly snapshots.
set -euo pipefail

APP_DIR=${APP_DIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
DATA_DIR=${DATA_DIR:-$APP_DIR/data}
CONTENT_DIR=${CONTENT_DIR:-$APP_DIR/content}
: "${RESTIC_REPOSITORY:?RESTIC_REPOSITORY is not set: see deploy/restic.env}"
# Every snapshot of this site carries the tag, so that forget and the drill never touch others.
TAG=${RESTIC_TAG:-szkola}

cd "$APP_DIR"
# What `npm run backup` runs, without npm, which wants a writable home for its logs.
node --import tsx server/backup-cli.ts backup

# The content's history: the git repository content/ is in (the app's own, on the school's machine).
content_git=$(git -C "$CONTENT_DIR" rev-parse --absolute-git-dir 2>/dev/null || true)
paths=("$DATA_DIR/backups" "$CONTENT_DIR")
# Its git folder, unless already inside CONTENT_DIR.
case "$content_git" in "" | "$CONTENT_DIR"/*) ;; *) paths+=("$content_git") ;; esac
# No uploads yet is no error.
[ -d "$DATA_DIR/uploads" ] && paths+=("$DATA_DIR/uploads")

restic backup --quiet --tag "$TAG" --exclude "$DATA_DIR/backups/.requests" "${paths[@]}"
restic forget --quiet --tag "$TAG" --keep-daily 7 --keep-weekly 4 --prune
echo "Kopia zapasowa zapisana poza serwerem (restic, znacznik $TAG)."
