import { useId, useState, type FormEvent } from 'react';
import { ErrorMessage } from '../../../components/error-message';
import { Fact } from '../../../components/fact';
import { LoadingMessage } from '../../../components/loading-message';
import { useTranslation } from '../../../lib/i18n';
import { useDeletePurchaseContact, usePurchaseContact, useSavePurchaseContact } from '../api/purchase-contact';
import { validateBilling } from '../lib/validate-billing';

/**
 * Profile's "Contact details for purchases" (docs/decisions/0069-contact-details-remembered-with-consent.md): what the
 * buyer asked the checkout to remember (name and phone; the email the payment uses is the account's own), with
 * Edit and Delete; or that nothing is kept and how to keep it.
 */
export function RememberedContact({ email }: { email: string }) {
  const { t } = useTranslation();
  const ids = { heading: useId(), name: useId(), phone: useId(), phoneError: useId() };
  const contact = usePurchaseContact();
  const save = useSavePurchaseContact();
  const remove = useDeletePurchaseContact();
  const [editing, setEditing] = useState<{ name: string; phone: string } | null>(null);
  const [invalid, setInvalid] = useState<'name' | 'phone' | null>(null);
  const [done, setDone] = useState<'saved' | 'deleted' | null>(null);

  const kept = contact.data?.contact ?? null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    // The checkout's own checks (the server checks the same).
    const check = validateBilling({ name: editing.name, contact: editing.phone, address: '' });
    if (!check.ok) {
      setInvalid(editing.name.trim() === '' ? 'name' : 'phone');
      return;
    }
    setInvalid(null);
    save.mutate(
      { name: check.billing.name, phone: check.billing.phone },
      {
        onSuccess: () => {
          setEditing(null);
          setDone('saved');
        },
      },
    );
  };

  const onDelete = () => {
    setDone(null);
    remove.mutate(undefined, { onSuccess: () => setDone('deleted') });
  };

  return (
    <section className="remembered-contact" aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>{t('profile.contact.heading')}</h2>
      {contact.isPending && <LoadingMessage label={t('profile.contact.loading')} />}
      {contact.isError && <ErrorMessage error={contact.error} onRetry={() => void contact.refetch()} />}
      {done && (
        <p className="status" role="status">
          {done === 'saved' ? t('profile.contact.saved') : t('profile.contact.deleted')}
        </p>
      )}
      {contact.isSuccess && !kept && <p>{t('profile.contact.none')}</p>}
      {kept && !editing && (
        <>
          <p>{t('profile.contact.intro')}</p>
          <dl className="details" data-testid="remembered-contact">
            <Fact term={t('profile.contact.name')}>{kept.name}</Fact>
            <Fact term={t('profile.contact.phone')}>{kept.phone}</Fact>
            <Fact term={t('profile.contact.email')}>{email}</Fact>
          </dl>
          <div className="button-row">
            <button
              type="button"
              className="button"
              onClick={() => {
                setDone(null);
                setInvalid(null);
                setEditing({ name: kept.name, phone: kept.phone });
              }}
            >
              {t('profile.contact.edit')}
            </button>
            <button type="button" className="button" onClick={onDelete} disabled={remove.isPending}>
              {t('profile.contact.delete')}
            </button>
          </div>
        </>
      )}
      {editing && (
        <form className="remembered-contact__form" noValidate onSubmit={onSubmit}>
          <div className="field">
            <label htmlFor={ids.name}>{t('profile.contact.name')}</label>
            <input
              id={ids.name}
              name="name"
              type="text"
              autoComplete="name"
              maxLength={100}
              value={editing.name}
              onChange={(e) => setEditing({ ...editing, name: e.target.value })}
              aria-invalid={invalid === 'name'}
            />
          </div>
          <div className="field">
            <label htmlFor={ids.phone}>{t('profile.contact.phone')}</label>
            <input
              id={ids.phone}
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={20}
              value={editing.phone}
              onChange={(e) => setEditing({ ...editing, phone: e.target.value })}
              aria-invalid={invalid === 'phone'}
              aria-describedby={invalid ? ids.phoneError : undefined}
            />
          </div>
          {invalid && (
            <p className="field__error" id={ids.phoneError} role="alert">
              {invalid === 'name' ? t('profile.contact.nameError') : t('purchase.checkout.phoneError')}
            </p>
          )}
          {save.isError && <ErrorMessage error={save.error} />}
          <div className="button-row">
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {t('profile.contact.save')}
            </button>
            <button type="button" className="button" onClick={() => setEditing(null)} disabled={save.isPending}>
              {t('profile.contact.cancel')}
            </button>
          </div>
        </form>
      )}
      {remove.isError && <ErrorMessage error={remove.error} />}
    </section>
  );
}
