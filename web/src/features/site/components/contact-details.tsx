import { ErrorMessage } from '../../../components/error-message';
import { LoadingMessage } from '../../../components/loading-message';
import { useTranslation } from '../../../lib/i18n';
import { formatPhoneDigits, telHref, whatsAppHref } from '../../../lib/phone-links';
import { useSite } from '../api/use-site';

/** The shop's phone, WhatsApp (click to chat), email and postal address, all from the server's config. */
export function ContactDetails() {
  const { t } = useTranslation();
  const site = useSite();
  if (site.isPending) return <LoadingMessage label={t('common.loading')} />;
  if (site.isError) return <ErrorMessage error={site.error} onRetry={() => void site.refetch()} />;
  const { shop } = site.data;
  return (
    <dl className="contact-details">
      <div>
        <dt>{t('contact.phone')}</dt>
        <dd>
          <a href={telHref(shop.phone)}>{shop.phone}</a>
        </dd>
      </div>
      <div>
        <dt>{t('contact.whatsapp')}</dt>
        <dd>
          <a href={whatsAppHref(shop.whatsapp)} target="_blank" rel="noopener noreferrer">
            {t('contact.whatsappChat', { number: formatPhoneDigits(shop.whatsapp) })}
          </a>
        </dd>
      </div>
      <div>
        <dt>{t('contact.email')}</dt>
        <dd>
          <a href={`mailto:${shop.email}`}>{shop.email}</a>
        </dd>
      </div>
      <div>
        <dt>{t('contact.address')}</dt>
        <dd>
          <address>{shop.address}</address>
        </dd>
      </div>
    </dl>
  );
}
