/**
 * One outside source's last attempt as the admin's source list shows it: the model reads it from
 * `source_snapshots`, the admin screens draw it (components/admin/source-statuses.tsx).
 */
export interface SourceStatus {
  name: string;
  status: string;
  cause: string | null;
  fetchedAt: string | null;
  checkedAt: string | null;
  skippedRows: number;
}
