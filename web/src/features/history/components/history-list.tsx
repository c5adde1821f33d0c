import { useId, useMemo, useState, type FormEvent } from 'react';
import type { HistoryEntry, HistoryPrint, HistoryPurchase } from '@core/contracts/history';
import { Fact } from '../../../components/fact';
import { Link } from '../../../lib/router';
import { paths } from '../../../lib/paths';
import { formatRupees } from '../../../lib/format-rupees';
import { useTranslation } from '../../../lib/i18n';
import { formatIstTime } from '../../../lib/format-ist-time';
import { printFailure } from '../../../lib/prints/print-failure';
import { quoteText } from '../../../lib/prints/print-quote';
import { EXAM_JOB_LABEL_MAX } from '../../../lib/kept-exam-jobs';
import type { Reprinted } from '../hooks/use-kept-crops';
import type { DownloadedAgain, KeptExamRow } from '../hooks/use-kept-exam-jobs';
import { useExamPresets } from '../../../lib/get-exam-presets';
import {
  examFileNamesOf,
  historyChargeText,
  historyExamTitle,
  historyPurchaseTitle,
  historySheetTitle,
  historyServiceName,
  historyStatusText,
  type ExamFileName,
} from '../lib/history-texts';

export interface HistoryListProps {
  entries: readonly HistoryEntry[];
  /** Jobs whose crop this browser still keeps: their rows have Reprint. */
  reprintable: ReadonlySet<string>;
  onReprint: (jobId: string, frameTitle: string) => Promise<Reprinted | null>;
  /** Exam jobs whose crops this browser keeps (decision 0070): their thumbnail, label and Download again. */
  examJobs: ReadonlyMap<string, KeptExamRow>;
  onDownloadAgain: (jobId: string) => Promise<DownloadedAgain | null>;
  onLabel: (jobId: string, label: string) => Promise<boolean>;
}

/** History's rows, newest first: one card each, so a 360 px phone reads them without scrolling sideways. */
export function HistoryList({ entries, reprintable, onReprint, examJobs, onDownloadAgain, onLabel }: HistoryListProps) {
  const { t, lng } = useTranslation();
  // Exam files' rows name their forms as the exam screen does: the presets are read only when such a row shows.
  const hasExamFiles = entries.some((entry) => entry.type === 'print' && entry.sheet.kind === 'exam-files');
  const presets = useExamPresets({ enabled: hasExamFiles });
  const examPresets = useMemo(() => (presets.data ? examFileNamesOf(lng, presets.data.presets) : null), [lng, presets.data]);
  return (
    <ol className="history-list" aria-label={t('history.list')}>
      {entries.map((entry) =>
        entry.type === 'print' ? (
          <PrintRow
            key={`print-${entry.id}`}
            print={entry}
            examPresets={examPresets}
            canReprint={reprintable.has(entry.id)}
            onReprint={onReprint}
            examJob={examJobs.get(entry.id) ?? null}
            onDownloadAgain={onDownloadAgain}
            onLabel={onLabel}
          />
        ) : (
          <PurchaseRow key={`purchase-${entry.id}`} purchase={entry} />
        ),
      )}
    </ol>
  );
}

interface PrintRowProps {
  print: HistoryPrint;
  /** The exam presets by id, once read (null while they are). */
  examPresets: ReadonlyMap<string, ExamFileName> | null;
  canReprint: boolean;
  onReprint: HistoryListProps['onReprint'];
  examJob: KeptExamRow | null;
  onDownloadAgain: HistoryListProps['onDownloadAgain'];
  onLabel: HistoryListProps['onLabel'];
}

