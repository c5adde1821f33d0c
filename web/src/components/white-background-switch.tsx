import './white-background-switch.css';
import { useId } from 'react';
import { useTranslation } from '../lib/i18n';
import type { WhiteBackground } from '../lib/use-white-background';

/**
 * The "White background" switch of the passport studio's photo step and the exam screen's photo (decisions 0044, 0046): off by
 * default, with its caveat; while the crop is separated a status line, then a before/after
 * choice for the photo shown above it; a failure in plain words (the photo stays as it was).
 */
export function WhiteBackgroundSwitch({
  white,
  doneText,
}: {
  white: WhiteBackground;
  /** Said once the picture is white (the screen's own words). */ doneText?: string;
}) {
  const { t } = useTranslation();
  const switchId = useId();
  const helpId = useId();
  const { on, status, setOn, showing, setShowing } = white;
  return (
    <div className="studio-white" data-testid="white-background">
      <div className="studio-white__switch">
        <input id={switchId} type="checkbox" role="switch" checked={on} aria-describedby={helpId} onChange={(event) => setOn(event.currentTarget.checked)} />
        <label htmlFor={switchId}>{t('studio.whiteBackground.label')}</label>
      </div>
      <p id={helpId} className="muted studio-white__help">
        {t('studio.whiteBackground.help')}
      </p>
      {status.kind === 'working' && (
        <p className="status studio-white__status" role="status" data-testid="white-background-working">
          <span className="spinner" aria-hidden="true" />
          {status.stage === 'loading' ? t('studio.whiteBackground.loading') : t('studio.whiteBackground.separating')}
        </p>
      )}
      {status.kind === 'done' && (
        <>
          <div className="studio-white__compare" role="group" aria-label={t('studio.whiteBackground.compare')}>
            <button type="button" className="button" aria-pressed={showing === 'before'} onClick={() => setShowing('before')}>
              {t('studio.whiteBackground.before')}
            </button>
            <button type="button" className="button" aria-pressed={showing === 'after'} onClick={() => setShowing('after')}>
              {t('studio.whiteBackground.after')}
            </button>
          </div>
          <p className="muted studio-white__status" role="status" data-testid="white-background-done" data-backend={status.backend}>
            {doneText ?? t('studio.whiteBackground.done')}
          </p>
        </>
      )}
      {status.kind === 'failed' && (
        <p className="notice studio-white__status" role="alert" data-testid="white-background-failed">
          {t(`studio.whiteBackground.failed.${status.reason}`)}
        </p>
      )}
    </div>
  );
}
