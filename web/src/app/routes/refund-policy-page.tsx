import { PolicyPage } from '../../components/policy-page';
import { useTranslation } from '../../lib/i18n';

/** Cancellation and Refund Policy (as in the spec): public, as payment gateways require (docs/domain-rules.md §9). */
export default function RefundPolicyPage() {
  const { t } = useTranslation();
  return <PolicyPage heading={t('refund.heading')} paragraphs={[t('refund.text'), t('refund.coins'), t('refund.plans'), t('refund.help')]} />;
}
