/**
 * Tables whose rows a backup leaves out, children first: an intake's encrypted files from the customer's phone live 75
 * minutes at most and are never kept in a backup (docs/decisions/0109-an-intake-read-goes-at-its-close.md). The SQLite
 * backup script empties them in its copy; docs/DEPLOY.md's pg_dump line names each with --exclude-table-data, and
 * backup-restore.test.ts holds the two to this list.
 */
export const NEVER_BACKED_UP_TABLES = ['intake_chunks', 'intake_files', 'intakes'] as const;
