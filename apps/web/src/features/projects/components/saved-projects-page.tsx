import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SAVED_PROJECTS_PAGE_SIZE, type SavedProject } from '@my-account/contract/projects';
import { ExternalButtonLink } from '@/components/button/button-link';
import { PageHeader } from '@/components/page-header/page-header';
import { Pager } from '@/components/pager/pager';
import { EmptyState, LoadErrorState, LoadingState } from '@/components/state-card/state-card';
import { notify } from '@/components/toast/notify';
import { usePublicConfig, useRuntime } from '@/lib/runtime-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProjects } from '@/features/projects/api/get-projects';
import { DeleteProjectModal } from '@/features/projects/components/delete-project-modal';
import { ProjectCard } from '@/features/projects/components/project-card';
import { continueEditingUrl } from '@/features/projects/lib/continue-editing-url';
import styles from '@/features/projects/components/projects.module.css';

interface SavedProjectsPageProps {
  /** The customer record's id, which the list is asked by; undefined while it loads. */
  accountId: string | undefined;
  /** The customer record could not be had: the list cannot be asked for. */
  accountFailed: boolean;
  onRetryAccount: () => void;
}

/**
 * `/saved-projects`: the customer's unfinished creations, 10 a page, last edited first; each
 * continues in its editor or is deleted after a confirmation.
 */
export function SavedProjectsPage({
  accountId,
  accountFailed,
  onRetryAccount,
}: SavedProjectsPageProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `projects.${id}` }, values);
  useDocumentTitle(text('title'));
  const { config, vendor } = useRuntime();
  const { links, routes } = usePublicConfig();
  const [pageIndex, setPageIndex] = useState(0);
  const [asked, setAsked] = useState<SavedProject>();
  const query = useProjects(accountId, pageIndex);
  const total = query.data?.totalProjectCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / SAVED_PROJECTS_PAGE_SIZE));
  // A delete can empty the last page: show the one that is now last.
  const shownPage = Math.min(pageIndex, pageCount - 1);
  if (query.data && !query.isPlaceholderData && shownPage !== pageIndex) {
    setPageIndex(shownPage);
  }
  const targets = {
    printsEditorUrl: config.printsEditorUrl,
    vendor: vendor.host,
    editorUrl: routes.editor,
  };

  let body;
  if (accountFailed || (query.isError && !query.data)) {
    body = (
      <LoadErrorState
        text={text('loadError')}
        retryLabel={text('retry')}
        onRetry={() => {
          if (accountFailed) {
            onRetryAccount();
          } else {
            void query.refetch();
          }
        }}
      />
    );
  } else if (!query.data) {
    body = <LoadingState text={text('loading')} />;
  } else if (query.data.projects.length === 0 && total === 0) {
    body = (
      <EmptyState
        icon="projects"
        iconSize={36}
        title={text('empty.title')}
        text={text('empty.text')}
        action={
          links.storefront ? (
            <ExternalButtonLink href={links.storefront} variant="primary">
              {text('empty.action')}
            </ExternalButtonLink>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <>
        <p className={styles.count} role="status">
          {text('count', { count: total })}
        </p>
        <ul className={styles.list} aria-busy={query.isPlaceholderData}>
          {query.data.projects.map((project) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                continueUrl={continueEditingUrl(project, targets, window.location.href)}
                onDelete={setAsked}
              />
            </li>
          ))}
        </ul>
        <Pager
          label={text('pager.label')}
          pageIndex={shownPage}
          pageCount={pageCount}
          status={text('pager.status', { page: shownPage + 1, pages: pageCount })}
          previousLabel={text('pager.previous')}
          nextLabel={text('pager.next')}
          onChange={(next) => {
            setPageIndex(next);
            window.scrollTo({ top: 0 });
          }}
        />
      </>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title={text('title')} lead={text('intro')} />
      {body}
      <DeleteProjectModal
        project={asked}
        onClose={() => {
          setAsked(undefined);
        }}
        onDeleted={(project) => {
          notify.success(text('deleted', { title: project.title }));
        }}
      />
    </div>
  );
}
