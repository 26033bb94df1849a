import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Banner } from '@/components/banner/banner';
import { PageHeader } from '@/components/page-header/page-header';
import { PageLoader } from '@/components/spinner/page-loader';
import { isHttpError } from '@/lib/http-error';
import { useRuntime } from '@/lib/runtime-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getChannelIdQueryOptions } from '@/features/prints/api/get-channel';
import { useDeliveryAddresses } from '@/features/prints/api/get-delivery-addresses';
import { usePriceList } from '@/features/prints/api/get-price-list';
import { usePrintsProject } from '@/features/prints/api/get-prints-project';
import { usePrintsReorder } from '@/features/prints/api/get-prints-reorder';
import { useTempSelection } from '@/features/prints/api/get-temp-selection';
import { PrintsOrderForm, type PrintsStart } from '@/features/prints/components/prints-order-form';
import styles from '@/features/prints/components/prints-step.module.css';

export interface EditorHandoffParams {
  vendor: string | undefined;
  product: string | undefined;
  channel: string | undefined;
  tempSelectionId: string | undefined;
  /** The order whose prints are ordered again (reorder's ShopUrl, decision 0226). */
  reorder: string | undefined;
  /** A saved prints project continued from Saved projects (decision 0241). */
  project: string | undefined;
}

export interface PrintsStepLinks {
  /** Where the customer goes back to choose photos. */
  photos: string;
  addAddress: string;
  paymentMethod: string;
}

interface PrintsEditorPageProps {
  handoff: EditorHandoffParams;
  links: PrintsStepLinks;
  /** The order is placed: the route shows it. */
  onPlaced: (orderCode: string) => void;
}

/**
 * Our prints editor page, the prints order step (decisions 0091, 0225): the photos handed over
 * from the library (or those of an order to repeat) with size, finish, border, quantities,
 * delivery address and price, then "Place order".
 */
export function PrintsEditorPage({ handoff, links, onPlaced }: PrintsEditorPageProps) {
  const intl = useIntl();
  const text = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `prints.${id}` }, values);
  useDocumentTitle(text('editor.pageTitle'));
  const { vendor } = useRuntime();
  const hasSource = Boolean(handoff.project ?? handoff.reorder ?? handoff.tempSelectionId);
  // One source: a saved project, else an order to repeat, else the handed-over selection.
  const project = usePrintsProject(handoff.project);
  const reorderCode = handoff.project ? undefined : handoff.reorder;
  const selection = useTempSelection(
    handoff.project || handoff.reorder ? undefined : handoff.tempSelectionId,
  );
  const reorder = usePrintsReorder(reorderCode);
  // A reorder or a project arrives without a channel: the vendor's, as the handoff finds it.
  const channelLookup = useQuery({
    ...getChannelIdQueryOptions(vendor.serviceVendorId, vendor.locale),
    enabled: hasSource && !handoff.channel,
  });
  const priceList = usePriceList(handoff.channel ?? channelLookup.data);
  const addresses = useDeliveryAddresses();
  const source = handoff.project ? project : reorderCode ? reorder : selection;
  const notFoundText = handoff.project
    ? 'step.projectNotFound'
    : reorderCode
      ? 'step.reorderNotFound'
      : 'editor.notFound';

  let body: ReactNode;
  if (!hasSource) {
    body = <Banner tone="info">{text('editor.missing')}</Banner>;
  } else if (source.isError) {
    const gone = isHttpError(source.error, 404);
    body = (
      <Banner tone="danger" role="alert">
        {text(gone ? notFoundText : 'editor.failed')}
      </Banner>
    );
  } else if (channelLookup.isError || priceList.isError || addresses.isError) {
    body = (
      <Banner tone="danger" role="alert">
        {text('step.loadFailed')}
      </Banner>
    );
  } else if (!source.data || !priceList.data || !addresses.data) {
    body = <PageLoader label={text('editor.loading')} />;
  } else {
    const start: PrintsStart =
      'photoIds' in source.data
        ? { photos: source.data.photoIds.map((photoId) => ({ photoId, quantity: 1 })) }
        : 'prints' in source.data
          ? (source.data.prints ?? { photos: [] })
          : source.data;
    body =
      start.photos.length === 0 ? (
        <Banner tone="info">{text('step.noPhotos')}</Banner>
      ) : (
        <PrintsOrderForm
          start={start}
          list={priceList.data}
          addresses={addresses.data}
          addAddressPath={links.addAddress}
          paymentMethodPath={links.paymentMethod}
          onPlaced={onPlaced}
        />
      );
  }

  return (
    <div className={styles.page}>
      <PageHeader
        back={{ to: links.photos, label: text('editor.backToPhotos') }}
        title={text('editor.title')}
        lead={text('step.intro')}
      />
      {reorderCode && reorder.data ? (
        <Banner tone="info">{text('step.reorderOf', { orderCode: reorder.data.orderCode })}</Banner>
      ) : null}
      {handoff.project && project.data ? (
        <Banner tone="info">{text('step.projectOf', { title: project.data.title })}</Banner>
      ) : null}
      {body}
    </div>
  );
}
