/** What the web build is made from, relative to the repository root. */
export declare const webBuildSources: readonly string[];
/** The latest modification time (ms) of a file, or of a folder and everything in it. */
export declare function newestChange(entry: string): number;
/** Why `outDir` (default `<root>/web/dist`) must be built (again), or null when its build is newer than every source. */
export declare function webBuildNeeded(root: string, outDir?: string): 'missing' | 'stale' | null;
