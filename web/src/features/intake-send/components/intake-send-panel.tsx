import { ErrorMessage } from '../../../components/error-message';
import { LoadingMessage } from '../../../components/loading-message';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import type { IntakeSendingOptions } from '../hooks/use-intake-sending';
import { useIntakeDrop } from '../hooks/use-intake-drop';
import type { IntakeTarget } from '../lib/send-intake-file';
import { IntakeSendForm } from './intake-send-form';
import { TypeTheCodeLink } from './type-the-code-link';

interface IntakeSendPanelProps {
  target: IntakeTarget;
  sending?: IntakeSendingOptions;
}

/** The shop's intake read, then the sending form; a closed intake says so (and nothing can be sent), an unknown one points to typing the code. */
export function IntakeSendPanel({ target, sending }: IntakeSendPanelProps) {
  const { t } = useTranslation();
  const drop = useIntakeDrop(target.intakeId, sending?.fetch);
  if (drop.isPending) return <LoadingMessage label={t('intakeSend.opening')} />;
  if (drop.isError) {
    const error = drop.error;
    if (error instanceof ApiError && error.code === 'NOT_FOUND') {
      return (
        <div className="error-box" role="alert">
          <p>{t('intakeSend.unknownLink')}</p>
          <TypeTheCodeLink />
        </div>
      );
    }
    const final = error instanceof ApiError && error.code === 'INTAKE_CLOSED';
    return <ErrorMessage error={error} onRetry={final ? undefined : () => void drop.refetch()} />;
  }
  return <IntakeSendForm target={target} drop={drop.data} sending={sending} />;
}
