/** Cashfree's checkout script (v3), loaded by the Buy Coins page only, and only when paying through Cashfree. */
const cashfreeScriptUrl = 'https://sdk.cashfree.com/js/v3/cashfree.js';

interface CashfreeInstance {
  checkout(options: { paymentSessionId: string; redirectTarget: '_self' }): Promise<unknown>;
}
type CashfreeFactory = (options: { mode: 'sandbox' | 'production' }) => CashfreeInstance;

declare global {
  interface Window {
    Cashfree?: CashfreeFactory;
  }
}

let loading: Promise<CashfreeFactory> | null = null;

function loadCashfree(): Promise<CashfreeFactory> {
  if (window.Cashfree) return Promise.resolve(window.Cashfree);
  loading ??= new Promise<CashfreeFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = cashfreeScriptUrl;
    script.async = true;
    script.onload = () => (window.Cashfree ? resolve(window.Cashfree) : reject(new Error('Cashfree did not load')));
    script.onerror = () => reject(new Error('Cashfree could not be loaded'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null; // the next Pay tries again
    throw error;
  });
  return loading;
}

/** Opens Cashfree's checkout in this window (the spec's calls: redirect in the same window). */
export async function openCashfreeCheckout(paymentSessionId: string, mode: 'sandbox' | 'production'): Promise<void> {
  const Cashfree = await loadCashfree();
  const result = await Cashfree({ mode }).checkout({ paymentSessionId, redirectTarget: '_self' });
  // With redirectTarget '_self' the page leaves; an answer with an error means it did not.
  if (result && typeof result === 'object' && 'error' in result && (result as { error?: unknown }).error) throw new Error('Cashfree checkout failed');
}
