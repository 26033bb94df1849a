import { useState } from 'react';
import type { CustomerAddress } from '@my-account/contract/customer';
import type { PrintsPriceList } from '@my-account/contract/prints';
import { usePlacePrintsOrder } from '@/features/prints/api/place-prints-order';
import { DeliveryAddressChoice } from '@/features/prints/components/delivery-address-choice';
import { PrintPhotoGrid } from '@/features/prints/components/print-photo-grid';
import { PrintsOptions, type PrintsChoice } from '@/features/prints/components/prints-options';
import { PrintsSummaryPanel } from '@/features/prints/components/prints-summary-panel';
import { SaveAsProject } from '@/features/prints/components/save-as-project';
import {
  clampQuantity,
  optionOrFirst,
  summarisePrints,
} from '@/features/prints/lib/prints-summary';
import styles from '@/features/prints/components/prints-step.module.css';

/** What the step starts from: the handed-over photos, or an order to repeat. */
export interface PrintsStart {
  photos: readonly { photoId: string; quantity: number }[];
  printSize?: string | null;
  finish?: string | null;
  border?: string | null;
}

interface PrintsOrderFormProps {
  start: PrintsStart;
  list: PrintsPriceList;
  addresses: readonly CustomerAddress[];
  addAddressPath: string;
  paymentMethodPath: string;
  onPlaced: (orderCode: string) => void;
}

/** The step itself: options, photos with quantities, delivery address, price and "Place order". */
export function PrintsOrderForm({
  start,
  list,
  addresses,
  addAddressPath,
  paymentMethodPath,
  onPlaced,
}: PrintsOrderFormProps) {
  const place = usePlacePrintsOrder();
  const photoIds = start.photos.map((photo) => photo.photoId);
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(
      start.photos.map((photo) => [photo.photoId, clampQuantity(photo.quantity, list.maxQuantity)]),
    ),
  );
  const [choice, setChoice] = useState<PrintsChoice>(() => ({
    printSize: optionOrFirst(list.sizes, start.printSize),
    finish: optionOrFirst(list.finishes, start.finish),
    border: optionOrFirst(list.borders, start.border),
  }));
  // The default delivery address comes first in the book.
  const [addressId, setAddressId] = useState(addresses[0]?.id);
  const chosenAddress = addresses.find((address) => address.id === addressId) ?? addresses[0];
  const quantityOf = (id: string) => clampQuantity(quantities[id] ?? 1, list.maxQuantity);
  const summary = summarisePrints(list, choice.printSize, photoIds.map(quantityOf));
  const size = list.sizes.find((candidate) => candidate.id === choice.printSize);

  const placeOrder = () => {
    if (!chosenAddress) {
      return;
    }
    place.mutate(
      {
        channel: list.channel,
        ...choice,
        deliveryAddressId: chosenAddress.id,
        photos: photoIds.map((photoId) => ({ photoId, quantity: quantityOf(photoId) })),
      },
      {
        onSuccess: ({ orderCode }) => {
          onPlaced(orderCode);
        },
      },
    );
  };

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <PrintsOptions list={list} choice={choice} onChange={setChoice} />
        <PrintPhotoGrid
          photoIds={photoIds}
          quantities={quantities}
          maxQuantity={list.maxQuantity}
          onQuantityChange={(photoId, quantity) => {
            setQuantities((current) => ({ ...current, [photoId]: quantity }));
          }}
          finish={choice.finish}
          border={choice.border}
        />
      </div>
      <div className={styles.side}>
        <DeliveryAddressChoice
          addresses={addresses}
          value={chosenAddress?.id}
          onChange={setAddressId}
          addAddressPath={addAddressPath}
        />
        <PrintsSummaryPanel
          summary={summary}
          currency={list.currency}
          sizeTitle={size?.title ?? ''}
          canOrder={Boolean(chosenAddress) && photoIds.length > 0}
          placing={place.isPending}
          error={place.error}
          onPlaceOrder={placeOrder}
          paymentMethodPath={paymentMethodPath}
        />
        <SaveAsProject
          list={list}
          disabled={photoIds.length === 0}
          selection={() => ({
            ...choice,
            photos: photoIds.map((photoId) => ({ photoId, quantity: quantityOf(photoId) })),
          })}
        />
      </div>
    </div>
  );
}
