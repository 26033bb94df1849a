import { useParams } from 'react-router';
import { ExportPage } from '@/features/exports/components/export-page';

/** `/my-photos/exports/{backupId}`: the export page the export e-mail links to. */
export function ExportDownloadRoute() {
  const { backupId = '' } = useParams();
  // A new backup id is a new page (no state carried over from another export).
  return <ExportPage key={backupId} backupId={backupId} />;
}
