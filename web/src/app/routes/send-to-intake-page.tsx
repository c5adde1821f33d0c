import { IntakeLinkSend } from '../../features/intake-send/components/intake-link-send';
import { useLocation, useParams } from '../../lib/router';
import { SendPageFrame } from '../components/send-page-frame';

/**
 * `/send/<intake id>#k=<key>`: the page the shop's QR code opens on the customer's phone, which sends files to the
 * shop's screen encrypted under the key in the fragment (decision 0095).
 */
export default function SendToIntakePage() {
  const { id = '' } = useParams();
  const { hash } = useLocation();
  return (
    <SendPageFrame>
      <IntakeLinkSend intakeId={id} hash={hash} />
    </SendPageFrame>
  );
}
