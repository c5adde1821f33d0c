import '../intake-send.css';
import type { IntakeDrop } from '@core/contracts/intakes';
import { ErrorMessage } from '../../../components/error-message';
import { useTranslation } from '../../../lib/i18n';
import { useIntakeSending, type IntakeSendingOptions } from '../hooks/use-intake-sending';
import { intakeFileAccept } from '../lib/check-intake-files';
import type { IntakeTarget } from '../lib/send-intake-file';
import { IntakeFileRow } from './intake-file-row';
import { IntakePickButton } from './intake-pick-button';

interface IntakeSendFormProps {
  target: IntakeTarget;
  drop: IntakeDrop;
  /** A test's fake server and waits; the browser's by default. */
  sending?: IntakeSendingOptions;
}

const MB = 1024 * 1024;

/**
 * What the customer sees once the shop's intake is open (decision 0095): what happens to the files, their name
 * (optional, sealed with each file), a camera button and a chooser, then each file's progress. Once the intake is
 * closed only what was sent and the closed message stay.
 */
export function IntakeSendForm({ target, drop, sending }: IntakeSendFormProps) {
  const { t } = useTranslation();
  const send = useIntakeSending(target, drop, sending);
  const open = send.closedBy === null;
  const mb = Math.floor(send.maxFileBytes / MB);

  return (
    <div className="intake-send__form">
      <p className="notice intake-send__consent">{t('intakeSend.consent')}</p>
      {open && (
        <>
          <div className="field">
            <label htmlFor="intake-send-name">{t('intakeSend.name')}</label>
            <input
              id="intake-send-name"
              type="text"
              autoComplete="name"
              maxLength={100}
              value={send.customer}
              onChange={(event) => send.setCustomer(event.target.value)}
              aria-describedby="intake-send-name-hint"
            />
            <p id="intake-send-name-hint" className="muted intake-send__hint">
              {t('intakeSend.nameHint')}
            </p>
          </div>
          {send.roomLeft > 0 ? (
            <>
              <div className="intake-send__picks">
                <IntakePickButton label={t('intakeSend.takePhoto')} accept="image/*" capture="environment" onPick={send.add} primary />
                <IntakePickButton label={t('intakeSend.choose')} accept={intakeFileAccept} multiple onPick={send.add} />
              </div>
              <p className="muted intake-send__hint">
                {t('intakeSend.sizeNote', { mb })} {t('intakeSend.roomLeft', { count: send.roomLeft })}
              </p>
            </>
          ) : (
            <p className="intake-send__full">{t('intakeSend.full')}</p>
          )}
        </>
      )}
      {send.refused.length > 0 && (
        <div className="error-box" role="alert" data-testid="intake-refused">
          <p>{t('intakeSend.notTaken')}</p>
          <ul className="intake-send__refused">
            {send.refused.map((refusal) => (
              <li key={refusal.id}>
                <strong className="intake-send__file-name">{refusal.name}</strong> {t(`intakeSend.refused.${refusal.reason}`, { mb, max: drop.maxFiles })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {send.items.length > 0 && (
        <section aria-labelledby="intake-send-files">
          <h2 id="intake-send-files" className="intake-send__files-title">
            {t('intakeSend.filesTitle')}
          </h2>
          <ul className="intake-send__files">
            {send.items.map((item) => (
              <IntakeFileRow key={item.id} item={item} onRetry={open ? () => send.retry(item.id) : undefined} />
            ))}
          </ul>
        </section>
      )}
      <div role="status">{send.allSent && open && <p className="form-success intake-send__done">{t('intakeSend.allSent')}</p>}</div>
      {!open && <ErrorMessage error={send.closedBy} />}
    </div>
  );
}
