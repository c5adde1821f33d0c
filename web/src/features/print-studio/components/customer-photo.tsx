import { useEffect, useMemo, useRef } from 'react';
import { findPhotoSize } from '@core/layout/photo-sizes';
import { useTranslation } from '../../../lib/i18n';
import type { SheetCustomerEntry, WhitePicture } from '../hooks/use-customer-sheet';
import { useWhiteBackground } from '../../../lib/use-white-background';
import { WhiteBackgroundSwitch } from '../../../components/white-background-switch';

interface CustomerPhotoProps {
  customer: SheetCustomerEntry;
  /** The customer's place on the list, from 1. */
  number: number;
  /** The switch turned on or off, and the white picture once made (what prints and what the preview shows). */
  onWhite: (id: number, on: boolean, white: WhitePicture | null) => void;
}

/**
 * One customer's photo on the customer sheet's list, with the same white background switch as the
 * single sheet's photo step (useWhiteBackground, one per customer; decision 0047): before/after
 * switch this thumbnail, and the sheet prints what the preview shows.
 */
export function CustomerPhoto({ customer, number, onWhite }: CustomerPhotoProps) {
  const { t } = useTranslation();
  const { id, crop, url } = customer;
  const source = useMemo(() => ({ id, jpeg: crop.jpeg }), [id, crop.jpeg]);
  const white = useWhiteBackground(source);
  const { setOn, on, status } = white;
  const done = status.kind === 'done' ? status : null;
  const size = findPhotoSize(customer.sizeId)!;

  // A switch kept on across a reload (or the first customer's, on when the sheet began) is turned on again.
  const restoring = useRef(customer.whiteBackground);
  useEffect(() => {
    if (restoring.current) setOn(true);
  }, [setOn]);
  const madeJpeg = done?.picture ?? null;
  const madeUrl = done?.url ?? null;
  const picture = useMemo(() => (madeJpeg && madeUrl ? { jpeg: madeJpeg, url: madeUrl } : null), [madeJpeg, madeUrl]);
  useEffect(() => {
    if (restoring.current) {
      if (!on) return;
      restoring.current = false;
    }
    onWhite(id, on, picture);
  }, [id, on, picture, onWhite]);

  const showWhite = done !== null && white.showing === 'after';
  return (
    <div className="customer-photo" data-testid="customer-photo">
      <img
        className="customer-list__thumb"
        src={showWhite ? done.url : url}
        alt={
          done ? t(showWhite ? 'studio.customers.photoAltWhite' : 'studio.customers.photoAltBefore', { number }) : t('studio.customers.photoAlt', { number })
        }
        width={Math.round(56 * (size.width / size.height))}
        height={56}
      />
      <div className="customer-photo__white" role="group" aria-label={t('studio.customers.whiteGroup', { number })}>
        <WhiteBackgroundSwitch white={white} />
      </div>
    </div>
  );
}
