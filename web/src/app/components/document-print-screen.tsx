import { useCallback, useEffect } from 'react';
import { useSearchParams } from '../../lib/router';
import type { ServiceId } from '@core/catalog/services';
import { documentTypes, findDocumentType, type KnownDocumentType } from '@core/documents/document-types';
import { LEGACY_CARD_PDF_SOURCE, sourceAllowsType, type DocumentSource } from '@core/documents/prints-qr-reference';
import { DocumentStudio } from '../../features/print-studio/components/document-studio';
import { StudioScreen } from './studio-screen';

interface DocumentPrintScreenProps {
  service: Extract<ServiceId, 'single-side' | 'both-side'>;
  heading: string;
  intro: string;
}

/** Aadhaar (the list's first, checked by its type): the type when none (or an unknown one, or one a card PDF cannot give) is asked for. */
const AADHAAR: Extract<KnownDocumentType, { id: 'aadhaar' }> = documentTypes[0];

/**
 * /SingleSideDoc and /BothSideDoc (as in the spec): the document studio in the print screen's frame, for
 * its service (`single-side` or `both-side`, whatever the document type). The screen keeps the
 * document type (`?type=`) and, on /BothSideDoc, the e-Aadhaar source (`?source=e-aadhaar`) in the
 * address, so a link can open the screen with them chosen. Both are resolved here, once: the studio
 * is given a known type (Aadhaar by default) that the source can give. `?source=card-pdf` opens the card PDF
 * screen on either service; the e-Aadhaar screen's old address (`?source=e-aadhaar`) is rewritten to it, as an
 * Aadhaar card (decision 0093).
 */
export function DocumentPrintScreen({ service, heading, intro }: DocumentPrintScreenProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const askedSource = searchParams.get('source');
  const legacy = askedSource === LEGACY_CARD_PDF_SOURCE;
  const source: DocumentSource = askedSource === 'card-pdf' || legacy ? 'card-pdf' : 'scan';
  const asked = legacy ? AADHAAR : findDocumentType(searchParams.get('type') ?? '');
  const type: KnownDocumentType = asked && sourceAllowsType(source, asked) ? asked : AADHAAR;

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

  // The e-Aadhaar screen's old address, kept working: shown as the card PDF screen with Aadhaar chosen.
  useEffect(() => {
    if (!legacy) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('source', 'card-pdf');
        next.set('type', AADHAAR.id);
        return next;
      },
      { replace: true },
    );
  }, [legacy, setSearchParams]);

  return (
    <StudioScreen heading={heading} intro={intro}>
      {(entitlement) => (
        <DocumentStudio
          sides={service === 'both-side' ? 'both' : 'single'}
          type={type}
          onTypeChange={(id) => setParam('type', id)}
          source={source}
          onSourceChange={(next) => setParam('source', next === 'card-pdf' ? next : null)}
          {...entitlement}
        />
      )}
    </StudioScreen>
  );
}
