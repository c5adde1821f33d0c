import { useTranslation } from '../../../lib/i18n';

const steps = ['upload', 'crop', 'size', 'pdf', 'print'] as const;

/** The five steps from a photo to a printed sheet (the spec's overview). */
export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section className="landing__section" aria-labelledby="how-title">
      <h2 id="how-title">{t('home.howItWorks')}</h2>
      <ol className="steps">
        {steps.map((step) => (
          <li key={step} className="steps__item">
            <h3 className="steps__title">{t(`home.steps.${step}.title`)}</h3>
            <p className="steps__text">{t(`home.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
