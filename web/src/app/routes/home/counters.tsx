import { useTranslation } from 'react-i18next';
import type { SiteResponse } from '../../../../../core/src/contracts/site';
import { formatCount } from '../../../lib/format-count';

interface CountersProps {
  counters: SiteResponse['counters'];
}

/** Happy customers, daily prints and support hours. */
export function Counters({ counters }: CountersProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="counters-title">
      <h2 id="counters-title">{t('home.countersTitle')}</h2>
      <ul className="counters">
        <li>{t('home.happyCustomers', { value: formatCount(counters.happyCustomers) })}</li>
        <li>{t('home.dailyPrints', { value: formatCount(counters.dailyPrints) })}</li>
        <li>{t('home.supportHours', { value: formatCount(counters.supportHours) })}</li>
      </ul>
    </section>
  );
}
