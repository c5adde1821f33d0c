/**
 * Which of the files a customer picked can go to the shop's screen (decision 0095), checked on the phone before a
 * byte is sent: what the server refuses anyway (too many, too large, empty) and what the shop cannot print from.
 */

/** Why a picked file was not taken; each has a plain message (intakeSend.refused.*). */
export type IntakeFileRefusal = 'heic' | 'type' | 'empty' | 'size' | 'count';

/** What the checks read of a file: a File, or its likeness in a test. */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/** The types the shop opens: photos a phone makes or shares, and PDFs. */
export const intakeFileTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type IntakeFileType = (typeof intakeFileTypes)[number];

/** The file input's `accept` for "Choose photos or PDFs". */
export const intakeFileAccept = intakeFileTypes.join(',');

const typeByExtension: Readonly<Record<string, IntakeFileType>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * iPhones' own photo format: the shop's browser cannot draw it. Safari usually hands a JPEG to a page that asks for
 * one, but a photo shared from the Files app or another phone can still come as HEIC, by its type or only by its name.
 */
export function isHeic(file: Pick<PickedFile, 'name' | 'type'>): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || /^hei[cf]$/.test(extensionOf(file.name));
}

/**
 * The file's type as the shop is told it (sealed in its description): the browser's, or when the browser gave none
 * (some Android file pickers do for PDFs) the one its name says. Null for a type the shop does not take.
 */
export function intakeFileType(file: Pick<PickedFile, 'name' | 'type'>): IntakeFileType | null {
  const type = file.type.toLowerCase();
  if (type === 'image/jpg') return 'image/jpeg';
  if ((intakeFileTypes as readonly string[]).includes(type)) return type as IntakeFileType;
  if (type === '' || type === 'application/octet-stream') return typeByExtension[extensionOf(file.name)] ?? null;
  return null;
}

export interface IntakeRoom {
  /** Files the intake has or will have: sent before this page opened, and those this page took. */
  taken: number;
  maxFiles: number;
  maxFileBytes: number;
}

export interface IntakeFileCheck<F extends PickedFile> {
  /** In the order picked, each with the type to tell the shop. */
  accepted: { file: F; type: IntakeFileType }[];
  refused: { file: F; reason: IntakeFileRefusal }[];
}

/** Takes files in the order picked while there is room; refuses each other with its reason (the count last, so a file refused anyway does not take a place). */
export function checkIntakeFiles<F extends PickedFile>(files: readonly F[], room: IntakeRoom): IntakeFileCheck<F> {
  const accepted: IntakeFileCheck<F>['accepted'] = [];
  const refused: IntakeFileCheck<F>['refused'] = [];
  for (const file of files) {
    const type = intakeFileType(file);
    if (isHeic(file)) refused.push({ file, reason: 'heic' });
    else if (type === null) refused.push({ file, reason: 'type' });
    else if (file.size === 0) refused.push({ file, reason: 'empty' });
    else if (file.size > room.maxFileBytes) refused.push({ file, reason: 'size' });
    else if (room.taken + accepted.length >= room.maxFiles) refused.push({ file, reason: 'count' });
    else accepted.push({ file, type });
  }
  return { accepted, refused };
}
