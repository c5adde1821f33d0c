export interface ServerEvent {
  event: string;
  data: string;
}

/** Reads an event stream over real HTTP, as the operator's EventSource does (tests and bench:intake; no test runner needed). */
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
    /** The first event `predicate` takes, once it has come (within 15 s: a guard against a hang, not a figure). */
    async next(predicate: (e: ServerEvent) => boolean, what: string): Promise<ServerEvent> {
      const until = Date.now() + 15_000;
      for (;;) {
        const found = events.find(predicate);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no event: ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}
