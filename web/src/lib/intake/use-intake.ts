import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { intakeState, type IntakeState } from '@core/contracts/intakes';
import { formatIntakeCode, normaliseIntakeCode } from '@core/intake/intake-terms';
import { ApiError } from '../api-client';
import { sessionStore } from '../browser-storage';
import { paths } from '../paths';
import type { IntakeRefusal } from './check-intake-file';
import { exportPrivateKey, intakeCodeOfKey, makeAgreementPair, makeLinkKey, type IntakeFileMeta } from './intake-crypto';
import { closeIntake, fetchIntakeChunk, getIntake, intakeEventsUrl, intakeIsGone, openIntake, removeIntakeFile } from './intake-api';
import {
  initialIntakeQueue,
  intakeQueueReducer,
  nextIntakeWork,
  type IntakeQueue,
  type IntakeQueueAction,
  type QueuedIntakeFile,
  type ReadyIntakeFile,
} from './intake-queue-reducer';
import { forgetIntake, intakeKeysOf, keepIntake, readKeptIntake, type IntakeKeys } from './kept-intake';
import { makeIntakeThumbnail, ThumbnailDecodeError } from './make-intake-thumbnail';
import { describeIntakeFile, intakeFileKey, openIntakeFile, type IntakeChunkFetcher } from './open-intake-file';

/** What the hook needs of an EventSource (a stand-in in tests). */
export interface IntakeEventSource {
  addEventListener(type: 'intake' | 'closed' | 'error', listener: (event: Event) => void): void;
  close(): void;
  readonly readyState: number;
}

interface UseIntakeOptions {
  fetchChunk?: IntakeChunkFetcher;
  openEvents?: (url: string) => IntakeEventSource;
  makeThumbnail?: (picture: Blob, width: number | null) => Promise<string | null>;
  /** Where the tab's intake is kept (sessionStorage). */
  storage?: () => Storage;
}

export interface IntakeControl {
  queue: IntakeQueue;
  /** The link for the phone, its key in the fragment (never sent to the server): null until the intake is open. */
  link: string | null;
  /** The short code to type (`ABCD-EFGH`), the one this tab's key commits to (decision 0106): null until the intake is open. */
  code: string | null;
  /** Tries again after the intake could not be opened or read back. */
  start: () => void;
  /** Closes this intake (its files deleted on the server) and opens a new one: after its time to send is over, or it closed. */
  startNew: () => void;
  /** Closes the intake: everything sent to it is deleted on the server, and the tab forgets its keys. Throws an ApiError when the server could not be told. */
  close: () => Promise<void>;
  /** Fetches a file again whose chunks could not be fetched. */
  retry: (fileId: string) => void;
  /**
   * Takes a file off the queue and deletes it on the server (decision 0105): one a phone stopped sending, or one not
   * wanted. Throws an ApiError when the server could not be told (a file already gone is removed here all the same).
   */
  remove: (fileId: string) => Promise<void>;
}

/** EventSource's readyState once it has given up (it does not try again by itself). */
const EVENTS_CLOSED = 2;
/** How long before listening again after the events stream gave up while the intake is still there. */
const LISTEN_AGAIN_MS = 5_000;

const browserEvents = (url: string): IntakeEventSource => new EventSource(url);

/** What this tab made of each file, by intake and file: the dialog closed and opened again (another screen) fetches nothing twice. */
interface Remembered {
  description?: IntakeFileMeta;
  outcome?: { ready: ReadyIntakeFile } | { refused: IntakeRefusal };
}
const remembered = new Map<string, Remembered>();
const rememberedKey = (intakeId: string, fileId: string) => `${intakeId}/${fileId}`;

function remember(intakeId: string, fileId: string, change: Remembered): void {
  const key = rememberedKey(intakeId, fileId);
  remembered.set(key, { ...remembered.get(key), ...change });
}

