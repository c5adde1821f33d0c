import { useTranslation } from 'react-i18next';
import { ContactDetails } from '../../features/site/components/contact-details';

export default function ContactUsPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1>{t('contactUs.heading')}</h1>
      <p>{t('contactUs.intro')}</p>
      <ContactDetails />
    </div>
  );
}
