import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { LazyDialog } from '@/components/lazy/lazy-dialog';
import { preload } from '@/components/lazy/preload';
import { notify } from '@/components/toast/notify';
import { useRuntime } from '@/lib/runtime-context';
import { createTempSelection } from '@/features/prints/api/create-temp-selection';
import { getChannelIdQueryOptions } from '@/features/prints/api/get-channel';
import { PrintsOrderBarLoading } from '@/features/prints/components/prints-order-bar-loading';
import { PrintsTransferOverlay } from '@/features/prints/components/prints-transfer-overlay';
import { buildEditorUrl } from '@/features/prints/lib/editor-url';
import { transferToEditor } from '@/features/prints/lib/transfer-to-editor';

/** Not on any first screen: loads when an order-prints button is pointed at or focused. */
const PrintsOrderBar = lazyWithPreload(async () => ({
  default: (await import('@/features/prints/components/prints-order-bar')).PrintsOrderBar,
}));

function preparePrintsOrder() {
  preload(PrintsOrderBar);
}

type OrderState =
  | { phase: 'closed' }
  | { phase: 'confirming' | 'selecting' | 'adding'; photoIds: readonly string[] };

export interface PrintsOrder {
  /** Opens the prints order bar; resolves true once the browser leaves for the editor. */
  orderPrints: (photoIds: readonly string[]) => Promise<boolean>;
  /** The bar and the overlay; render it once, anywhere inside the app's providers. */
  printsOrderUi: ReactNode;
  /** Starts loading the bar (its button is pointed at or focused). */
  preparePrintsOrder: () => void;
}

/**
 * Order prints: the bar, then the transfer (channel, temp selection, overlay, navigation).
 * A failure of any step shows 'Error transferring photos. Try again.' and keeps the
 * selection; the query and mutation caches have reported it already.
 */
export function usePrintsOrder({
  navigate = (url: string) => {
    window.location.assign(url);
  },
}: { navigate?: (url: string) => void } = {}): PrintsOrder {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { config, vendor } = useRuntime();
  const [state, setState] = useState<OrderState>({ phase: 'closed' });
  const settleRef = useRef<((done: boolean) => void) | undefined>(undefined);
  const createSelection = useMutation({
    mutationKey: ['prints', 'temp-selection'],
    mutationFn: createTempSelection,
  });
  const channelOptions = getChannelIdQueryOptions(vendor.serviceVendorId, vendor.locale);

  const settle = (done: boolean) => {
    settleRef.current?.(done);
    settleRef.current = undefined;
  };

  // Back from the editor, the browser may restore this page as it was left: overlay and all.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        setState({ phase: 'closed' });
      }
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  const orderPrints = useCallback(
    (photoIds: readonly string[]) =>
      new Promise<boolean>((resolve) => {
        settleRef.current?.(false);
        settleRef.current = resolve;
        setState({ phase: 'confirming', photoIds });
        // Known by the time the customer continues, in most cases.
        queryClient
          .query(getChannelIdQueryOptions(vendor.serviceVendorId, vendor.locale))
          .catch(() => undefined);
      }),
    [queryClient, vendor.serviceVendorId, vendor.locale],
  );

  const cancel = () => {
    setState({ phase: 'closed' });
    settle(false);
  };

  const proceed = (photoIds: readonly string[]) => {
    setState({ phase: 'selecting', photoIds });
    transferToEditor(photoIds, {
      getChannelId: () => queryClient.query(channelOptions),
      createTempSelection: (ids) => createSelection.mutateAsync(ids),
      onAdding: () => {
        setState({ phase: 'adding', photoIds });
      },
      editorUrl: (channelId, tempSelectionId) =>
        buildEditorUrl(
          config.printsEditorUrl,
          { vendor: vendor.host, channelId, tempSelectionId },
          window.location.href,
        ),
      navigate,
    }).then(
      // The overlay stays up while the browser leaves.
      () => {
        settle(true);
      },
      () => {
        setState({ phase: 'closed' });
        notify.error(intl.formatMessage({ id: 'prints.transferFailed' }));
        settle(false);
      },
    );
  };

  const amount = state.phase === 'closed' ? 0 : state.photoIds.length;
  const barOpen = state.phase === 'confirming' || state.phase === 'selecting';
  const printsOrderUi = (
    <>
      <LazyDialog
        open={barOpen}
        title={intl.formatMessage({ id: 'prints.bar.title' })}
        onClose={cancel}
        fallback={<PrintsOrderBarLoading open={barOpen} onCancel={cancel} />}
      >
        <PrintsOrderBar
          open={barOpen}
          amount={amount}
          busy={state.phase === 'selecting'}
          onCancel={cancel}
          onContinue={() => {
            if (state.phase === 'confirming') {
              proceed(state.photoIds);
            }
          }}
        />
      </LazyDialog>
      <PrintsTransferOverlay open={state.phase === 'adding'} amount={amount} />
    </>
  );
  return { orderPrints, printsOrderUi, preparePrintsOrder };
}