function PrintRow({ print, examPresets, canReprint, onReprint, examJob, onDownloadAgain, onLabel }: PrintRowProps) {
  const { t, lng } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const time = formatIstTime(print.at, lng);

  const reprint = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const done = await onReprint(print.id, t('history.reprint.frameTitle'));
      if (!done) setOutcome({ tone: 'error', text: t('history.kept.none') });
      else if ('short' in done) setOutcome({ tone: 'error', text: t('history.reprint.failed', { reason: quoteText(t, done.short) }) });
      else
        setOutcome({
          tone: 'success',
          text: `${t(`history.reprint.${done.delivered}`)} ${historyChargeText(t, { charge: done.receipt.charge, coins: done.receipt.coinsCharged })}`,
        });
    } catch (error) {
      // A customer sheet's 402 names the coins its new photos need (decision 0042), a new price says it: as the print buttons say them.
      // Nothing is acted on here: each Reprint reads the quote again.
      const reason = printFailure(t, error).text;
      setOutcome({ tone: 'error', text: t('history.reprint.failed', { reason }) });
    } finally {
      setBusy(false);
    }
  };

  const downloadAgain = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const done = await onDownloadAgain(print.id);
      if (!done) setOutcome({ tone: 'error', text: t('history.exam.notKept') });
      else if ('short' in done) setOutcome({ tone: 'error', text: t('history.exam.again.failed', { reason: quoteText(t, done.short) }) });
      else
        setOutcome({
          tone: 'success',
          text: `${t('history.exam.again.done')} ${historyChargeText(t, { charge: done.receipt.charge, coins: done.receipt.coinsCharged })}`,
        });
    } catch (error) {
      setOutcome({ tone: 'error', text: t('history.exam.again.failed', { reason: printFailure(t, error).text }) });
    } finally {
      setBusy(false);
    }
  };

  const exam = print.sheet.kind === 'exam-files' ? print.sheet : null;
  // Exam files are titled by their form and files (decision 0070); other prints by their service, with the sheet as What.
  const title = exam
    ? examPresets
      ? historyExamTitle(t, exam.presets, examPresets)
      : historyServiceName(t, print.service)
    : historyServiceName(t, print.service);
  const details = exam ? historyServiceName(t, print.service) : historySheetTitle(t, print.sheet);

  return (
    <li className="history-row" data-testid="history-print" data-job={print.id}>
      <div className="history-row__head">
        {exam && examJob?.thumbnailUrl && (
          <img className="history-row__thumbnail" src={examJob.thumbnailUrl} alt={t('history.exam.thumbnailAlt', { title })} data-testid="history-thumbnail" />
        )}
        <h2 className="history-row__title">{title}</h2>
      </div>
      <dl className="details history-row__facts">
        <Fact term={t('history.time')}>{time}</Fact>
        <Fact term={t('history.details')}>{details}</Fact>
        {exam && examJob && examJob.label !== '' && (
          <Fact term={t('history.exam.customer')} data-testid="history-customer">
            {examJob.label}
          </Fact>
        )}
        <Fact term={t('history.charge')} data-testid="history-charge">
          {historyChargeText(t, print)}
        </Fact>
        {print.balanceAfter !== null && <Fact term={t('history.balanceAfter')}>{print.balanceAfter}</Fact>}
      </dl>
      {canReprint && (
        <button
          type="button"
          className="button"
          onClick={() => void reprint()}
          disabled={busy}
          aria-busy={busy}
          aria-label={t('history.reprint.label', { time })}
        >
          {busy ? t('history.reprint.working') : t('history.reprint.button')}
        </button>
      )}
      {exam && print.charge !== 'none' && examJob && (
        <>
          <ExamLabelForm label={examJob.label} onSave={(label) => onLabel(print.id, label)} />
          <button
            type="button"
            className="button"
            onClick={() => void downloadAgain()}
            disabled={busy}
            aria-busy={busy}
            aria-label={t('history.exam.again.label', { time })}
          >
            {busy ? t('history.exam.again.working') : t('history.exam.again.button')}
          </button>
        </>
      )}
      {exam && print.charge !== 'none' && !examJob && (
        <p className="muted" data-testid="history-exam-not-kept">
          {t('history.exam.notKept')} <Link to={paths.examFiles}>{t('history.exam.openScreen')}</Link>
        </p>
      )}
      {outcome && (
        <p className={outcome.tone === 'error' ? 'error-box' : 'form-success'} role={outcome.tone === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </p>
      )}
    </li>
  );
}

/** The customer label of a kept exam job: plain text typed by the operator, kept in this browser only (decision 0070). */
function ExamLabelForm({ label, onSave }: { label: string; onSave: (label: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(label);
  const [saved, setSaved] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    void onSave(text).then(setSaved, () => setSaved(false));
  };
  return (
    <form className="history-row__label" onSubmit={submit}>
      <label htmlFor={id}>{t('history.exam.labelField')}</label>
      <div className="history-row__label-input">
        <input
          id={id}
          type="text"
          value={text}
          maxLength={EXAM_JOB_LABEL_MAX}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setSaved(false);
          }}
        />
        <button type="submit" className="button">
          {t('history.exam.saveLabel')}
        </button>
      </div>
      <p id={`${id}-hint`} className="muted">
        {t('history.exam.labelHint')}
      </p>
      {saved && (
        <p className="form-success" role="status">
          {t('history.exam.labelSaved')}
        </p>
      )}
    </form>
  );
}

function PurchaseRow({ purchase }: { purchase: HistoryPurchase }) {
  const { t, lng } = useTranslation();
  return (
    <li className="history-row history-row--purchase" data-testid="history-purchase">
      <h2 className="history-row__title">{historyPurchaseTitle(t, purchase)}</h2>
      <dl className="details history-row__facts">
        <Fact term={t('history.time')}>{formatIstTime(purchase.at, lng)}</Fact>
        <Fact term={t('history.amount')}>
          {formatRupees(purchase.amountPaise)} · {t(`history.purchase.${purchase.channel}`)}
        </Fact>
        <Fact term={t('history.status')}>{historyStatusText(t, purchase)}</Fact>
        {purchase.balanceAfter !== null && <Fact term={t('history.balanceAfter')}>{purchase.balanceAfter}</Fact>}
      </dl>
    </li>
  );
}
