import { PolicyPage } from '../../components/policy-page';
import { useTranslation } from '../../lib/i18n';

/** Shipping and Delivery Policy (as in the spec): not applicable, the services are digital and prints are made on site. */
export default function ShippingPolicyPage() {
  const { t } = useTranslation();
  return <PolicyPage heading={t('shipping.heading')} paragraphs={[t('shipping.text'), t('shipping.delivery'), t('shipping.help')]} />;
}
