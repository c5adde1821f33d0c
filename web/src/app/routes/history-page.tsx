import { useCallback } from 'react';
import { ErrorMessage } from '../../components/error-message';
import { LoadingMessage } from '../../components/loading-message';
import { useHistory } from '../../features/history/api/get-history';
import { HistoryList } from '../../features/history/components/history-list';
import { KeptCropsNotice } from '../../features/history/components/kept-crops-notice';
import { useKeptCrops } from '../../features/history/hooks/use-kept-crops';
import { useKeptExamJobs } from '../../features/history/hooks/use-kept-exam-jobs';
import { useTranslation } from '../../lib/i18n';
import '../../features/history/history.css';

/**
 * History (decision 0040): the signed-in user's prints and purchases of the last 30 days, newest first,
 * with "Show older"; Reprint on the rows whose crop this browser still keeps, and Download again, a thumbnail and a
 * customer label on exam files' rows whose crops it keeps (decision 0070); Forget now.
 */
export default function HistoryPage() {
  const { t } = useTranslation();
  const history = useHistory();
  const kept = useKeptCrops();
  // Paid exam files' crops, thumbnails and labels kept in this browser (decision 0070).
  const examJobs = useKeptExamJobs();
  const { forget } = kept;
  const { refresh } = examJobs;
  const forgetAll = useCallback(async () => {
    await forget();
    refresh();
  }, [forget, refresh]);
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <div className="page page--narrow history-page">
      <h1>{t('history.heading')}</h1>
      <p>{t('history.intro')}</p>
      <KeptCropsNotice onForget={forgetAll} />
      {history.isPending ? (
        <LoadingMessage label={t('history.loading')} />
      ) : history.isError && entries.length === 0 ? (
        <ErrorMessage error={history.error} onRetry={() => void history.refetch()} />
      ) : entries.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <>
          <HistoryList
            entries={entries}
            reprintable={kept.reprintable}
            onReprint={kept.reprint}
            examJobs={examJobs.rows}
            onDownloadAgain={examJobs.downloadAgain}
            onLabel={examJobs.setLabel}
          />
          {history.hasNextPage && (
            <button type="button" className="button" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
              {history.isFetchingNextPage ? t('history.loadingOlder') : t('history.older')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
