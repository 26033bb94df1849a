import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ChannelSchema } from '@my-account/contract/identity-paths';
import {
  type GalleryCategoryId,
  type GalleryEntry,
  MAX_ENTRY_CATEGORIES,
} from '@my-account/contract/widget-gallery';
import { Banner } from '@/components/banner/banner';
import { Button } from '@/components/button/button';
import { CheckboxField } from '@/components/form/checkbox-field';
import { Spinner } from '@/components/spinner/spinner';
import { useCreateGalleryEntry } from '@/features/widgets/api/create-gallery-entry';
import { useDeleteGalleryEntry } from '@/features/widgets/api/delete-gallery-entry';
import { useGalleryCategories } from '@/features/widgets/api/get-gallery-categories';
import { useGalleryEntry } from '@/features/widgets/api/get-gallery-entry';
import { useUpdateGalleryEntry } from '@/features/widgets/api/update-gallery-entry';
import { galleryFailure } from '@/features/widgets/lib/gallery-failure';
import styles from '@/features/widgets/components/widgets.module.css';

interface GalleryPanelProps {
  widgetId: string;
  /** The brand's channel: its gallery is the one the book goes into. */
  channel: string;
  brandName: string;
}

/**
 * Publish to the brand's gallery under one to three categories, change them, or remove the book:
 * each action with its own progress and error.
 */
export function GalleryPanel({ widgetId, channel, brandName }: GalleryPanelProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `widgets.gallery.${id}` }, values);
  const entry = useGalleryEntry(widgetId, channel);
  const categories = useGalleryCategories();

  let body;
  if (entry.isPending || categories.isPending) {
    body = <Spinner />;
  } else if (entry.isError || categories.isError) {
    body = (
      <Banner tone="danger" role="alert">
        {text('loadError')}
      </Banner>
    );
  } else {
    body = (
      <GalleryForm
        // A new or removed entry starts the choice afresh.
        key={entry.data?.updatedAt ?? 'none'}
        widgetId={widgetId}
        channel={channel}
        entry={entry.data}
        categoryIds={categories.data.items.map((category) => category.id)}
      />
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="gallery-title">
      <h2 id="gallery-title" className={styles.panelTitle}>
        {text('title')}
      </h2>
      <p className={styles.muted}>{text('intro', { brand: brandName })}</p>
      {body}
    </section>
  );
}

interface GalleryFormProps {
  widgetId: string;
  channel: string;
  entry: GalleryEntry | null;
  categoryIds: readonly GalleryCategoryId[];
}

function GalleryForm({ widgetId, channel, entry, categoryIds }: GalleryFormProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `widgets.gallery.${id}` }, values);
  const [chosen, setChosen] = useState<GalleryCategoryId[]>(entry?.categoryIds ?? []);
  const [tooFew, setTooFew] = useState(false);
  const create = useCreateGalleryEntry();
  const update = useUpdateGalleryEntry(widgetId, channel);
  const remove = useDeleteGalleryEntry(widgetId, channel);
  const busy = create.isPending || update.isPending || remove.isPending;
  const full = chosen.length >= MAX_ENTRY_CATEGORIES;

  const toggle = (id: GalleryCategoryId, on: boolean) => {
    setTooFew(false);
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  };

  const submit = () => {
    if (chosen.length === 0) {
      setTooFew(true);
      return;
    }
    if (entry) {
      update.mutate(chosen);
    } else {
      create.mutate({ widgetId, channel: ChannelSchema.parse(channel), categoryIds: chosen });
    }
  };

  const categoryName = (id: GalleryCategoryId) => text(`categories.${id}`);
  const failure = (create.error ?? update.error ?? remove.error) as unknown;
  const failedAction = create.isError ? 'publish' : update.isError ? 'update' : 'remove';

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {entry ? (
        <p role="status">
          {text('published', {
            categories: intl.formatList(entry.categoryIds.map(categoryName), {
              type: 'conjunction',
            }),
          })}
        </p>
      ) : null}
      <fieldset className={styles.categories} aria-describedby="gallery-categories-hint">
        <legend className={styles.legend}>{text('categoriesLegend')}</legend>
        {categoryIds.map((id) => {
          const checked = chosen.includes(id);
          return (
            <CheckboxField
              key={id}
              label={categoryName(id)}
              checked={checked}
              disabled={busy || (full && !checked)}
              onChange={(event) => {
                toggle(id, event.target.checked);
              }}
            />
          );
        })}
      </fieldset>
      <p id="gallery-categories-hint" className={styles.muted}>
        {text('categoriesHint', { max: MAX_ENTRY_CATEGORIES })}
      </p>
      {tooFew ? (
        <Banner tone="warning" role="alert">
          {text('errors.tooFew')}
        </Banner>
      ) : null}
      {failure ? (
        <Banner tone="danger" role="alert">
          {galleryFailure(failure) === 'blocked'
            ? text('errors.blocked')
            : text(`errors.${failedAction}Failed`)}
        </Banner>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy} aria-busy={create.isPending || update.isPending}>
          {entry
            ? text(update.isPending ? 'updating' : 'update')
            : text(create.isPending ? 'publishing' : 'publish')}
        </Button>
        {entry ? (
          <Button
            variant="secondary"
            disabled={busy}
            aria-busy={remove.isPending}
            onClick={() => {
              remove.mutate();
            }}
          >
            {text(remove.isPending ? 'removing' : 'remove')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
