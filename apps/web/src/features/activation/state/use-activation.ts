import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  ACTIVATION_FINISH_DELAY_MS,
  ImportMessageSchema,
  type ImportMessage,
} from '@my-account/contract/activation';
import { usePushSocket } from '@/lib/push-socket';
import { useActivate } from '@/features/activation/api/activate';
import { getActivationStatusQueryOptions } from '@/features/activation/api/get-activation-status';
import {
  becameActive,
  isPolling,
  newestImportMessage,
} from '@/features/activation/lib/activation-state';

/** How often the status is asked for while the import runs. */
export const ACTIVATION_POLL_MS = 5_000;

/**
 * Activation and import: the status (cached for good), starting activation, polling while the
 * status is IMPORTING, the newest import message from push, and the end of activation: after
 * import-finished it waits 10 s, refreshes the status and stops; after import-error it refreshes
 * at once (the server is back at NOT_ACTIVE). `onActivated` runs when the status becomes ACTIVE,
 * so the app can drop the library data cached before the import.
 */
export function useActivation(onActivated: () => void) {
  const push = usePushSocket();
  const [latest, setLatest] = useState<ImportMessage | undefined>(undefined);
  // Between import-finished and the refreshed status (the spec's 10 s).
  const [finishing, setFinishing] = useState(false);
  // From the click until the POST answered, so the first import message cannot be missed.
  const [starting, setStarting] = useState(false);
  const [completed, setCompleted] = useState(false);
  const activate = useActivate();
  const statusQuery = useQuery(getActivationStatusQueryOptions());
  const status = statusQuery.data;
  const polling = isPolling(status, finishing);
  const { refetch } = statusQuery;

  // Polling: while the status is IMPORTING (and not in the finishing wait), ask again.
  useEffect(() => {
    if (!polling) {
      return undefined;
    }
    const timer = setInterval(() => {
      void refetch();
    }, ACTIVATION_POLL_MS);
    return () => {
      clearInterval(timer);
    };
  }, [polling, refetch]);

  // Noticing the move to ACTIVE (state from the previous render, React's documented pattern).
  const [seenStatus, setSeenStatus] = useState(status);
  if (seenStatus !== status) {
    setSeenStatus(status);
    if (becameActive(seenStatus, status)) {
      setCompleted(true);
    }
  }
  useEffect(() => {
    if (completed) {
      onActivated();
    }
  }, [completed, onActivated]);

  const subscribed = starting || polling || finishing;
  useEffect(() => {
    if (!subscribed) {
      return undefined;
    }
    let finishTimer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = push.subscribe((raw) => {
      const parsed = ImportMessageSchema.safeParse(raw);
      if (!parsed.success) {
        return;
      }
      const message = parsed.data;
      setLatest((kept) => newestImportMessage(kept, message));
      if (message.type === 'import-finished' && finishTimer === undefined) {
        setFinishing(true);
        finishTimer = setTimeout(() => {
          void refetch().finally(() => {
            setFinishing(false);
          });
        }, ACTIVATION_FINISH_DELAY_MS);
      } else if (message.type === 'import-error') {
        void refetch();
      }
    });
    return () => {
      clearTimeout(finishTimer);
      unsubscribe();
    };
  }, [subscribed, push, refetch]);

  return {
    status,
    statusError: statusQuery.error,
    /** From the first IMPORTING status until activation ended. */
    importing: polling || finishing,
    finishing,
    latest,
    /** The import ended with the library active (shown until dismissed). */
    completed,
    dismissCompleted: () => {
      setCompleted(false);
    },
    start: () => {
      setLatest(undefined);
      setStarting(true);
      void push.ready().then(() => {
        activate.mutate(undefined, {
          onSettled: () => {
            setStarting(false);
          },
        });
      });
    },
    starting: starting || activate.isPending,
    startFailed: activate.isError,
  };
}
