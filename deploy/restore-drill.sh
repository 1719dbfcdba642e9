#!/usr/bin/env bash
# The restore drill the office can run (docs/operations.md, "Running it at the school"): the latest snapshot
# from RESTIC_REPOSITORY into a folder of its own, then its newest database backup restored into
# an empty DATA_DIR there with `npm run restore`, which checks every table's count and checksum.
# Nothing of the running site is touched. Usage: restore-drill.sh [folder to keep the result in]
set -euo pipefail

APP_DIR=${APP_DIR:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
DATA_DIR=${DATA_DIR:-$APP_DIR/data}
: "${RESTIC_REPOSITORY:?RESTIC_REPOSITORY is not set: see deploy/restic.env}"
CONTENT_DIR=${CONTENT_DIR:-$APP_DIR/content}
TAG=${RESTIC_TAG:-szkola}

if [ $# -gt 0 ]; then
  drill=$1
  mkdir -p "$drill"
  [ -z "$(ls -A "$drill")" ] || { echo "Folder $drill nie jest pusty; wybierz pusty." >&2; exit 1; }
else
  drill=$(mktemp -d "${TMPDIR:-/tmp}/szkola-drill.XXXXXX")
  trap 'rm -rf "$drill"' EXIT
fi

restic restore latest --tag "$TAG" --target "$drill/files"
# restic restores each folder under its full path.
backups="$drill/files$DATA_DIR/backups"
newest=$(find "$backups" -maxdepth 1 -name 'backup-*.jsonl.gz' | sort | tail -n 1)
[ -n "$newest" ] || { echo "W migawce nie ma kopii bazy ($backups)." >&2; exit 1; }

cd "$APP_DIR"
# An empty DATA_DIR and the embedded database, whatever the server uses.
DATA_DIR="$drill/data" DATABASE_URL='' node --import tsx server/backup-cli.ts restore "$newest"

# The content's history, as backup.sh found it: whole, and its newest commit.
content_git=$(git -C "$CONTENT_DIR" rev-parse --absolute-git-dir 2>/dev/null || true)
if [ -n "$content_git" ]; then
  git --git-dir "$drill/files$content_git" fsck --no-progress
  echo "Historia treści: $(git --git-dir "$drill/files$content_git" log -1 --format='%h %ci %s')"
fi

uploads="$drill/files$DATA_DIR/uploads"
files=$( [ -d "$uploads" ] && find "$uploads" -type f | wc -l || echo 0)
echo "Próba przywrócenia udana: baza z $(basename "$newest") sprawdzona (liczba wierszy i suma kontrolna każdej tabeli), plików przesłanych przez rodziców: $files."
