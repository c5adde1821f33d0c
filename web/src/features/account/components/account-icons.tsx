/** A gold coin, drawn inline (no image request). Decorative: the text beside it says the same. */
export function CoinIcon() {
  return (
    <svg className="account-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="#f2b705" stroke="#b07d00" strokeWidth="1.5" />
      <circle cx="12" cy="12" r="6.5" fill="none" stroke="#b07d00" strokeWidth="1.2" />
      <path d="M9.5 9h5M9.5 11.5h5M11 9c2.2 0 2.2 4-0.5 4l3 3" fill="none" stroke="#7a5600" strokeWidth="1.3" strokeLinecap="round" />
    </svg>
  );
}

/** A crown: the premium (plan) logo. Decorative. */
export function PremiumIcon() {
  return (
    <svg className="account-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M3 18h18l-1.5-10-4.5 4-3-6-3 6-4.5-4z" fill="#f2b705" stroke="#b07d00" strokeWidth="1.4" strokeLinejoin="round" />
      <rect x="3" y="18.5" width="18" height="2.5" rx="1" fill="#b07d00" />
    </svg>
  );
}
