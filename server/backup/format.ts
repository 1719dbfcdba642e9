import path from 'node:path'

// A backup is gzipped text, one record a line: `header\t{…}`, then `rows\t<table>\t[…]` (up to
// ROWS_PER_LINE rows each, as PostgreSQL's own JSON of the rows), then `end\t{…}`. Logical, so
// one format serves PGlite and PostgreSQL, and a backup of one restores into the other.

export const BACKUP_FORMAT = 'polska-szkola-lombard-backup'
export const BACKUP_VERSION = 1
/** Issue #8: the last fourteen are kept. */
export const KEEP_BACKUPS = 14
export const ROWS_PER_LINE = 2000

export interface BackupHeader {
  format: typeof BACKUP_FORMAT
  version: number
  createdAt: string
  engine: 'pglite' | 'postgres'
  /** How many of the committed migrations the database had: the rows fit that schema. */
  migrations: number
}

/** Row count and an order-free checksum of one table, to check a restore against. */
export interface TableSummary {
  rows: number
  checksum: string
}

export interface BackupTrailer {
  tables: Record<string, TableSummary>
  /** Each sequence's last value (null: never used), so that no number is handed out twice. */
  sequences: Record<string, string | null>
}

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups')

/** backup-2026-11-21T11-30-05.123Z.jsonl.gz: UTC, sorts by time, no colon (Windows). */
export const backupFileName = (at: Date) => `backup-${at.toISOString().replace(/:/g, '-')}.jsonl.gz`

export const BACKUP_FILE = /^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.jsonl\.gz$/
