import { useIntl } from 'react-intl';
import type { SavedProject } from '@my-account/contract/projects';
import { ConfirmModal } from '@/components/modal/confirm-modal';
import { useDeleteProject } from '@/features/projects/api/delete-project';

interface DeleteProjectModalProps {
  /** The project asked about; none: the modal is closed. */
  project: SavedProject | undefined;
  onClose: () => void;
  onDeleted: (project: SavedProject) => void;
}

/** Asks before a saved project is deleted: it cannot be brought back. */
export function DeleteProjectModal({ project, onClose, onDeleted }: DeleteProjectModalProps) {
  const intl = useIntl();
  const remove = useDeleteProject();
  const text = (id: string) => intl.formatMessage({ id: `projects.deleteModal.${id}` });
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmModal
      open={project !== undefined}
      title={text('title')}
      text={intl.formatMessage(
        { id: 'projects.deleteModal.text' },
        { title: project?.title ?? '' },
      )}
      error={remove.isError ? text('error') : undefined}
      cancelLabel={text('cancel')}
      confirmLabel={text('confirm')}
      pendingLabel={text('deleting')}
      pending={remove.isPending}
      onConfirm={() => {
        if (project) {
          remove.mutate(project.id, {
            onSuccess: () => {
              close();
              onDeleted(project);
            },
          });
        }
      }}
      onClose={close}
    />
  );
}
