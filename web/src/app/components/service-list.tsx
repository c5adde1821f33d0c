import { useTranslation } from 'react-i18next';

/** What we print (spec §2, static texts). */
export function ServiceList() {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('serviceDetails.intro')}</p>
      <ul>
        <li>{t('serviceDetails.aadhaar')}</li>
        <li>{t('serviceDetails.pan')}</li>
        <li>{t('serviceDetails.voterId')}</li>
        <li>{t('serviceDetails.passportPhoto')}</li>
        <li>{t('serviceDetails.passbook')}</li>
        <li>{t('serviceDetails.aadhaarBothSides')}</li>
      </ul>
    </>
  );
}
