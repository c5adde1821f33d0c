import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { MAX_KEPT_CROPS } from '../../../lib/kept-crops';

/** What this browser keeps for Reprint, and Forget now. */
export function KeptCropsNotice({ onForget }: { onForget: () => Promise<void> }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const forget = () => {
    setState('busy');
    onForget().then(
      () => setState('done'),
      () => setState('idle'),
    );
  };
  return (
    <section className="notice history-kept" aria-labelledby="history-kept-title">
      <h2 id="history-kept-title">{t('history.kept.title')}</h2>
      <p>{t('history.kept.text', { count: MAX_KEPT_CROPS })}</p>
      <button type="button" className="button" onClick={forget} disabled={state === 'busy'}>
        {t('history.kept.forget')}
      </button>
      {state === 'done' && (
        <p className="form-success" role="status">
          {t('history.kept.forgotten')}
        </p>
      )}
    </section>
  );
}
