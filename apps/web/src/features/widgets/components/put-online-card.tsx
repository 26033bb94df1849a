import { useIntl } from 'react-intl';
import { WIDGET_ERROR_CODES } from '@my-account/contract/widgets';
import { Banner } from '@/components/banner/banner';
import { Button } from '@/components/button/button';
import { EmptyState } from '@/components/state-card/state-card';
import { isHttpError } from '@/lib/http-error';
import { useCreateWidget } from '@/features/widgets/api/create-widget';

/** A book not online yet: what going online gives, and the button that does it. */
export function PutOnlineCard({ code }: { code: string }) {
  const intl = useIntl();
  const text = (id: string) => intl.formatMessage({ id: `widgets.book.${id}` });
  const create = useCreateWidget(code);
  const noPages =
    isHttpError(create.error, 409) && create.error.body.includes(WIDGET_ERROR_CODES.noPages);
  return (
    <>
      <EmptyState
        icon="book"
        iconSize={36}
        title={text('notOnline.title')}
        text={text('notOnline.text')}
        action={
          <Button
            onClick={() => {
              create.mutate();
            }}
            disabled={create.isPending}
            aria-busy={create.isPending}
          >
            {text(create.isPending ? 'puttingOnline' : 'putOnline')}
          </Button>
        }
      />
      {create.isError ? (
        <Banner tone="danger" role="alert">
          {text(noPages ? 'errors.noPages' : 'errors.putOnlineFailed')}
        </Banner>
      ) : null}
    </>
  );
}
