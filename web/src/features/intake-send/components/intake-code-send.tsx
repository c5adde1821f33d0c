import '../intake-send.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { normaliseIntakeCode } from '@core/intake/intake-terms';
import { ErrorMessage } from '../../../components/error-message';
import { LoadingMessage } from '../../../components/loading-message';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { IntakeCodeMismatch, useIntakeCode } from '../hooks/use-intake-code';
import type { IntakeSendingOptions } from '../hooks/use-intake-sending';
import { IntakeSendPanel } from './intake-send-panel';

interface IntakeCodeSendProps {
  sending?: IntakeSendingOptions;
  /** The code the link brought (`/send?code=…`, the shop's WhatsApp message): looked up at once. */
  initialCode?: string | null;
}

/**
 * `/send`: the short code from the shop's screen typed (for a phone that cannot scan; decision 0095), in any case,
 * with spaces or a dash; a code that cannot be one is refused here, without asking the server. Then the sending form,
 * under the key agreed with the shop.
 */
export function IntakeCodeSend({ sending, initialCode }: IntakeCodeSendProps) {
  const { t } = useTranslation();
  const lookUp = useIntakeCode(sending?.fetch);
  const [typed, setTyped] = useState(initialCode ?? '');
  const [invalid, setInvalid] = useState(false);
  const broughtCode = useRef(initialCode ? normaliseIntakeCode(initialCode) : null);
  const { mutate } = lookUp;
  useEffect(() => {
    const code = broughtCode.current;
    broughtCode.current = null;
    if (code) mutate(code);
  }, [mutate]);

  if (lookUp.isSuccess) return <IntakeSendPanel target={lookUp.data} sending={sending} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lookUp.isPending) return;
    const code = normaliseIntakeCode(typed);
    setInvalid(code === null);
    if (code === null) {
      lookUp.reset();
      return;
    }
    lookUp.mutate(code);
  };

  const notFound = lookUp.error instanceof ApiError && lookUp.error.code === 'NOT_FOUND';
  const mismatch = lookUp.error instanceof IntakeCodeMismatch;
  const problem = invalid ? t('intakeSend.code.invalid') : notFound ? t('intakeSend.code.notFound') : mismatch ? t('intakeSend.code.mismatch') : null;

  return (
    <form className="intake-send__code" noValidate onSubmit={onSubmit} aria-busy={lookUp.isPending}>
      <p>{t('intakeSend.code.intro')}</p>
      <div className="field">
        <label htmlFor="intake-send-code">{t('intakeSend.code.label')}</label>
        <input
          id="intake-send-code"
          className="intake-send__code-input"
          type="text"
          inputMode="text"
          autoCapitalize="characters"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={20}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={problem !== null ? 'intake-send-code-hint intake-send-code-error' : 'intake-send-code-hint'}
        />
        <p id="intake-send-code-hint" className="muted intake-send__hint">
          {t('intakeSend.code.hint')}
        </p>
        {problem !== null && (
          <p id="intake-send-code-error" className="field__error" role="alert">
            {problem}
          </p>
        )}
      </div>
      {lookUp.isError && !notFound && !mismatch && <ErrorMessage error={lookUp.error} />}
      {lookUp.isPending ? (
        <LoadingMessage label={t('intakeSend.code.checking')} />
      ) : (
        <button type="submit" className="button button--primary intake-send__big">
          {t('intakeSend.code.continue')}
        </button>
      )}
    </form>
  );
}
