/** Where to go after signing in: the guarded page the user asked for (the spec's Login screen). */
const storageKey = 'redirectAfterLogin';

/** Only paths of this site: "/x", never "//host" or "https://…" (no open redirect). */
function isLocalPath(value: string | null): value is string {
  return value !== null && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

export function saveRedirectAfterLogin(path: string): void {
  if (!isLocalPath(path)) return;
  try {
    window.sessionStorage.setItem(storageKey, path);
  } catch {
    // Storage blocked: after sign-in the user lands on Home instead.
  }
}

export function peekRedirectAfterLogin(): string | null {
  try {
    const saved = window.sessionStorage.getItem(storageKey);
    return isLocalPath(saved) ? saved : null;
  } catch {
    return null;
  }
}

export function clearRedirectAfterLogin(): void {
  try {
    window.sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** Reads the saved path and clears it, so it is used once. */
export function takeRedirectAfterLogin(): string | null {
  const saved = peekRedirectAfterLogin();
  clearRedirectAfterLogin();
  return saved;
}
