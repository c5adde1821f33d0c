/**
 * How a document's sides go on the sheet (docs/domain-rules.md §7): `single` the front only (the `single-side`
 * service); `0` front above back, the default both-side layout; `1` front and back side by side in
 * one row (cards only). Both are the `both-side` service.
 */
export const documentLayouts = ['single', '0', '1'] as const;
export type DocumentLayoutId = (typeof documentLayouts)[number];

export const documentServices = ['single-side', 'both-side'] as const;
export type DocumentService = (typeof documentServices)[number];

export const documentLayoutLabels: Record<DocumentLayoutId, string> = {
  single: 'single side',
  '0': 'both sides, stacked',
  '1': 'both sides, side by side',
};

/** The layouts each service accepts, the default first. */
export const layoutsForService: Record<DocumentService, readonly DocumentLayoutId[]> = {
  'single-side': ['single'],
  'both-side': ['0', '1'],
};

export function isDocumentService(value: string): value is DocumentService {
  return (documentServices as readonly string[]).includes(value);
}

export function isDocumentLayout(value: string): value is DocumentLayoutId {
  return (documentLayouts as readonly string[]).includes(value);
}

/** Whether the layout prints the back as well as the front. */
export function hasBack(layout: DocumentLayoutId): boolean {
  return layout !== 'single';
}
