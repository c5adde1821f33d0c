import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { ContactRequest } from '@core/contracts/contact';
import { ErrorMessage } from '../../../components/error-message';
import { useTranslation } from '../../../lib/i18n';
import { useSendContactMessage } from '../api/send-contact-message';
import { validateContactMessage, type ContactField, type ContactFieldError } from '../lib/validate-contact-message';

const empty: ContactRequest = { name: '', email: '', message: '' };
const fieldOrder: readonly ContactField[] = ['name', 'email', 'message'];

type FieldErrors = Partial<Record<ContactField, ContactFieldError>>;

/**
 * The contact form (the spec's screens, docs/domain-rules.md §9): Your Name, Your Email, Your Message, Send Message.
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

  /** What every field's control has: its name, value and change handler, required, and its error tied to it for screen readers. */
  const control = (field: ContactField) => ({
    id: controlId(field),
    name: field,
    required: true,
    value: values[field],
    onChange: onChange(field),
    'aria-invalid': errors[field] !== undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
  });

  return (
    <form className="contact-form panel" noValidate onSubmit={onSubmit} aria-labelledby="contact-form-title" aria-busy={send.isPending}>
      <h2 id="contact-form-title">{t('contactForm.title')}</h2>
      <p className="muted">{t('contactForm.allRequired')}</p>
      <Field field="name" label={t('contactForm.name')} error={errorText('name')}>
        <input ref={nameRef} {...control('name')} type="text" autoComplete="name" />
      </Field>
      <Field field="email" label={t('contactForm.email')} error={errorText('email')}>
        <input ref={emailRef} {...control('email')} type="email" inputMode="email" autoComplete="email" spellCheck={false} />
      </Field>
      <Field field="message" label={t('contactForm.message')} error={errorText('message')}>
        <textarea ref={messageRef} {...control('message')} rows={5} />
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

const controlId = (field: ContactField) => `contact-${field}`;
const errorId = (field: ContactField) => `contact-${field}-error`;

interface FieldProps {
  field: ContactField;
  label: string;
  error: string | undefined;
  /** The control (its id `controlId(field)`, described by `errorId(field)`). */
  children: ReactNode;
}

/** A label, the control, and under it what to fix (tied to the control for screen readers). */
function Field({ field, label, error, children }: FieldProps) {
  return (
    <div className="field">
      <label htmlFor={controlId(field)}>{label}</label>
      {children}
      {error && (
        <p id={errorId(field)} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
