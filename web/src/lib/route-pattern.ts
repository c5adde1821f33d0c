/**
 * The route syntax (`/services/:state`, `*` for any path), read as React Router did: case-insensitive, a
 * trailing slash allowed. wouter's own syntax is case-sensitive; its Router takes this one instead.
 */
export function parseRoutePattern(route: string): { pattern: RegExp; keys: string[] } {
  if (route === '*') return { pattern: /^.*$/, keys: [] };
  const keys: string[] = [];
  const source = route
    .replace(/\/*$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      keys.push(name);
      return '/([^\\/]+)';
    });
  return { pattern: new RegExp(`^${source}\\/*$`, 'i'), keys };
}

/**
 * wouter's own parser (regexparam's `parse`) is never used: every Router here is given parseRoutePattern. The
 * build points wouter's import of regexparam here (web/vite.config.ts), so the unused parser is not shipped.
 */
export { parseRoutePattern as parse };
