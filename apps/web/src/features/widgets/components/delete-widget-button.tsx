import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { ConfirmModal } from '@/components/modal/confirm-modal';
import { useDeleteWidget } from '@/features/widgets/api/delete-widget';

/** Delete (take offline) with a confirmation; `onDeleted` leads on (to the list). */
export function DeleteWidgetButton({ code, onDeleted }: { code: string; onDeleted: () => void }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `widgets.book.delete.${id}` });
  const [open, setOpen] = useState(false);
  const remove = useDeleteWidget(code);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
      >
        <Icon name="trash" />
        {text('action')}
      </Button>
      <ConfirmModal
        open={open}
        title={text('title')}
        text={text('text')}
        error={remove.isError ? text('failed') : undefined}
        cancelLabel={text('cancel')}
        confirmLabel={text('confirm')}
        pendingLabel={text('pending')}
        pending={remove.isPending}
        onConfirm={() => {
          remove.mutate(undefined, {
            onSuccess: () => {
              setOpen(false);
              onDeleted();
            },
          });
        }}
        onClose={() => {
          setOpen(false);
        }}
      />
    </>
  );
}
