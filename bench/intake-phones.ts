// The phones of bench:intake (bench/intake.ts). Sending files is the phones' work, done on their own devices: run as
// its own process (`node --import tsx bench/intake-phones.ts '<json>'`), lowered in priority, it neither shares the
// event loop that times the operators' prints nor takes the CPU from the server's side as a second machine would not.
// Given { baseURL, intakeIds, bytes, kbps }, it says `ready`, waits for a line on stdin, then each intake gets one
// file of `bytes`, all at once; prints one JSON line
// { statuses, seconds, done, cpuSeconds } when every phone is through.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { intakeFileProgress, intakeState } from '@core/contracts/intakes';
import { intakeChunkSize } from '@core/intake/intake-terms';
import { anOperatorKey } from '../server/test/support/operator-key';
import { aSendId } from '../server/test/support/send-id';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one file of `bytes` (random: the server never reads it), chunk after chunk, each paced to `kbps` when given. Returns when the last chunk was answered, and the statuses seen. */
export async function sendFile(baseURL: string, intakeId: string, bytes: number, kbps?: number) {
  const statuses: number[] = [];
  // Each request as the phone's page sends it: again after Retry-After on 503, five times at most.
  const send = async (url: string, init: RequestInit) => {
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(url, init);
      statuses.push(res.status);
      if (res.status !== 503 || attempt === 4) return res;
      await res.arrayBuffer();
      await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
    }
  };
  const announced = await send(`${baseURL}/api/v1/intake-drops/${intakeId}/files`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ meta: 'c2VhbGVk', bytes, sendId: aSendId() }),
  });
  if (announced.status !== 201) return { fileId: null, whole: false, lastAnswered: performance.now(), statuses };
  const file = intakeFileProgress.parse(await announced.json());
  let whole = true;
  for (let seq = 0; seq < file.chunks; seq++) {
    const body = randomBytes(intakeChunkSize(bytes, seq));
    const started = performance.now();
    const res = await send(`${baseURL}/api/v1/intake-drops/${intakeId}/files/${file.id}/chunks/${seq}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/octet-stream' },
      body,
    });
    await res.arrayBuffer();
    if (res.status !== 200) whole = false;
    // A throttled line: the chunk takes at least its size at `kbps`.
    if (kbps) await sleep(Math.max(0, (body.length / (kbps * 1024)) * 1000 - (performance.now() - started)));
  }
  return { fileId: file.id, whole, lastAnswered: performance.now(), statuses };
}

export interface PhonesResult {
  statuses: number[];
  seconds: number[];
  /** Files whose every chunk was taken. */
  done: number;
  /** CPU the phones' own process used while sending (it runs on the server's machine in the bench only). */
  cpuSeconds: number;
}

/** The operator (its session `headers`) opens an intake for the phones to send to. */
export async function openIntake(baseURL: string, headers: Record<string, string>) {
  const res = await fetch(`${baseURL}/api/v1/intakes`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ operatorKey: anOperatorKey() }),
  });
  if (res.status !== 201) throw new Error(`opening an intake answered ${res.status}`);
  return intakeState.parse(await res.json());
}

/**
 * Whether the phones run in Linux's idle scheduling class as well (where util-linux's chrt is installed; BENCH_PHONES_SCHED=nice
 * for the nice value alone): in a shop the phones take no CPU of the server's, and at nice 19 they still took a share
 * of the cores from prints (a print's p50 at a pace 36 ms without the phones, 45 ms with them, 2026-11-29).
 */
const CHRT = '/usr/bin/chrt';
const PHONES_SCHED_IDLE = process.env.BENCH_PHONES_SCHED !== 'nice' && existsSync(CHRT);

/**
 * The phones, in a process of their own at priority `nice` (19, the lowest): in the shop they are the customers'
 * devices, so neither their event loop nor their CPU is the server's. Resolves once they are loaded; `go` sends.
 */
export function startPhones(
  work: { baseURL: string; intakeIds: string[]; bytes: number; kbps?: number },
  nice = '19',
): Promise<{ go: () => Promise<PhonesResult> }> {
  return new Promise((ready, reject) => {
    const phones = ['nice', '-n', nice, process.execPath, '--import', 'tsx', 'bench/intake-phones.ts', JSON.stringify(work)];
    // Linux's idle scheduling class (util-linux's chrt), where it is there: CPU time nothing else on the machine wants.
    const command = PHONES_SCHED_IDLE ? [CHRT, '--idle', '0', ...phones] : phones;
    const child = spawn(command[0]!, command.slice(1), {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    const ended = new Promise<PhonesResult>((resolve, failed) =>
      child.on('exit', (code) =>
        code === 0 ? resolve(JSON.parse(out.slice(out.indexOf('\n') + 1)) as PhonesResult) : failed(new Error(`the phones' process ended with ${code}`)),
      ),
    );
    child.stdout.on('data', (data: Buffer) => {
      out += data.toString();
      if (out.startsWith('ready\n')) ready({ go: () => (child.stdin.end('go\n'), ended) });
    });
    child.on('error', reject);
    ended.catch(reject);
  });
}

if (process.argv[1]?.endsWith('intake-phones.ts')) {
  const { baseURL, intakeIds, bytes, kbps } = JSON.parse(process.argv[2] ?? '{}') as { baseURL: string; intakeIds: string[]; bytes: number; kbps?: number };
  // Loaded and ready: the phones send once the bench says go (a line on stdin), so this process's start is not timed.
  process.stdout.write('ready\n');
  await new Promise((resolve) => process.stdin.once('data', resolve));
  process.stdin.pause();
  const cpuAtGo = process.cpuUsage();
  const result: PhonesResult = { statuses: [], seconds: [], done: 0, cpuSeconds: 0 };
  await Promise.all(
    intakeIds.map(async (intakeId) => {
      const started = performance.now();
      const sent = await sendFile(baseURL, intakeId, bytes, kbps);
      result.statuses.push(...sent.statuses);
      result.seconds.push((performance.now() - started) / 1000);
      if (sent.whole) result.done += 1;
    }),
  );
  const used = process.cpuUsage(cpuAtGo);
  result.cpuSeconds = (used.user + used.system) / 1e6;
  process.stdout.write(`${JSON.stringify(result)}\n`);
}
