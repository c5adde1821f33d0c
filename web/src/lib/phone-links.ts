/** A tel: link: digits and a leading "+" kept, spaces and dashes dropped. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A WhatsApp chat link (wa.me wants the number as digits, country code included, no "+"). */
export function whatsAppHref(phone: string, text?: string): string {
  const base = `https://wa.me/${phone.replace(/\D/g, '')}`;
  return text === undefined ? base : `${base}?${new URLSearchParams({ text }).toString()}`;
}
