import { useMemo, useState } from 'react';
import type { HistoryEntry, HistoryPrint, HistoryPurchase } from '@core/contracts/history';
import { Fact } from '../../../components/fact';
import { formatRupees } from '../../../lib/format-rupees';
import { useTranslation } from '../../../lib/i18n';
import { formatIstTime } from '../../admin/lib/format-ist-time';
import { printFailure } from '../../print-studio/lib/print-failure';
import { quoteText } from '../../print-studio/lib/print-quote';
import type { Reprinted } from '../hooks/use-kept-crops';
import { useExamPresets } from '../../exam-files/api/get-exam-presets';
import { examPresetNamesOf, historyChargeText, historyPurchaseTitle, historySheetTitle, historyServiceName, historyStatusText } from '../lib/history-texts';

export interface HistoryListProps {
  entries: readonly HistoryEntry[];
  /** Jobs whose crop this browser still keeps: their rows have Reprint. */
  reprintable: ReadonlySet<string>;
  onReprint: (jobId: string, frameTitle: string) => Promise<Reprinted | null>;
}

/** History's rows, newest first: one card each, so a 360 px phone reads them without scrolling sideways. */
export function HistoryList({ entries, reprintable, onReprint }: HistoryListProps) {
  const { t, lng } = useTranslation();
  // Exam files' rows name their presets as the exam screen does: the presets are read only when such a row shows.
  const hasExamFiles = entries.some((entry) => entry.type === 'print' && entry.sheet.kind === 'exam-files');
  const presets = useExamPresets({ enabled: hasExamFiles });
  const examPresetNames = useMemo(() => examPresetNamesOf(t, lng, presets.data?.presets ?? []), [t, lng, presets.data]);
  return (
    <ol className="history-list" aria-label={t('history.list')}>
      {entries.map((entry) =>
        entry.type === 'print' ? (
          <PrintRow key={`print-${entry.id}`} print={entry} examPresetNames={examPresetNames} canReprint={reprintable.has(entry.id)} onReprint={onReprint} />
        ) : (
          <PurchaseRow key={`purchase-${entry.id}`} purchase={entry} />
        ),
      )}
    </ol>
  );
}

interface PrintRowProps {
  print: HistoryPrint;
  examPresetNames: ReadonlyMap<string, string>;
  canReprint: boolean;
  onReprint: HistoryListProps['onReprint'];
}

function PrintRow({ print, examPresetNames, canReprint, onReprint }: PrintRowProps) {
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

  return (
    <li className="history-row" data-testid="history-print" data-job={print.id}>
      <h2 className="history-row__title">{historyServiceName(t, print.service)}</h2>
      <dl className="details history-row__facts">
        <Fact term={t('history.time')}>{time}</Fact>
        <Fact term={t('history.details')}>{historySheetTitle(t, print.sheet, examPresetNames)}</Fact>
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
      {outcome && (
        <p className={outcome.tone === 'error' ? 'error-box' : 'form-success'} role={outcome.tone === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </p>
      )}
    </li>
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
