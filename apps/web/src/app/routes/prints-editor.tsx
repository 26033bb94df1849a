import { useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { PrintsEditorPage } from '@/features/prints/components/prints-editor-page';

/** `/prints-editor/{vendor}`: the default prints editor URL, our handoff entry page. */
export function PrintsEditorRoute() {
  const { vendor } = useParams();
  const [search] = useSearchParams();
  return (
    <PrintsEditorPage
      handoff={{
        vendor,
        product: search.get('autoselectproduct') ?? undefined,
        channel: search.get('channel') ?? undefined,
        tempSelectionId: search.get('tempSelectionId') ?? undefined,
      }}
      photosPath={paths.photos}
    />
  );
}
