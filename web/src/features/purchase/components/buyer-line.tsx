import { useTranslation } from '../../../lib/i18n';

/** Who the purchase is for, in words the buyer recognises: their name and email, never an id (docs/decisions/0068-buying-in-place.md). */
export function BuyerLine({ name, email }: { name: string; email: string }) {
  const { t } = useTranslation();
  return (
    <p className="muted" data-testid="buyer">
      {name ? t('purchase.buyingAs', { name, email }) : t('purchase.buyingAsEmail', { email })}
    </p>
  );
}
