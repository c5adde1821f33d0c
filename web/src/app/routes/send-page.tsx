import { IntakeCodeSend } from '../../features/intake-send/components/intake-code-send';
import { useSearchParams } from '../../lib/router';
import { SendPageFrame } from '../components/send-page-frame';

/**
 * `/send`: a customer's phone sends files to the shop's screen by the short code shown there (decision 0095), typed or
 * brought by the shop's WhatsApp message (`?code=`).
 */
export default function SendPage() {
  const [search] = useSearchParams();
  return (
    <SendPageFrame>
      <IntakeCodeSend initialCode={search.get('code')} />
    </SendPageFrame>
  );
}
