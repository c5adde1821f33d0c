import type { TrayProfile } from '@core/contracts/tray-profiles';
import type { TrayLayout } from '@core/layout/place-tray-cards';

/** No offset: a slot as typed, before any calibration reading. */
export const noOffset = { x: 0, y: 0 };

/** A saved tray as the API answers it: A4, landscape cards turned over sideways unless `layout` says otherwise. */
export function trayProfileOf(layout: Partial<TrayLayout> & Pick<TrayLayout, 'slots'>, name = 'Epson L805 tray'): TrayProfile {
  return {
    id: '0b6c1f44-8d36-4c1b-9a2e-3f4f5a6b7c8d',
    name,
    layout: { page: { width: 210, height: 297 }, cardTurn: 0, flip: 'short', ...layout },
    createdAt: '2026-11-25T10:00:00.000Z',
    updatedAt: '2026-11-25T10:00:00.000Z',
  };
}
