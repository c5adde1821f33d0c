import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { ContactRequest } from '../../../../../core/src/contracts/contact';
import { ErrorMessage } from '../../../components/error-message';
import { useTranslation } from '../../../lib/i18n';
import { useSendContactMessage } from '../api/send-contact-message';
import { validateContactMessage, type ContactField, type ContactFieldError } from '../lib/validate-contact-message';

const empty: ContactRequest = { name: '', email: '', message: '' };
const fieldOrder: readonly ContactField[] = ['name', 'email', 'message'];

type FieldErrors = Partial<Record<ContactField, ContactFieldError>>;

/**
 * The contact form (spec §2, DESIGN §8): Your Name, Your Email, Your Message, Send Message.
 * Checked in the browser first, with what to fix under each field; then stored by the server.
 * On success the green thank-you and empty fields; on failure the fields keep what was typed.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const [values, setValues] = useState<ContactRequest>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** After a first Send, errors follow the typing, so a fixed field loses its message at once. */
  const [checkAsTyped, setCheckAsTyped] = useState(false);
  const [thankedName, setThankedName] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);

  const onChange = (field: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (checkAsTyped) {
      const result = validateContactMessage(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    setThankedName(null);
    const result = validateContactMessage(values);
    if (!result.ok) {
      setErrors(result.errors);
      setCheckAsTyped(true);
      const first = fieldOrder.find((field) => result.errors[field] !== undefined);
      const refs = { name: nameRef, email: emailRef, message: messageRef };
      if (first) refs[first].current?.focus();
      return;
    }
    setErrors({});
    send.mutate(result.request, {
      onSuccess: () => {
        setThankedName(result.request.name);
        setValues(empty);
        setCheckAsTyped(false);
      },
    });
  };

  const errorText = (field: ContactField) => {
    const error = errors[field];
    return error ? t(`contactForm.errors.${error}`) : undefined;
  };

  return (
    <form className="contact-form" noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title" aria-busy={send.isPending}>
      <h2 id="contact-form-title">{t('contactForm.title')}</h2>
      <p className="muted">{t('contactForm.allRequired')}</p>
      <Field id="contact-name" label={t('contactForm.name')} error={errorText('name')}>
        {(described) => (
          <input
            ref={nameRef}
            id="contact-name"
            name="name"
            type="text"
            autoComplete="name"
            required
            value={values.name}
            onChange={onChange('name')}
            {...described}
          />
        )}
      </Field>
      <Field id="contact-email" label={t('contactForm.email')} error={errorText('email')}>
        {(described) => (
          <input
            ref={emailRef}
            id="contact-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            required
            value={values.email}
            onChange={onChange('email')}
            {...described}
          />
        )}
      </Field>
      <Field id="contact-message" label={t('contactForm.message')} error={errorText('message')}>
        {(described) => (
          <textarea
            ref={messageRef}
            id="contact-message"
            name="message"
            rows={5}
            required
            value={values.message}
            onChange={onChange('message')}
            {...described}
          />
        )}
      </Field>
      {send.isError && <ErrorMessage error={send.error} />}
      <div className="contact-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={send.isPending}>
          {send.isPending ? t('contactForm.sending') : t('contactForm.send')}
        </button>
      </div>
      <div role="status" className="contact-form__status">
        {thankedName !== null && <p className="form-success">{t('contactForm.thanks', { name: thankedName })}</p>}
      </div>
    </form>
  );
}

interface FieldProps {
  id: string;
  label: string;
  error: string | undefined;
  children: (described: { 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}

/** A label, the control, and under it what to fix (tied to the control for screen readers). */
function Field({ id, label, error, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ 'aria-invalid': error !== undefined, 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
