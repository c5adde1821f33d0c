/** A signed number of coins: "+20", "−5" (a real minus sign), "0". */
export function signedCoins(delta: number): string {
  if (delta > 0) return `+${delta}`;
  if (delta < 0) return `\u2212${Math.abs(delta)}`;
  return '0';
}
