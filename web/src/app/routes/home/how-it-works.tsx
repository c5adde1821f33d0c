import { useTranslation } from 'react-i18next';

/** The five steps from a photo to a printed sheet. */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="how-title">
      <h2 id="how-title">{t('home.howItWorks')}</h2>
      <ol className="steps">
        <li>{t('home.stepUpload')}</li>
        <li>{t('home.stepCrop')}</li>
        <li>{t('home.stepSize')}</li>
        <li>{t('home.stepPdf')}</li>
        <li>{t('home.stepPrint')}</li>
      </ol>
    </section>
  );
}