/** Drops every file this tab opened (another intake, or this one closed), their thumbnails with them. */
function forgetOpenedFiles(): void {
  for (const { outcome } of remembered.values()) {
    if (outcome && 'ready' in outcome && outcome.ready.thumbnail) URL.revokeObjectURL(outcome.ready.thumbnail);
  }
  remembered.clear();
}

interface Started {
  keys: IntakeKeys;
  state: IntakeState;
}

/** The server's code for a new intake is not the one this tab's key commits to (decision 0106): the intake is closed, not used. */
export class IntakeCodeNotOwn extends Error {
  constructor() {
    super("the intake's code is not the one its key commits to");
    this.name = 'IntakeCodeNotOwn';
  }
}

/**
 * Tries in all at opening an intake, each with a new key, while the server says one is open under the key's code
 * already (INTAKE_CODE_TAKEN): a rare clash of 40 bits. Few, since each new key is another draw for a server that
 * lies (decision 0106).
 */
const OPEN_TRIES = 3;

/**
 * The tab's intake read back after a reload (its keys from sessionStorage, its state from the server), else a new one:
 * the link key and an ECDH pair made here, only the pair's public half sent (docs/decisions/0095-files-from-the-customers-phone.md).
 * `replace`: the intake a new one replaces, closed first (its files deleted; a failure to say so leaves it to expire).
 */
async function resumeOrOpen(storage: () => Storage, replace: string | null): Promise<Started> {
  if (replace !== null) {
    forgetIntake(storage);
    await closeIntake(replace).catch(() => undefined);
  }
  const kept = readKeptIntake(storage);
  if (kept) {
    const keys = await intakeKeysOf(kept).catch(() => null);
    if (keys) {
      try {
        const state = await getIntake(kept.id);
        if (normaliseIntakeCode(state.code) === keys.code) return { keys, state };
        // Its code is not its key's (an intake opened before decision 0106, or a server that lies): closed, and a
        // new one opened in its place, whose code is checked again below.
        await closeIntake(kept.id).catch(() => undefined);
      } catch (error) {
        if (!intakeIsGone(error)) throw error;
      }
    }
    forgetIntake(storage);
  }
  const link = await makeLinkKey();
  for (let tries = 1; ; tries++) {
    const pair = await makeAgreementPair();
    const code = await intakeCodeOfKey(pair.publicKey);
    let state: IntakeState;
    try {
      state = await openIntake(pair.publicKey);
    } catch (error) {
      if (tries < OPEN_TRIES && error instanceof ApiError && error.code === 'INTAKE_CODE_TAKEN') continue;
      throw error;
    }
    if (normaliseIntakeCode(state.code) !== code) {
      await closeIntake(state.id).catch(() => undefined);
      throw new IntakeCodeNotOwn();
    }
    keepIntake({ id: state.id, fragment: link.fragment, privateKey: await exportPrivateKey(pair.privateKey) }, storage);
    forgetOpenedFiles();
    return { keys: { id: state.id, fragment: link.fragment, linkKey: link.key, privateKey: pair.privateKey, code }, state };
  }
}

/** One start at a time in the tab: React's strict mode (and a double click) would otherwise open two intakes. */
let starting: Promise<Started> | null = null;
function startIntake(storage: () => Storage, replace: string | null): Promise<Started> {
  starting ??= resumeOrOpen(storage, replace).finally(() => {
    starting = null;
  });
  return starting;
}

/**
 * The operator's side of an intake (docs/decisions/0095-files-from-the-customers-phone.md): opens one (or reads the
 * tab's back after a reload), follows its state by Server-Sent Events, and fetches, opens and checks each file as it
 * is complete, one at a time, into the queue (intakeQueueReducer). Nothing of a key, a file or its name is logged or
 * sent anywhere.
 */
