import { Writable } from 'node:stream';

/** A log stream for a test app (`logStream`) that keeps every line written, for the test to read. */
export function logLines(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, lines };
}
