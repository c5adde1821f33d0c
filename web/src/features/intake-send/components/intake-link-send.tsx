import '../intake-send.css';
import { useEffect, useState } from 'react';
import { INTAKE_ID_PATTERN } from '@core/intake/intake-terms';
import { LoadingMessage } from '../../../components/loading-message';
import { importLinkKey } from '../../../lib/intake/intake-crypto';
import { useTranslation } from '../../../lib/i18n';
import type { IntakeSendingOptions } from '../hooks/use-intake-sending';
import { linkKeyText } from '../lib/link-key-text';
import type { IntakeTarget } from '../lib/send-intake-file';
import { IntakeSendPanel } from './intake-send-panel';
import { TypeTheCodeLink } from './type-the-code-link';

interface IntakeLinkSendProps {
  /** The intake's address, from the path. */
  intakeId: string;
  /** The location's fragment, `#k=<key>`: the key the shop's screen made, which never reaches the server. */
  hash: string;
  sending?: IntakeSendingOptions;
}

type KeyState = { kind: 'reading' } | { kind: 'incomplete' } | { kind: 'ready'; target: IntakeTarget };

/**
 * The intake link's page, `/send/<id>#k=<key>` (decision 0095): the key from the fragment, then the sending form under
 * it. A link without a whole key (or with an address that is none) says so plainly and points to typing the code.
 */
export function IntakeLinkSend({ intakeId, hash, sending }: IntakeLinkSendProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<KeyState>({ kind: 'reading' });

  useEffect(() => {
    let live = true;
    const text = linkKeyText(hash);
    const found = INTAKE_ID_PATTERN.test(intakeId) && text !== null ? importLinkKey(text) : Promise.reject(new Error('no key'));
    found.then(
      (key) => live && setState({ kind: 'ready', target: { intakeId, key, senderKey: null } }),
      () => live && setState({ kind: 'incomplete' }),
    );
    return () => {
      live = false;
    };
  }, [intakeId, hash]);

  if (state.kind === 'reading') return <LoadingMessage label={t('intakeSend.opening')} />;
  if (state.kind === 'incomplete') {
    return (
      <div className="error-box" role="alert">
        <p>{t('intakeSend.incompleteLink')}</p>
        <TypeTheCodeLink />
      </div>
    );
  }
  return <IntakeSendPanel target={state.target} sending={sending} />;
}