export function useIntake(options: UseIntakeOptions = {}): IntakeControl {
  const [queue, dispatch] = useReducer(intakeQueueReducer, initialIntakeQueue);
  const [keys, setKeys] = useState<IntakeKeys | null>(null);
  /** Each start (the first, a retry, a new intake), with the intake a new one replaces. */
  const [attempt, setAttempt] = useState<{ replace: string | null }>({ replace: null });
  const [listening, setListening] = useState(0);
  const [worked, setWorked] = useState(0);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const agreedRef = useRef(new Map<string, CryptoKey>());
  const workRef = useRef<AbortController | null>(null);

  useEffect(() => {
    let live = true;
    startIntake(optionsRef.current.storage ?? sessionStore, attempt.replace).then(
      (started) => {
        if (!live) return;
        agreedRef.current = new Map();
        setKeys(started.keys);
        dispatch({ type: 'state', state: started.state });
      },
      (error: unknown) => live && dispatch({ type: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  /** The intake closed by itself (expired and swept): the tab forgets its keys; what was opened stays listed. */
  const closedByServer = useCallback(() => {
    forgetIntake(optionsRef.current.storage ?? sessionStore);
    dispatch({ type: 'closed' });
  }, []);

  // Its state at connect and after every change; EventSource connects again by itself after a dropped connection.
  const openId = queue.status === 'open' ? (queue.intake?.id ?? null) : null;
  useEffect(() => {
    if (openId === null) return;
    let live = true;
    let again: ReturnType<typeof setTimeout> | undefined;
    const events = (optionsRef.current.openEvents ?? browserEvents)(intakeEventsUrl(openId));
    events.addEventListener('intake', (event) => {
      let parsed: ReturnType<typeof intakeState.safeParse> | null;
      try {
        parsed = intakeState.safeParse(JSON.parse(String((event as MessageEvent).data)));
      } catch {
        parsed = null;
      }
      if (live && parsed?.success && parsed.data.id === openId) dispatch({ type: 'state', state: parsed.data });
    });
    events.addEventListener('closed', () => {
      events.close();
      if (live) closedByServer();
    });
    events.addEventListener('error', () => {
      if (events.readyState !== EVENTS_CLOSED) return;
      // It gave up (the server answered without a stream): the intake gone, or something passing. Asked once which.
      getIntake(openId).then(
        (state) => {
          if (!live) return;
          dispatch({ type: 'state', state });
          again = setTimeout(() => setListening((n) => n + 1), LISTEN_AGAIN_MS);
        },
        (error: unknown) => {
          if (!live) return;
          if (intakeIsGone(error)) closedByServer();
          // Signed out meanwhile (another tab): said, with Retry, instead of asking every few seconds.
          else if (error instanceof ApiError && error.code === 'UNAUTHENTICATED') dispatch({ type: 'failed', error });
          else again = setTimeout(() => setListening((n) => n + 1), LISTEN_AGAIN_MS);
        },
      );
    });
    return () => {
      live = false;
      clearTimeout(again);
      events.close();
    };
  }, [openId, listening, closedByServer]);

  // The files, one at a time: each description as soon as it is listed, each file once all of it is on the server.
  useEffect(() => {
    if (!keys || queue.status !== 'open' || workRef.current) return;
    const file = queue.files.find((candidate) => nextIntakeWork(candidate) !== null);
    if (!file) return;
    const controller = new AbortController();
    workRef.current = controller;
    const { fetchChunk = fetchIntakeChunk, makeThumbnail = makeIntakeThumbnail } = optionsRef.current;
    void workOn(file, { keys, agreed: agreedRef.current, fetchChunk, makeThumbnail, signal: controller.signal, dispatch }).finally(() => {
      if (workRef.current !== controller) return;
      workRef.current = null;
      setWorked((n) => n + 1);
    });
  }, [keys, queue.status, queue.files, worked]);
  useEffect(
    () => () => {
      workRef.current?.abort();
      workRef.current = null;
    },
    [],
  );

  const id = keys?.id ?? null;
  const restart = useCallback((replace: string | null) => {
    workRef.current?.abort();
    workRef.current = null;
    setKeys(null);
    dispatch({ type: 'starting' });
    setAttempt({ replace });
  }, []);
  const start = useCallback(() => restart(null), [restart]);
  const startNew = useCallback(() => restart(id), [restart, id]);

  const close = useCallback(async () => {
    if (id !== null) {
      try {
        await closeIntake(id);
      } catch (error) {
        if (!intakeIsGone(error)) throw error;
      }
    }
    workRef.current?.abort();
    workRef.current = null;
    forgetIntake(optionsRef.current.storage ?? sessionStore);
    forgetOpenedFiles();
    setKeys(null);
    dispatch({ type: 'ended' });
  }, [id]);

  const retry = useCallback((fileId: string) => dispatch({ type: 'file-retry', id: fileId }), []);
  const remove = useCallback(
    async (fileId: string) => {
      if (id === null) return;
      try {
        await removeIntakeFile({ intakeId: id, fileId });
      } catch (error) {
        if (!(error instanceof ApiError && error.code === 'NOT_FOUND')) throw error;
      }
      dispatch({ type: 'file-removed', id: fileId });
    },
    [id],
  );

  const link = keys && queue.intake?.id === keys.id ? `${window.location.origin}${paths.sendTo(keys.id)}#k=${keys.fragment}` : null;
  const code = keys && queue.intake?.id === keys.id ? formatIntakeCode(keys.code) : null;
  return { queue, link, code, start, startNew, close, retry, remove };
}

interface WorkContext {
  keys: IntakeKeys;
  agreed: Map<string, CryptoKey>;
  fetchChunk: IntakeChunkFetcher;
  makeThumbnail: (picture: Blob, width: number | null) => Promise<string | null>;
  signal: AbortSignal;
  dispatch: (action: IntakeQueueAction) => void;
}

/** The next step for one file: its description, or the file itself fetched, opened, checked and given a thumbnail. */
async function workOn(queued: QueuedIntakeFile, context: WorkContext): Promise<void> {
  const { keys, signal, dispatch } = context;
  const { entry } = queued;
  const id = entry.id;
  const known = remembered.get(rememberedKey(keys.id, id));
  const refuse = (reason: IntakeRefusal) => {
    remember(keys.id, id, { outcome: { refused: reason } });
    dispatch({ type: 'file-refused', id, reason });
  };
  if (known?.outcome && 'refused' in known.outcome) {
    dispatch({ type: 'file-refused', id, reason: known.outcome.refused });
    return;
  }
  const key = await intakeFileKey(keys, entry.senderKey, context.agreed);
  if (signal.aborted) return;
  if (!key) return refuse('unreadable');

  if (nextIntakeWork(queued) === 'describe') {
    const description = known?.description ?? (await describeIntakeFile(key, keys.id, entry));
    if (signal.aborted) return;
    if (!description) return refuse('unreadable');
    remember(keys.id, id, { description });
    dispatch({ type: 'file-described', id, description });
    return;
  }

  if (known?.outcome && 'ready' in known.outcome) {
    dispatch({ type: 'file-ready', id, ready: known.outcome.ready });
    return;
  }
  const description = queued.description;
  if (!description) return;
  dispatch({ type: 'file-opening', id });
  try {
    const outcome = await openIntakeFile({ intakeId: keys.id, file: entry, key, description, fetchChunk: context.fetchChunk, signal });
    if (signal.aborted) return;
    if ('refused' in outcome) return refuse(outcome.refused);
    let thumbnail: string | null = null;
    if (outcome.opened.kind === 'image') {
      try {
        thumbnail = await context.makeThumbnail(outcome.opened.file, outcome.opened.width);
      } catch (error) {
        if (error instanceof ThumbnailDecodeError) return refuse('damaged');
      }
    }
    if (signal.aborted) {
      if (thumbnail) URL.revokeObjectURL(thumbnail);
      return;
    }
    const ready: ReadyIntakeFile = { ...outcome.opened, thumbnail };
    remember(keys.id, id, { outcome: { ready } });
    dispatch({ type: 'file-ready', id, ready });
  } catch (error) {
    if (signal.aborted) return;
    // A chunk gone because the intake closed: the events say so (`closed`); anything else is tried again on demand.
    dispatch({ type: 'file-failed', id, error });
  }
}
