import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { ExportModal } from '@/features/exports/components/export-modal';

/** 'Export' in the photos tools: opens the export modal. */
export function ExportButton() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="small"
        onClick={() => {
          setOpen(true);
        }}
      >
        <Icon name="download" size={18} />
        {intl.formatMessage({ id: 'exports.open' })}
      </Button>
      <ExportModal
        open={open}
        onClose={() => {
          setOpen(false);
        }}
      />
    </>
  );
}
