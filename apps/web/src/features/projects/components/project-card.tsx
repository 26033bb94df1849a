import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SavedProject } from '@my-account/contract/projects';
import { Button } from '@/components/button/button';
import { ExternalButtonLink } from '@/components/button/button-link';
import { Icon, type IconName } from '@/components/icon/icon';
import styles from '@/features/projects/components/projects.module.css';

/** A product type's icon, for a project without a cover to show. */
function iconOf(articleType: string): IconName {
  const type = articleType.toLowerCase();
  if (type.includes('book')) {
    return 'book';
  }
  if (type.includes('print')) {
    return 'photos';
  }
  return 'frame';
}

interface ProjectCardProps {
  project: SavedProject;
  continueUrl: string;
  onDelete: (project: SavedProject) => void;
}

/** One saved project: cover, title, product, last edited; continue editing or delete it. */
export function ProjectCard({ project, continueUrl, onDelete }: ProjectCardProps) {
  const intl = useIntl();
  const titleId = useId();
  // A cover that cannot be loaded (deleted since, or an editor image the CSP does not allow)
  // shows the product's icon instead of a broken image.
  const [coverFailed, setCoverFailed] = useState(false);
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `projects.card.${id}` }, values);
  const product = intl.formatMessage({
    id: `projects.productTypes.${project.articleType}`,
    defaultMessage: project.articleType,
  });
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <span className={styles.cover} aria-hidden="true">
        {project.coverUrl && !coverFailed ? (
          <img
            src={project.coverUrl}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => {
              setCoverFailed(true);
            }}
          />
        ) : (
          <Icon name={iconOf(project.articleType)} size={40} />
        )}
      </span>
      <div className={styles.cardBody}>
        <h2 id={titleId} className={styles.cardTitle}>
          {project.title}
        </h2>
        <p className={styles.cardProduct}>
          {text('product', { product, pages: project.pageCount })}
        </p>
        <p className={styles.cardMeta}>
          {text('lastEdited', {
            date: intl.formatDate(project.lastEditedAt, { dateStyle: 'long' }),
          })}
        </p>
      </div>
      <div className={styles.cardActions}>
        <ExternalButtonLink
          href={continueUrl}
          variant="primary"
          size="small"
          aria-label={text('continueNamed', { title: project.title })}
        >
          {text('continue')}
        </ExternalButtonLink>
        <Button
          variant="ghost"
          size="small"
          aria-label={text('deleteNamed', { title: project.title })}
          onClick={() => {
            onDelete(project);
          }}
        >
          <Icon name="trash" size={18} />
          {text('delete')}
        </Button>
      </div>
    </article>
  );
}
