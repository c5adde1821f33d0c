/** Made at the first amount, not when the module loads: the first Intl formatter of a page is slow to make (decision 0072). */
let wholeRupees: Intl.NumberFormat | undefined;
let rupeesAndPaise: Intl.NumberFormat | undefined;

/** Integer paise as rupees text: 10500 → "₹105", 12050 → "₹120.50". */
export function formatRupees(paise: number): string {
  if (paise % 100 === 0) {
    wholeRupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    return wholeRupees.format(paise / 100);
  }
  rupeesAndPaise ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
  return rupeesAndPaise.format(paise / 100);
}
