/** What the web build is made from, relative to the repository root. */
export declare const webBuildSources: readonly string[];
/** Why `outDir` (default `<root>/web/dist`) must be built (again), or null when its build is newer than every source. */
export declare function webBuildNeeded(root: string, outDir?: string): 'missing' | 'stale' | null;
