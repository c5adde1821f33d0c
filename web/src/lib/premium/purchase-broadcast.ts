/**
 * Tabs of this site tell each other that a purchase was paid, over a same-origin BroadcastChannel:
 * a print screen open in another tab must learn of the coins without a reload (Buy Coins itself opens
 * in the tab it is asked from: docs/decisions/0068-buying-in-place.md). Only a nudge: the receiver reads its balance from the server again.
 */
const channelName = 'purchase';

export interface PurchasePaidMessage {
  type: 'paid';
  orderId: string;
}

const isPaidMessage = (data: unknown): data is PurchasePaidMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'paid' && typeof (data as { orderId?: unknown }).orderId === 'string';

/** Tells the other tabs of this site that `orderId` is paid (nothing where BroadcastChannel is missing). */
export function announcePurchasePaid(orderId: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName);
  // Delivery is queued for every other channel of that name as the message is posted; closing ours does not cancel it.
  channel.postMessage({ type: 'paid', orderId } satisfies PurchasePaidMessage);
  channel.close();
}

/** Calls `listener` for each purchase another tab says is paid; returns the function that stops listening. */
export function onPurchasePaid(listener: (message: PurchasePaidMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isPaidMessage(event.data)) listener(event.data);
  };
  return () => channel.close();
}
