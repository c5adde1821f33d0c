import type { DocumentTypeId } from '@core/documents/document-types';
import type { TFunction } from '../i18n';

/**
 * A document type's name in the active language (shell texts `docTypes.<id>`, so Home can show
 * them too). The key is checked against the English texts, so a type without a name fails typecheck.
 */
export function documentTypeName(t: TFunction, type: { id: DocumentTypeId }): string {
  return t(`docTypes.${type.id}`);
}
