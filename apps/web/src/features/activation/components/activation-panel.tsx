import { useIntl } from 'react-intl';
import { Button } from '@/components/button/button';
import { Icon } from '@/components/icon/icon';
import { importProgress } from '@/features/activation/lib/activation-state';
import { useActivation } from '@/features/activation/state/use-activation';
import styles from '@/features/activation/components/activation-panel.module.css';

interface ActivationPanelProps {
  /** The library became active: cached albums, photos, timeline and user data are stale. */
  onActivated: () => void;
}

/**
 * Shown on the photos page while the library is not active: the invitation to activate it,
 * then the import's progress, then (until dismissed) that it is done. Nothing otherwise.
 */
export function ActivationPanel({ onActivated }: ActivationPanelProps) {
  const intl = useIntl();
  const activation = useActivation(onActivated);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  if (activation.completed && !activation.importing) {
    return (
      <section className={styles.panel} data-tone="done" aria-labelledby="activation-title">
        <span className={styles.icon} aria-hidden="true">
          <Icon name="check" size={28} />
        </span>
        <div className={styles.body}>
          <h2 id="activation-title" className={styles.title}>
            {t('activation.done.title')}
          </h2>
          <p className={styles.text} role="status">
            {t('activation.done.text')}
          </p>
        </div>
        <Button variant="secondary" size="small" onClick={activation.dismissCompleted}>
          {t('activation.done.dismiss')}
        </Button>
      </section>
    );
  }

  if (activation.importing) {
    const progress = importProgress(activation.latest);
    const known = activation.latest !== undefined && progress.total > 0;
    let statusText = t('activation.importing.preparing');
    if (activation.finishing) {
      statusText = t('activation.importing.finishing', { total: progress.total });
    } else if (known) {
      statusText = t('activation.importing.progress', {
        imported: progress.imported,
        total: progress.total,
      });
    }
    return (
      <section className={styles.panel} aria-labelledby="activation-title" aria-busy="true">
        <span className={styles.icon} aria-hidden="true">
          <Icon name="cloud" size={28} />
        </span>
        <div className={styles.body}>
          <h2 id="activation-title" className={styles.title}>
            {t('activation.importing.title')}
          </h2>
          <p className={styles.text}>{t('activation.importing.text')}</p>
          <div
            className={styles.bar}
            role="progressbar"
            aria-label={t('activation.importing.progressLabel')}
            aria-valuemin={0}
            aria-valuemax={100}
            {...(known || activation.finishing ? { 'aria-valuenow': progress.percent } : {})}
            aria-valuetext={statusText}
          >
            <span
              className={styles.fill}
              data-indeterminate={!known && !activation.finishing ? true : undefined}
              style={{ width: `${String(known || activation.finishing ? progress.percent : 30)}%` }}
            />
          </div>
          <p className={styles.progressText} role="status">
            {statusText}
          </p>
        </div>
      </section>
    );
  }

  if (activation.status !== 'NOT_ACTIVE') {
    return null;
  }

  const failed = activation.startFailed || activation.latest?.type === 'import-error';
  return (
    <section className={styles.panel} aria-labelledby="activation-title">
      <span className={styles.icon} aria-hidden="true">
        <Icon name="photos" size={28} />
      </span>
      <div className={styles.body}>
        <h2 id="activation-title" className={styles.title}>
          {t('activation.invite.title')}
        </h2>
        <p className={styles.text}>{t('activation.invite.text')}</p>
        {failed ? (
          <p className={styles.error} role="alert">
            {t('activation.invite.failed')}
          </p>
        ) : null}
      </div>
      <Button
        variant="primary"
        onClick={activation.start}
        disabled={activation.starting}
        aria-busy={activation.starting}
      >
        {t(activation.starting ? 'activation.invite.starting' : 'activation.invite.action')}
      </Button>
    </section>
  );
}
