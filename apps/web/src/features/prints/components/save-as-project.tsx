import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { PrintsSelection } from '@my-account/contract/projects';
import type { PrintsPriceList } from '@my-account/contract/prints';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { notify } from '@/components/toast/notify';
import { paths } from '@/config/paths';
import { useSavePrintsProject } from '@/features/prints/api/save-prints-project';
import styles from '@/features/prints/components/prints-step.module.css';

interface SaveAsProjectProps {
  list: Pick<PrintsPriceList, 'title' | 'articleCode'>;
  /** The selection as it is now: what the project keeps. */
  selection: () => PrintsSelection;
  disabled: boolean;
}

/**
 * "Save as project": keeps the photos, quantities, size, finish and border as a saved project
 * to finish later (decision 0240); the toast leads to Saved projects.
 */
export function SaveAsProject({ list, selection, disabled }: SaveAsProjectProps) {
  const intl = useIntl();
  const save = useSavePrintsProject();
  const text = (id: string) => intl.formatMessage({ id: `prints.step.${id}` });
  return (
    <div className={styles.saveProject}>
      <Button
        variant="secondary"
        fullWidth
        disabled={disabled || save.isPending}
        aria-busy={save.isPending}
        onClick={() => {
          save.mutate(
            { title: list.title, articleCode: list.articleCode, selection: selection() },
            {
              onSuccess: () => {
                notify.success(
                  <span>
                    {text('projectSaved')}{' '}
                    <Link to={paths.savedProjects}>{text('projectSavedLink')}</Link>
                  </span>,
                );
              },
              onError: () => {
                notify.error(text('projectSaveFailed'));
              },
            },
          );
        }}
      >
        <Icon name="projects" size={18} />
        {save.isPending ? text('savingProject') : text('saveProject')}
      </Button>
    </div>
  );
}
