import { useState } from 'react';
import { INTAKE_MAX_FILE_BYTES } from '@core/intake/intake-terms';
import { ApiError } from '../../lib/api-client';
import { useTranslation, type Language, type TFunction } from '../../lib/i18n';
import { INTAKE_MAX_IMAGE_PIXELS, type IntakeRefusal } from '../../lib/intake/check-intake-file';
import type { HandoffTarget } from '../../lib/intake/handed-file';
import { handoffTargetsFor } from '../../lib/intake/handoff-path';
import { isRemovable, type QueuedIntakeFile } from '../../lib/intake/intake-queue-reducer';

const targetKeys = {
  passport: 'intake.targets.passport',
  'single-side': 'intake.targets.singleSide',
  'both-side-front': 'intake.targets.bothSideFront',
  'both-side-back': 'intake.targets.bothSideBack',
  'exam-files': 'intake.targets.examFiles',
  'card-pdf': 'intake.targets.cardPdf',
} as const satisfies Record<HandoffTarget, string>;

const refusalKeys = {
  unreadable: 'intake.refused.unreadable',
  damaged: 'intake.refused.damaged',
  type: 'intake.refused.type',
  pixels: 'intake.refused.pixels',
  'too-large': 'intake.refused.tooLarge',
} as const satisfies Record<IntakeRefusal, string>;

/** A file from the phone not offered, in plain words. */
function intakeRefusalText(t: TFunction, reason: IntakeRefusal): string {
  return t(refusalKeys[reason], { most: reason === 'pixels' ? INTAKE_MAX_IMAGE_PIXELS / 1_000_000 : INTAKE_MAX_FILE_BYTES / (1024 * 1024) });
}

function handoffTargetName(t: TFunction, target: HandoffTarget): string {
  return t(targetKeys[target]);
}

const timeFormats = new Map<Language, Intl.DateTimeFormat>();

/** The time a file came, in India Standard Time; in Hindi on the 24-hour clock, as formatIstTime (Hindi has no am/pm of its own). */
function arrivalTime(iso: string, lng: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let format = timeFormats.get(lng);
  if (!format) {
    format =
      lng === 'hi'
        ? new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', timeStyle: 'short', hourCycle: 'h23' })
        : new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', timeStyle: 'short' });
    timeFormats.set(lng, format);
  }
  return format.format(date);
}

interface IntakeFileItemProps {
  file: QueuedIntakeFile;
  onOpen: (target: HandoffTarget) => void;
  onRetry: () => void;
  /** Takes the file off the queue (and the server); rejects when the server could not be told. */
  onRemove: () => Promise<void>;
}

/** One file of the queue: its thumbnail (or PDF label), name, the customer and time, and where it is (or why not). */
export function IntakeFileItem({ file, onOpen, onRetry, onRemove }: IntakeFileItemProps) {
  const { t, lng } = useTranslation();
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<unknown>(null);
  const { entry, description, phase, ready } = file;
  const name = description?.name || t('intake.unnamed', { number: entry.seq });
  const time = arrivalTime(entry.createdAt, lng);
  const customer = description?.customer.trim() ?? '';
  const isPdf = ready?.kind === 'pdf';

  return (
    <li className="intake-file" data-testid="intake-file" data-phase={phase}>
      <div className="intake-file__thumb" aria-hidden="true">
        {ready?.thumbnail ? <img src={ready.thumbnail} alt="" /> : isPdf ? <span className="intake-file__pdf">{t('intake.pdf')}</span> : null}
      </div>
      <div className="intake-file__body">
        <p className="intake-file__name">{name}</p>
        <p className="muted intake-file__from">{customer ? t('intake.fromCustomer', { customer, time }) : t('intake.receivedAt', { time })}</p>
        {phase === 'arriving' && !entry.complete && (
          <p className="intake-file__status" role="status">
            {t('intake.arriving', { received: entry.received, chunks: entry.chunks })}
          </p>
        )}
        {(phase === 'opening' || (phase === 'arriving' && entry.complete)) && (
          <p className="intake-file__status" role="status">
            {t('intake.opening')}
          </p>
        )}
        {phase === 'refused' && file.refusal && (
          <p className="error-box intake-file__refused" role="alert">
            {intakeRefusalText(t, file.refusal)}
          </p>
        )}
        {phase === 'failed' && (
          <div className="error-box intake-file__refused" role="alert">
            <p>
              {t('intake.failed')} {file.error instanceof ApiError ? file.error.message : ''}
            </p>
            <button type="button" className="button" onClick={onRetry}>
              {t('common.retry')}
            </button>
          </div>
        )}
        {isRemovable(file) && (
          <button
            type="button"
            className="button intake-file__remove"
            aria-label={t('intake.removeLabel', { name })}
            disabled={removing}
            onClick={() => {
              setRemoving(true);
              setRemoveError(null);
              onRemove().then(
                () => setRemoving(false),
                (error: unknown) => {
                  setRemoveError(error);
                  setRemoving(false);
                },
              );
            }}
          >
            {t('intake.remove')}
          </button>
        )}
        {removeError !== null && (
          <p className="error-box" role="alert">
            {removeError instanceof ApiError ? removeError.message : t('errors.INTERNAL')}
          </p>
        )}
        {phase === 'ready' && ready && (
          <div className="intake-file__open" role="group" aria-label={t('intake.openIn')}>
            <span className="muted">{t('intake.openIn')}:</span>
            {handoffTargetsFor(ready.kind).map((target) => (
              <button
                key={target}
                type="button"
                className="button intake-file__target"
                aria-label={t('intake.openInLabel', { name, target: handoffTargetName(t, target) })}
                onClick={() => onOpen(target)}
              >
                {handoffTargetName(t, target)}
              </button>
            ))}
          </div>
        )}
      </div>
    </li>
  );
}
