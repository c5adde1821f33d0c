import { useRef } from 'react';
import type { SiteResponse } from '@core/contracts/site';
import { formatCount } from '../../../lib/format-count';
import { useTranslation } from '../../../lib/i18n';
import { countUpSteps, useCountUp } from './use-count-up';

type CounterTargets = SiteResponse['counters'];

interface CountersProps {
  /** From the server's config (GET /api/v1/site); undefined while it loads. */
  targets: CounterTargets | undefined;
}

const counters = [
  { id: 'happyCustomers', suffix: '+' },
  { id: 'dailyPrints', suffix: '+' },
  { id: 'supportHours', suffix: '' },
] as const;

/**
 * Happy customers, daily prints and support hours, counting up when scrolled into view (the spec's overview).
 * Screen readers get the final figures only, not the numbers flying past.
 */
export function Counters({ targets }: CountersProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLUListElement>(null);
  const step = useCountUp(ref, targets !== undefined);

  return (
    <section className="landing__section" aria-labelledby="counters-title">
      <h2 id="counters-title">{t('home.countersTitle')}</h2>
      <ul ref={ref} className="counters">
        {counters.map(({ id, suffix }) => {
          const target = targets?.[id] ?? 0;
          const shown = Math.round((target * step) / countUpSteps);
          return (
            <li key={id} className="counters__item">
              <span className="counters__value" aria-hidden="true">
                {formatCount(shown)}
                {suffix}
              </span>
              <span className="counters__label" aria-hidden="true">
                {t(`home.counters.${id}`)}
              </span>
              <span className="visually-hidden">{t(`home.counters.${id}Full`, { value: `${formatCount(target)}${suffix}` })}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
