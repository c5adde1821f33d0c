import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useCreateOrder } from '../api/create-order';
import { usePurchaseContact } from '../api/purchase-contact';
import { acceptedAtOf, useAcceptTerms, useTermsAcceptance } from '../api/terms-acceptance';
import type { PlanOffer } from '../api/get-plan-offers';
import { openCashfreeCheckout } from '../lib/cashfree-checkout';
import { describeOffer } from '../../../lib/describe-offer';
import { rememberOrder, rememberPurchaseQuery } from '../lib/purchase-storage';
import { validateBilling, type BillingForm } from '../lib/validate-billing';
import { Modal } from './modal';
import { TermsFrame } from './terms-frame';

interface CheckoutDialogProps {
  offer: PlanOffer;
  userId: string;
  defaultName: string;
  /** The signed-in buyer's email (the account's: the gateway gets it with the order). */
  email: string;
  /** Where to go back to after paying ('' for nowhere in particular). */
  savedpath: string;
  onClose: () => void;
}

/**
 * The checkout dialog (the spec's screens, states, validation rules, calls and error catalogue): billing Name, Contact, Address (trimmed), the
 * terms (Pay waits for I Accept), Cancel and Pay. Pay creates the order on the server, which
 * prices it, then leaves for the gateway's checkout in this window, which comes back to Payment Status in this tab
 * (docs/decisions/0068-buying-in-place.md). "Remember for next purchases", off unless the buyer kept their details
 * before, keeps the name and phone on the server for the next checkout, which starts with them
 * (docs/decisions/0069-contact-details-remembered-with-consent.md); unticked at Pay, kept ones are forgotten.
 */
