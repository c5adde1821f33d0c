/** The server's sign-in entry (GET /auth/login); it returns the browser to returnTo afterwards. */
export function loginUrl(returnTo: string): string {
  return `/auth/login?${new URLSearchParams({ returnTo }).toString()}`;
}
