import { ContactForm } from '../../features/contact/components/contact-form';
import { ContactDetails } from '../../features/site/components/contact-details';
import { useTranslation } from '../../lib/i18n';

/** Contact Us (as in the spec): WhatsApp, email and postal address of the shop, and a message form. */
export default function ContactUsPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <h1>{t('contactUs.heading')}</h1>
      <p>{t('contactUs.intro')}</p>
      <div className="contact-layout">
        <section aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">{t('contactUs.detailsTitle')}</h2>
          <ContactDetails />
        </section>
        <ContactForm />
      </div>
    </div>
  );
}
