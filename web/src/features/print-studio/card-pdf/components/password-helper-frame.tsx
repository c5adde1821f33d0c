import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';

interface PasswordHelperFrameProps {
  /** What the helper makes the password from, as its summary says. */
  summary: string;
  /** The password made from what is typed, or null until it is whole. */
  made: string | null;
  /** What is still to be typed, while `made` is null. */
  incomplete: string;
  onUse: (password: string) => void;
  /** The fields; given `onKeyDown`, so that Enter in one fills the password instead of opening the PDF with a half-typed one. */
  children: (onKeyDown: (event: KeyboardEvent) => void) => ReactNode;
}

/** A card PDF's password helper: a closed section with its fields, the password made from them, and "Use this password". */
export function PasswordHelperFrame({ summary, made, incomplete, onUse, children }: PasswordHelperFrameProps) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (made) onUse(made);
  };
  return (
    <details className="eaadhaar-helper">
      <summary>{summary}</summary>
      <div className="eaadhaar-helper__fields">{children(onKeyDown)}</div>
      <p className="eaadhaar-helper__result" aria-live="polite">
        {made ? t('cardPdf.helper.result', { password: made }) : incomplete}
      </p>
      <button type="button" className="button" disabled={!made} onClick={() => made && onUse(made)}>
        {t('cardPdf.helper.use')}
      </button>
    </details>
  );
}
