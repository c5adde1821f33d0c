import { useTranslation } from '../../../lib/i18n';
import type { IntakeSendItem } from '../hooks/use-intake-sending';
import { intakeSendFailureText, isIntakeClosed } from '../lib/intake-send-failure';

interface IntakeFileRowProps {
  item: IntakeSendItem;
  /** Resume the send (absent once the intake is closed: nothing can be sent any more). */
  onRetry?: () => void;
}

/**
 * A file on its way: its name (shown on this phone only), a bar of the chunks the server has, then Sent or its error
 * with Try again (a closed intake is said once, for the whole page).
 */
export function IntakeFileRow({ item, onRetry }: IntakeFileRowProps) {
  const { t } = useTranslation();
  const percent = item.chunks > 0 ? Math.floor((item.received / item.chunks) * 100) : 0;
  const status = item.status === 'sending' ? t('intakeSend.status.sending', { percent }) : t(`intakeSend.status.${item.status}`);
  return (
    <li className={`intake-send__file intake-send__file--${item.status}`} data-testid="intake-file">
      <div className="intake-send__file-head">
        <span className="intake-send__file-name">{item.file.name}</span>
        <span className="intake-send__file-status" data-testid="intake-file-status">
          {status}
        </span>
      </div>
      {item.status !== 'failed' && (
        <progress className="intake-send__bar" max={item.chunks} value={item.status === 'sent' ? item.chunks : item.received} aria-label={item.file.name} />
      )}
      {item.status === 'failed' && !isIntakeClosed(item.error) && (
        <div className="intake-send__file-error" role="alert">
          <p>{intakeSendFailureText(item.error, t)}</p>
          {onRetry && (
            <button type="button" className="button intake-send__big" onClick={onRetry}>
              {t('intakeSend.tryAgain')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
