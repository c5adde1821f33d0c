import { ApiError } from '../lib/api-client';
import { useTranslation } from '../lib/i18n';

interface ErrorMessageProps {
  error: unknown;
  onRetry?: () => void;
}

/** A failed load in plain words, with a Retry button when the caller can try again. */
export function ErrorMessage({ error, onRetry }: ErrorMessageProps) {
  const { t } = useTranslation();
  const message = error instanceof ApiError ? error.message : t('errors.INTERNAL');
  return (
    <div className="error-box" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}