export function CheckoutDialog({ offer, userId, defaultName, email, savedpath, onClose }: CheckoutDialogProps) {
  const { t } = useTranslation();
  const ids = { name: useId(), contact: useId(), address: useId(), phoneError: useId(), remember: useId(), rememberHint: useId() };
  const createOrder = useCreateOrder();
  const [form, setForm] = useState<BillingForm>({ name: defaultName, contact: '', address: '' });
  const [remember, setRemember] = useState(false);
  // The details kept before start the form, unless the buyer typed first: once, when they are read.
  const kept = usePurchaseContact();
  const [typed, setTyped] = useState(false);
  const [prefilled, setPrefilled] = useState(false);
  if (!prefilled && kept.isSuccess) {
    setPrefilled(true);
    const contact = kept.data.contact;
    if (contact) {
      setRemember(true);
      if (!typed) setForm((previous) => ({ ...previous, name: contact.name, contact: contact.phone }));
    }
  }
  const [phoneInvalid, setPhoneInvalid] = useState(false);
  // Terms this buyer accepted before (signed in) are not asked again; accepted here, they are kept for next time.
  const terms = useTermsAcceptance(true);
  const recordTerms = useAcceptTerms();
  const acceptedBefore = acceptedAtOf(terms.data);
  const [acceptedHere, setAcceptedHere] = useState(false);
  const accepted = acceptedHere || acceptedBefore !== null;
  /** From Pay until the page leaves for the checkout (or the attempt fails). */
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const contactRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const { mutate: keepAcceptance } = recordTerms;
  const onAccept = useCallback(() => {
    setAcceptedHere(true);
    keepAcceptance();
  }, [keepAcceptance]);
  const { title, gives, price } = describeOffer(t, offer);

  const update = (field: keyof BillingForm) => (value: string) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setTyped(true);
    if (field === 'contact' && phoneInvalid && /^\d{10}$/.test(value.trim())) setPhoneInvalid(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !accepted) return;
    setFailure(null);
    const check = validateBilling(form);
    if (!check.ok) {
      if (check.problem === 'missing') {
        window.alert(t('purchase.alerts.missingBilling'));
        (form.name.trim() === '' ? nameRef : contactRef).current?.focus();
      } else {
        setPhoneInvalid(true);
        window.alert(t('purchase.alerts.invalidPhone'));
        contactRef.current?.focus();
      }
      return;
    }
    setPhoneInvalid(false);
    setBusy(true);
    try {
      // No user id: the server takes the buyer from the session.
      const order = await createOrder.mutateAsync({ offerId: offer.id, ...check.billing, rememberContact: remember });
      // Kept in this browser under the order's id: Payment Status shows them (the server tells a buyer without a session only the name, amount and status).
      rememberOrder(order.order_id, {
        name: check.billing.name,
        userId,
        mobile: check.billing.phone,
        email,
        offer: { kind: offer.kind, days: offer.days, coins: offer.coins },
        expiresAt: order.expiresAt,
      });
      const sessionId = order.payment_session_id;
      if (!sessionId) {
        window.alert(t('purchase.alerts.orderTokenMissing'));
        setBusy(false);
        return;
      }
      rememberPurchaseQuery({ savedpath });
      if (order.provider === 'cashfree') {
        await openCashfreeCheckout(sessionId, order.cashfreeMode ?? 'production');
      } else {
        if (!order.checkoutUrl) throw new Error('no checkout page');
        window.location.assign(order.checkoutUrl);
      }
      // Busy until the browser leaves this page.
    } catch (error) {
      setBusy(false);
      setFailure(error instanceof ApiError ? error.message : null);
      // The spec's error catalogue: the gateway gave no payment session → 'Order token missing!'; any other failure to start → 'Error while starting payment'.
      window.alert(
        error instanceof ApiError && error.code === 'ORDER_TOKEN_MISSING' ? t('purchase.alerts.orderTokenMissing') : t('purchase.alerts.startFailed'),
      );
    }
  };

  return (
    <Modal title={t('purchase.checkout.title')} onClose={onClose} busy={busy} wide>
      <p className="checkout-summary">
        <strong>{title}</strong> · {gives} · <strong>{price}</strong>
      </p>
      <form className="checkout-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className="field">
          <label htmlFor={ids.name}>{t('purchase.checkout.name')}</label>
          <input
            ref={nameRef}
            id={ids.name}
            name="name"
            type="text"
            autoComplete="name"
            maxLength={100}
            value={form.name}
            onChange={(e) => update('name')(e.target.value)}
            data-autofocus
          />
        </div>
        <div className="field">
          <label htmlFor={ids.contact}>{t('purchase.checkout.contact')}</label>
          <input
            ref={contactRef}
            id={ids.contact}
            name="contact"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={20}
            value={form.contact}
            onChange={(e) => update('contact')(e.target.value)}
            aria-invalid={phoneInvalid}
            aria-describedby={phoneInvalid ? ids.phoneError : undefined}
          />
          {phoneInvalid && (
            <p className="field__error" id={ids.phoneError}>
              {t('purchase.checkout.phoneError')}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={ids.address}>{t('purchase.checkout.address')}</label>
          <textarea
            id={ids.address}
            name="address"
            rows={2}
            autoComplete="street-address"
            maxLength={300}
            value={form.address}
            onChange={(e) => update('address')(e.target.value)}
          />
        </div>
        <div className="checkout-remember">
          <input
            id={ids.remember}
            name="remember"
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
            aria-describedby={ids.rememberHint}
          />
          <label htmlFor={ids.remember}>{t('purchase.checkout.remember')}</label>
          <p className="checkout-remember__hint muted" id={ids.rememberHint}>
            {t('purchase.checkout.rememberHint')}
          </p>
        </div>
        {terms.isPending ? (
          <p className="muted" id="checkout-terms-hint" role="status">
            {t('purchase.checkout.termsChecking')}
          </p>
        ) : (
          <TermsFrame accepted={accepted} onAccept={onAccept} acceptedBefore={acceptedHere ? null : acceptedBefore} />
        )}
        {failure && (
          <div className="error-box" role="alert">
            <p>{failure}</p>
          </div>
        )}
        <div className="purchase-modal__actions">
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {t('purchase.checkout.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={!accepted} aria-disabled={busy} aria-describedby="checkout-terms-hint">
            {busy && <span className="spinner spinner--on-primary" aria-hidden="true" />}
            {busy ? t('purchase.checkout.paying') : t('purchase.checkout.pay')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
