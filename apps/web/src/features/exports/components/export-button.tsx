import { useState } from 'react';
import { useIntl } from 'react-intl';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { LazyDialog } from '@/components/lazy/lazy-dialog';
import { preloadOnIntent } from '@/components/lazy/preload';

/** Not on the photos page's first screen: it loads when the button is pointed at or focused. */
const ExportModal = lazyWithPreload(async () => ({
  default: (await import('@/features/exports/components/export-modal')).ExportModal,
}));

/** 'Export' in the photos tools: opens the export modal. */
export function ExportButton() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
  };
  return (
    <>
      <Button
        variant="ghost"
        size="small"
        onClick={() => {
          setOpen(true);
        }}
        {...preloadOnIntent(ExportModal)}
      >
        <Icon name="download" size={18} />
        {intl.formatMessage({ id: 'exports.open' })}
      </Button>
      <LazyDialog
        open={open}
        title={intl.formatMessage({ id: 'exports.modal.title' })}
        onClose={close}
      >
        <ExportModal open={open} onClose={close} />
      </LazyDialog>
    </>
  );
}
