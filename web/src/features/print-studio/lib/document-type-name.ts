import type { DocumentType } from '../../../../../core/src/documents/document-types';
import type { TFunction, TranslationKey } from '../../../lib/i18n';

/**
 * A document type's name in the active language (shell texts `docTypes.<id>`, so Home can show
 * them too); core's English label for a type the texts do not name yet.
 */
export function documentTypeName(t: TFunction, type: DocumentType): string {
  const key = `docTypes.${type.id}` as TranslationKey;
  const name = t(key);
  return name === key ? type.label : name;
}
