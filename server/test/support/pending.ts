/** A piece of work that runs until `finish()` is called. */
export function pending() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}
