import { withoutBrandEcho } from '@core/text/without-brand-echo';
import type { TFunction, TranslationKey } from './i18n';

/** The text of `key` with `{{brand}}` filled in and no word repeated after it (see withoutBrandEcho in core). */
export function brandedText(t: TFunction, key: TranslationKey, brand: string): string {
  return withoutBrandEcho(t(key, { brand }), brand, t('brand.echoes'));
}
