import { useCallback } from 'react';
import { useSearchParams } from '../../lib/router';
import type { ServiceId } from '@core/catalog/services';
import { documentTypes, findDocumentType, type KnownDocumentType } from '@core/documents/document-types';
import type { DocumentSource } from '@core/documents/prints-qr-reference';
import { DocumentStudio } from '../../features/print-studio/components/document-studio';
import { StudioScreen } from './studio-screen';

interface DocumentPrintScreenProps {
  service: Extract<ServiceId, 'single-side' | 'both-side'>;
  heading: string;
  intro: string;
}

/** Aadhaar (the list's first, checked by its type): the type when none (or an unknown one) is asked for, and always the e-Aadhaar's. */
const AADHAAR: Extract<KnownDocumentType, { id: 'aadhaar' }> = documentTypes[0];

/**
 * /SingleSideDoc and /BothSideDoc (as in the spec): the document studio in the print screen's frame, for
 * its service (`single-side` or `both-side`, whatever the document type). The screen keeps the
 * document type (`?type=`) and, on /BothSideDoc, the e-Aadhaar source (`?source=e-aadhaar`) in the
 * address, so a link can open the screen with them chosen. Both are resolved here, once: the studio
 * is given a known type (Aadhaar by default, and always for the e-Aadhaar) and a source allowed on
 * the screen.
 */
export function DocumentPrintScreen({ service, heading, intro }: DocumentPrintScreenProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const source: DocumentSource = service === 'both-side' && searchParams.get('source') === 'e-aadhaar' ? 'e-aadhaar' : 'scan';
  const type: KnownDocumentType = source === 'e-aadhaar' ? AADHAAR : (findDocumentType(searchParams.get('type') ?? '') ?? AADHAAR);

  const setParam = useCallback(
    (name: string, value: string | null) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === null) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return (
    <StudioScreen heading={heading} intro={intro}>
      {(entitlement) => (
        <DocumentStudio
          sides={service === 'both-side' ? 'both' : 'single'}
          type={type}
          onTypeChange={(id) => setParam('type', id)}
          source={source}
          onSourceChange={(next) => setParam('source', next === 'e-aadhaar' ? next : null)}
          {...entitlement}
        />
      )}
    </StudioScreen>
  );
}
