import { useCallback, useEffect, useRef, useState } from 'react';
import type { IntakeDrop } from '@core/contracts/intakes';
import { INTAKE_MAX_FILE_BYTES, intakeChunkCount } from '@core/intake/intake-terms';
import type { FetchLike } from '../../../lib/api-client';
import { checkIntakeFiles, type IntakeFileRefusal, type IntakeFileType } from '../lib/check-intake-files';
import { isIntakeClosed } from '../lib/intake-send-failure';
import type { Sleep } from '../lib/retry-intake-request';
import { newSendId, sendIntakeFile, type IntakeTarget } from '../lib/send-intake-file';

export type IntakeItemStatus = 'waiting' | 'sending' | 'sent' | 'failed';

/** A file this page took, and how far its send is. */
export interface IntakeSendItem {
  /** This page's own number for it (a list key; never sent). */
  id: number;
  file: File;
  type: IntakeFileType;
  status: IntakeItemStatus;
  chunks: number;
  /** Chunks the server has. */
  received: number;
  /** The server's id once announced: Try again resumes it from its missing chunks. */
  fileId: string | null;
  /** This send's own id, kept for every attempt (send-intake-file's newSendId). */
  sendId: string;
  /** Why it failed (status `failed`). */
  error: unknown;
}

/** A picked file that was not taken, and why. */
export interface IntakeRefusedFile {
  id: number;
  name: string;
  reason: IntakeFileRefusal;
}

export interface IntakeSendingOptions {
  /** The fetch to call (a test's fake server); the browser's by default. */
  fetch?: FetchLike;
  /** The wait before a resend (a test's that does not wait). */
  sleep?: Sleep;
}

/**
 * The files going from this phone to the shop's screen (decision 0095): checked when picked, then sent one at a time
 * in the order taken, each chunk after the other (a slow line carries one thing at a time). A failed file keeps its
 * error and resumes on `retry`; an intake found closed (410) stops everything, which `closedBy` says.
 */
export function useIntakeSending(target: IntakeTarget, drop: IntakeDrop, options: IntakeSendingOptions = {}) {
  const [items, setItems] = useState<readonly IntakeSendItem[]>([]);
  const [refused, setRefused] = useState<readonly IntakeRefusedFile[]>([]);
  const [closedBy, setClosedBy] = useState<unknown>(null);
  const [customer, setCustomerState] = useState('');

  // The running send reads these as they are now, not as they were when it began.
  const itemsRef = useRef<readonly IntakeSendItem[]>([]);
  const customerRef = useRef('');
  const optionsRef = useRef(options);
  const targetRef = useRef(target);
  useEffect(() => {
    optionsRef.current = options;
    targetRef.current = target;
  }, [options, target]);
  const closedRef = useRef(false);
  const running = useRef(false);
  const nextId = useRef(1);
  const abort = useRef<AbortController | null>(null);

  // Leaving the page stops the send under way (its wait, its request); nothing is reported afterwards.
  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    return () => controller.abort();
  }, []);

  /** The name goes into each file's description as it is when that file is announced. */
  const setCustomer = useCallback((name: string) => {
    customerRef.current = name;
    setCustomerState(name);
  }, []);

  const update = useCallback((id: number, patch: Partial<IntakeSendItem>) => {
    itemsRef.current = itemsRef.current.map((item) => (item.id === id ? { ...item, ...patch } : item));
    setItems(itemsRef.current);
  }, []);

  const pump = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (;;) {
        const next = itemsRef.current.find((item) => item.status === 'waiting');
        const signal = abort.current?.signal;
        if (closedRef.current || !next || !signal || signal.aborted) return;
        update(next.id, { status: 'sending', error: null });
        try {
          const { fetch, sleep } = optionsRef.current;
          const job = { file: next.file, type: next.type, customer: customerRef.current.trim(), fileId: next.fileId, sendId: next.sendId };
          await sendIntakeFile(targetRef.current, job, { fetch, sleep, signal }, (progress) => {
            if (!signal.aborted) update(next.id, { fileId: progress.fileId, chunks: progress.chunks, received: progress.received });
          });
          update(next.id, { status: 'sent', received: next.chunks });
        } catch (error) {
          if (signal.aborted) return;
          update(next.id, { status: 'failed', error });
          if (isIntakeClosed(error)) {
            // Nothing more goes: the files still waiting say they were not sent, as the one that met the closed intake.
            closedRef.current = true;
            itemsRef.current = itemsRef.current.map((item) => (item.status === 'waiting' ? { ...item, status: 'failed', error } : item));
            setItems(itemsRef.current);
            setClosedBy(error);
          }
        }
      }
    } finally {
      running.current = false;
    }
  }, [update]);

  /** Files already sent to the intake and those this page took (sent, waiting or failed: a failed one is still to go). */
  const taken = drop.files + items.length;
  const maxFileBytes = Math.min(drop.maxFileBytes, INTAKE_MAX_FILE_BYTES);

  // Picks are checked one after another (reading their first bytes takes a moment): a second pick counts the first's files.
  const checkingRef = useRef<Promise<void>>(Promise.resolve());
  const add = useCallback(
    (files: readonly File[]) => {
      if (closedRef.current || files.length === 0) return;
      checkingRef.current = checkingRef.current.then(async () => {
        const check = await checkIntakeFiles(files, { taken: drop.files + itemsRef.current.length, maxFiles: drop.maxFiles, maxFileBytes });
        if (closedRef.current) return;
        setRefused(check.refused.map(({ file, reason }) => ({ id: nextId.current++, name: file.name, reason })));
        const added = check.accepted.map(({ file, type }): IntakeSendItem => ({
          id: nextId.current++,
          file,
          type,
          status: 'waiting',
          chunks: intakeChunkCount(file.size),
          received: 0,
          fileId: null,
          sendId: newSendId(),
          error: null,
        }));
        if (added.length === 0) return;
        itemsRef.current = [...itemsRef.current, ...added];
        setItems(itemsRef.current);
        void pump();
      });
    },
    [drop.files, drop.maxFiles, maxFileBytes, pump],
  );

  const retry = useCallback(
    (id: number) => {
      if (closedRef.current || itemsRef.current.find((item) => item.id === id)?.status !== 'failed') return;
      update(id, { status: 'waiting', error: null });
      void pump();
    },
    [pump, update],
  );

  return {
    items,
    refused,
    /** The error that said the intake is closed (410), or null while it is open. */
    closedBy,
    customer,
    setCustomer,
    add,
    retry,
    /** Files the intake still takes. */
    roomLeft: Math.max(0, drop.maxFiles - taken),
    maxFileBytes,
    /** Every file taken has arrived (and there was at least one). */
    allSent: items.length > 0 && items.every((item) => item.status === 'sent'),
  };
}
