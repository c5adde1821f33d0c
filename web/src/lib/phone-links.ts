/** A tel: link: digits and a leading "+" kept, spaces and dashes dropped. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** A WhatsApp click-to-chat link (wa.me wants the number as digits, country code included, no "+"). */
export function whatsAppHref(phone: string, text?: string): string {
  const base = `https://wa.me/${phone.replace(/\D/g, '')}`;
  return text === undefined ? base : `${base}?${new URLSearchParams({ text }).toString()}`;
}

/** A number kept as digits with its country code, for reading: "919876543210" → "+91 98765 43210". */
export function formatPhoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const indian = /^91(\d{5})(\d{5})$/.exec(digits);
  if (indian) return `+91 ${indian[1]} ${indian[2]}`;
  return `+${digits}`;
}
