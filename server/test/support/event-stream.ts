import { expect } from 'vitest';

export interface ServerEvent {
  event: string;
  data: string;
}

/** Reads an event stream over real HTTP, as the operator's EventSource does. */
export async function openEventStream(url: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: ServerEvent[] = [];
  let comments = 0;
  let ended = false;
  const pump = (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith(':')) comments += 1;
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data !== undefined) events.push({ event, data });
        }
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  return {
    res,
    events,
    comments: () => comments,
    ended: () => ended,
    async next(predicate: (e: ServerEvent) => boolean, what: string): Promise<ServerEvent> {
      await expect.poll(() => events.find(predicate), { timeout: 15_000, interval: 20, message: what }).toBeDefined();
      return events.find(predicate)!;
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}
