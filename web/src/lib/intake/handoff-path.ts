import { paths } from '../paths';
import type { HandoffTarget } from './handed-file';

/**
 * The screens a file from the phone fits (docs/decisions/0095-files-from-the-customers-phone.md): a picture the
 * screens that take a photo (the passport studio, the document studios' pickers, the exam files), a PDF the card PDF
 * screen, the only one that opens a PDF (the document studios' pickers take JPEG, PNG and WebP).
 */
export function handoffTargetsFor(kind: 'image' | 'pdf'): readonly HandoffTarget[] {
  return kind === 'pdf' ? ['card-pdf'] : ['passport', 'single-side', 'both-side-front', 'both-side-back', 'exam-files'];
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The document screen `screen` with the query it has now when it is the one shown (its type kept), `source` set or dropped. */
function documentScreen(screen: string, here: { pathname: string; search: string }, source: string | null): string {
  const query = new URLSearchParams(same(here.pathname, screen) ? here.search : '');
  if (source === null) query.delete('source');
  else query.set('source', source);
  const text = query.toString();
  return text ? `${screen}?${text}` : screen;
}

/**
 * Where `target` is, from the screen shown now: the same screen keeps its choices (the document type), another opens
 * as its link from Home does. The card PDF screen is the one shown when it is a document screen, else the both-side
 * one with Aadhaar, as Home's "Card PDF" link.
 */
export function handoffPath(target: HandoffTarget, here: { pathname: string; search: string }): string {
  switch (target) {
    case 'passport':
      return paths.passportSizePhoto;
    case 'exam-files':
      return paths.examFiles;
    case 'single-side':
      return documentScreen(paths.singleSideDoc, here, null);
    case 'both-side-front':
    case 'both-side-back':
      return documentScreen(paths.bothSideDoc, here, null);
    case 'card-pdf': {
      const screen = same(here.pathname, paths.singleSideDoc) ? paths.singleSideDoc : paths.bothSideDoc;
      if (same(here.pathname, screen)) return documentScreen(screen, here, 'card-pdf');
      return `${screen}?${new URLSearchParams({ type: 'aadhaar', source: 'card-pdf' }).toString()}`;
    }
  }
}
