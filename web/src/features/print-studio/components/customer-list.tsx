import { useTranslation } from '../../../lib/i18n';
import type { CustomerSheetProblem, SheetCustomerEntry, WhitePicture } from '../hooks/use-customer-sheet';
import { photoSizeName } from '../lib/photo-size-name';
import { CustomerPhoto } from './customer-photo';

interface CustomerListProps {
  customers: readonly SheetCustomerEntry[];
  problem: CustomerSheetProblem | null;
  maxLabelLength: number;
  onChange: (id: number, change: Partial<Pick<SheetCustomerEntry, 'label' | 'countText'>>) => void;
  onRemove: (id: number) => void;
  /** "Crop again" on a customer whose picked photo this page still holds (decision 0084). */
  onCropAgain: (id: number) => void;
  onWhite: (id: number, on: boolean, white: WhitePicture | null) => void;
}

/** The customers on the sheet: each one's photo (with its white background switch), label (Latin letters and digits), size and count, and Remove. */
export function CustomerList({ customers, problem, maxLabelLength, onChange, onRemove, onCropAgain, onWhite }: CustomerListProps) {
  const { t } = useTranslation();
  return (
    <ol className="customer-list" aria-label={t('studio.customers.listLabel')}>
      {customers.map((customer, index) => {
        const labelWrong = problem?.kind === 'label' && problem.index === index;
        const countWrong = problem?.kind === 'count' && problem.index === index;
        const base = `customer-${customer.id}`;
        return (
          <li key={customer.id} className="customer-list__item" data-testid="customer-row">
            <CustomerPhoto customer={customer} number={index + 1} onWhite={onWhite} />
            <div className="customer-list__fields">
              <p className="customer-list__size">{photoSizeName(t, customer.sizeId)}</p>
              <div className="field customer-list__field">
                <label htmlFor={`${base}-label`}>{t('studio.customers.label', { number: index + 1 })}</label>
                <input
                  id={`${base}-label`}
                  type="text"
                  inputMode="text"
                  autoComplete="off"
                  maxLength={maxLabelLength}
                  value={customer.label}
                  aria-invalid={labelWrong}
                  aria-describedby={`${base}-label-hint`}
                  onChange={(event) => onChange(customer.id, { label: event.currentTarget.value })}
                />
                <p id={`${base}-label-hint`} className={labelWrong ? 'field-error' : 'muted'}>
                  {t('studio.customers.labelHint', { most: maxLabelLength })}
                </p>
              </div>
              <div className="field customer-list__field">
                <label htmlFor={`${base}-count`}>{t('studio.customers.count', { number: index + 1 })}</label>
                <input
                  id={`${base}-count`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  value={customer.countText}
                  aria-invalid={countWrong}
                  onChange={(event) => onChange(customer.id, { countText: event.currentTarget.value })}
                />
              </div>
              {customer.original && (
                <button type="button" className="button" onClick={() => onCropAgain(customer.id)}>
                  {t('studio.customers.cropAgain', { number: index + 1 })}
                </button>
              )}
              <button type="button" className="button" onClick={() => onRemove(customer.id)}>
                {t('studio.customers.remove', { number: index + 1 })}
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
