import { useTranslation } from '../../lib/i18n';

const documents = ['aadhaar', 'pan', 'voterId', 'passportPhoto', 'passbook', 'aadhaarBothSides'] as const;

/** What we print (the spec's static texts). */
export function ServiceList() {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('documents.intro')}</p>
      <ul className="service-list">
        {documents.map((item) => (
          <li key={item}>{t(`documents.${item}`)}</li>
        ))}
      </ul>
    </>
  );
}
