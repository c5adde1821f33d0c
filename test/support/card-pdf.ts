import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { degrees, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import sharp from 'sharp';

/**
 * Synthetic card PDFs in the style of the government cards shops print (e-Aadhaar, e-PAN, e-EPIC, Ayushman, ABHA,
 * e-Shram), made at test time: each card marked "SPECIMEN — TEST ONLY", no real emblem, no real person's data, a QR
 * code, the type's password (encrypted by Debian's qpdf, AES-256, as the agencies' files are). Layouts, colours and
 * passwords follow each type's public description loosely; they are test material, not copies.
 */
export const cardPdfTypes = ['e-aadhaar', 'e-pan', 'e-epic', 'ayushman', 'abha', 'e-shram'] as const;
export type CardPdfType = (typeof cardPdfTypes)[number];

/** The specimen person on every card: a name and birth date no one has, an Aadhaar number that cannot exist (none starts with 0). */
export const specimen = { name: 'SAMPLE PERSON', birth: { day: 1, month: 1, year: 1990 }, aadhaar: '0000 1111 2222' } as const;

interface TypeStyle {
  colour: [number, number, number];
  /** Where the front (and back) sit on an A4 page, mm from the top-left, at scale 1. */
  layout: 'side-by-side-low' | 'side-by-side-high' | 'stacked';
  back: boolean;
  /** The type's password rule for the specimen, or null for a plain PDF. */
  password: string | null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const { birth } = specimen;
const styles: Record<CardPdfType, TypeStyle> = {
  // First four letters of the name in capitals, then the year of birth.
  'e-aadhaar': { colour: [0.95, 0.57, 0.2], layout: 'side-by-side-low', back: true, password: `${specimen.name.replace(/\s/g, '').slice(0, 4)}${birth.year}` },
  // Date of birth as DDMMYYYY.
  'e-pan': { colour: [0.16, 0.35, 0.63], layout: 'stacked', back: true, password: `${pad(birth.day)}${pad(birth.month)}${birth.year}` },
  'e-epic': { colour: [0.42, 0.17, 0.57], layout: 'side-by-side-high', back: true, password: null },
  ayushman: { colour: [0.11, 0.44, 0.26], layout: 'side-by-side-high', back: false, password: null },
  abha: { colour: [0.2, 0.45, 0.75], layout: 'side-by-side-high', back: true, password: null },
  'e-shram': { colour: [0.75, 0.22, 0.17], layout: 'stacked', back: true, password: null },
};

export interface CardPdfOptions {
  type: CardPdfType;
  /** The cards' scale against ID-1 (default 1). */
  scale?: number;
  /** A page turned a quarter (PDF /Rotate 90): viewers show it on its side. */
  turned?: boolean;
  /** `vector` (default): outlines, bands and text; `image`: each card one embedded picture. */
  drawAs?: 'vector' | 'image';
  /** The back on a second page instead of beside the front. */
  backOnSecondPage?: boolean;
  /** Override the type's password (null: plain). */
  password?: string | null;
  /** The QR codes hold the whole Aadhaar number, as UIDAI's old-style QR did (default: a specimen line). */
  qrHoldsNumber?: boolean;
}

/** A card as drawn: its page and its rectangle in mm from the page's top-left, as the page is before any /Rotate. */
export interface DrawnCard {
  side: 'front' | 'back';
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CardPdf {
  bytes: Uint8Array;
  password: string | null;
  cards: DrawnCard[];
}

const MM = 72 / 25.4;
const A4 = { width: 210, height: 297 };

function qrModules(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, r) => Array.from({ length: modules.size }, (_, c) => Boolean(modules.get(r, c))));
}

/** The card's picture as SVG (card units: mm at scale 1), for the `image` style. */
/** What a card's QR code says: a specimen line, or (as an old-style Aadhaar QR did) the whole number. */
const qrText = (type: CardPdfType, side: 'front' | 'back', holdsNumber: boolean) =>
  holdsNumber ? `<PrintLetterBarcodeData uid="${specimen.aadhaar.replace(/\s/g, '')}" name="${specimen.name}" side="${side}"/>` : `SPECIMEN ${type} ${side}`;

function cardSvg(style: TypeStyle, side: 'front' | 'back', type: CardPdfType, qrHoldsNumber: boolean): string {
  const [r, g, b] = style.colour.map((v) => Math.round(v * 255));
  const qr = qrModules(qrText(type, side, qrHoldsNumber));
  const cell = 14 / qr.length;
  const modules = qr.flatMap((row, y) => row.map((on, x) => (on ? `<rect x="${66 + x * cell}" y="${34 + y * cell}" width="${cell}" height="${cell}"/>` : '')));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540" viewBox="0 0 85.6 54">
    <rect width="85.6" height="54" fill="rgb(${r},${g},${b})" fill-opacity="0.18"/>
    <rect width="85.6" height="8" fill="rgb(${r},${g},${b})"/>
    <text x="4" y="5.6" font-size="3.2" font-family="sans-serif" fill="#fff">SPECIMEN — TEST ONLY</text>
    <text x="30" y="18" font-size="3" font-family="sans-serif">${side === 'front' ? specimen.name : 'ADDRESS: SPECIMEN LANE'}</text>
    <text x="10" y="48" font-size="4.2" font-family="sans-serif">${type === 'e-aadhaar' ? specimen.aadhaar : 'SPECIMEN 0000'}</text>
    <g fill="#000">${modules.join('')}</g></svg>`;
}

/** Draws one card at (x, y) mm from the page's top-left, `scale` times ID-1, as vectors. */
function drawVectorCard(
  page: PDFPage,
  font: PDFFont,
  style: TypeStyle,
  type: CardPdfType,
  side: 'front' | 'back',
  x: number,
  y: number,
  scale: number,
  qrHoldsNumber: boolean,
) {
  const pageHeight = page.getHeight() / MM;
  const at = (mmX: number, mmY: number) => ({ x: (x + mmX * scale) * MM, y: (pageHeight - y - mmY * scale) * MM });
  const size = (mm: number) => mm * scale * MM;
  const colour = rgb(...style.colour);
  page.drawRectangle({ ...at(0, 54), width: size(85.6), height: size(54), color: rgb(1, 1, 1), borderColor: rgb(0.45, 0.45, 0.45), borderWidth: 0.8 * scale });
  page.drawRectangle({ ...at(0, 8), width: size(85.6), height: size(8), color: colour });
  page.drawText('SPECIMEN — TEST ONLY', { ...at(4, 5.6), size: size(3.2), font, color: rgb(1, 1, 1) });
  page.drawRectangle({
    ...at(6, 38),
    width: size(20),
    height: size(24),
    color: rgb(0.8, 0.8, 0.86),
    borderColor: rgb(0.2, 0.2, 0.2),
    borderWidth: 0.4 * scale,
  });
  page.drawText(side === 'front' ? specimen.name : 'ADDRESS: SPECIMEN LANE', { ...at(30, 18), size: size(3), font });
  page.drawText(type === 'e-aadhaar' ? specimen.aadhaar : 'SPECIMEN 0000', { ...at(10, 48), size: size(4.2), font });
  const qr = qrModules(qrText(type, side, qrHoldsNumber));
  const cell = 14 / qr.length;
  qr.forEach((row, r) =>
    row.forEach((on, c) => {
      if (on) page.drawRectangle({ ...at(66 + c * cell, 34 + (r + 1) * cell), width: size(cell), height: size(cell), color: rgb(0, 0, 0) });
    }),
  );
}

/** Where the front and back go on the page (mm), for a layout and a scale. */
function places(style: TypeStyle, scale: number): Array<{ x: number; y: number }> {
  const w = 85.6 * scale;
  const h = 54 * scale;
  const gap = 6;
  const left = (A4.width - 2 * w - gap) / 2;
  // Below the page's header and notes (which end 62 mm from the top).
  if (style.layout === 'stacked')
    return [
      { x: 20, y: 75 },
      { x: 20, y: 75 + h + gap },
    ];
  const y = style.layout === 'side-by-side-low' ? A4.height - 30 - h : 75;
  return [
    { x: Math.max(5, left), y },
    { x: Math.max(5, left) + w + gap, y },
  ];
}

/** Encrypts with Debian's qpdf (AES-256), as the agencies' downloads are; the tests install it (scripts/ensure-test-tools.sh). */
function encrypt(bytes: Uint8Array, password: string): Uint8Array {
  const dir = mkdtempSync(path.join(tmpdir(), 'card-pdf-'));
  try {
    const plain = path.join(dir, 'plain.pdf');
    const locked = path.join(dir, 'locked.pdf');
    writeFileSync(plain, bytes);
    execFileSync('qpdf', ['--encrypt', password, `${password}-owner`, '256', '--', plain, locked]);
    return new Uint8Array(readFileSync(locked));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A synthetic card PDF of `type` (see the module's comment), with where its cards were drawn. */
export async function makeCardPdf(options: CardPdfOptions): Promise<CardPdf> {
  const { type, scale = 1, turned = false, drawAs = 'vector', backOnSecondPage = false, qrHoldsNumber = false } = options;
  const style = styles[type];
  const password = options.password === undefined ? style.password : options.password;
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${type} SPECIMEN — TEST ONLY`);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const newPage = () => {
    const page = doc.addPage([A4.width * MM, A4.height * MM]);
    if (turned) page.setRotation(degrees(90));
    page.drawText(`${type.toUpperCase()} — SPECIMEN — TEST ONLY`, { x: 15 * MM, y: (A4.height - 20) * MM, size: 14, font });
    for (let i = 0; i < 6; i += 1)
      page.drawText(`Note ${i + 1}: a specimen made for tests; no real person.`, { x: 15 * MM, y: (A4.height - 30 - i * 6) * MM, size: 9, font });
    return page;
  };
  const sides: Array<'front' | 'back'> = style.back ? ['front', 'back'] : ['front'];
  const [front, back] = places(style, scale);
  const cards: DrawnCard[] = [];
  let page = newPage();
  for (const side of sides) {
    if (side === 'back' && backOnSecondPage) page = newPage();
    const place = side === 'back' && !backOnSecondPage ? back! : front!;
    if (drawAs === 'image') {
      const png = await sharp(Buffer.from(cardSvg(style, side, type, qrHoldsNumber)))
        .png()
        .toBuffer();
      const image = await doc.embedPng(png);
      const pageHeight = page.getHeight() / MM;
      page.drawImage(image, { x: place.x * MM, y: (pageHeight - place.y - 54 * scale) * MM, width: 85.6 * scale * MM, height: 54 * scale * MM });
    } else {
      drawVectorCard(page, font, style, type, side, place.x, place.y, scale, qrHoldsNumber);
    }
    cards.push({ side, page: doc.getPageCount() - 1, x: place.x, y: place.y, width: 85.6 * scale, height: 54 * scale });
  }
  const bytes = await doc.save();
  return { bytes: password ? encrypt(bytes, password) : bytes, password, cards };
}
