import type { FastifyRequest } from 'fastify';
import { cropFieldOf, customerPhotoFields, printFileFields, type CustomerPhotoField, type PrintFileField } from '@core/contracts/prints';
import { AppError } from '@core/errors/app-error';
import { formFieldText } from '../../http/form-field-text';
import { multipartFormError } from '../../http/multipart-form-error';
import { MAX_UPLOAD_BYTES } from './prepare-upload';

/** A photo's field, or the crop a white-background photo was made from (`frontCrop`, `photo2Crop`). */
type PictureField = PrintFileField | CustomerPhotoField;
type FormFileField = PictureField | `${PictureField}Crop`;

/** Every file field a print form may carry. */
const formFileFields = new Set<string>([...printFileFields, ...customerPhotoFields].flatMap((field) => [field, cropFieldOf(field)]));

/**
 * What the print form may carry (@fastify/multipart's limits): a front and a back, or a customer
 * sheet's photos (up to eight: decision 0042), each photo with the crop it was whitened from, 15 MB each
 * but 30 MB together (readPrintForm counts), a few short fields.
 */
export const PRINT_FORM_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 2 * customerPhotoFields.length, fields: 13, fieldSize: 1024, parts: 32 };
/** All of a print form's files together: as much as a front and a back, however many files carry it. */
export const PRINT_FORM_FILE_BYTES = 2 * MAX_UPLOAD_BYTES;

/** The form as read: its text fields (for readPrintRequest) and its files. */
export interface PrintForm {
  fields: Record<string, string>;
  files: Partial<Record<FormFileField, Buffer>>;
}

function isPrintFileField(name: string): name is FormFileField {
  return formFileFields.has(name);
}

/** More photos than a customer sheet carries. */
const tooManyPhotos = () =>
  new AppError('VALIDATION', `A print carries at most ${customerPhotoFields.length} photos (each with its crop).`, { fields: ['customers'] });

/** `Customer 2's photo: ` for a customer sheet's file, else sideLabel's words. */
function fileLabel(field: FormFileField, service: string | undefined): string {
  const customer = /^photo(\d+)(?:Crop)?$/.exec(field);
  return customer ? `Customer ${customer[1]}'s photo: ` : sideLabel(field.replace(/Crop$/, '') as PrintFileField, service);
}

/** `Back side: ` for the back, `Front side: ` for the front of a both-side print, nothing for a lone picture. */
export function sideLabel(field: PrintFileField, service: string | undefined): string {
  if (field === 'back') return 'Back side: ';
  return service === 'both-side' ? 'Front side: ' : '';
}

/** @fastify/multipart's refusal of a file over its `fileSize` limit. */
export function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';
}

/** The most a multipart form with these limits holds in memory once read: its files and fields at their limits. */
const formBytesAtLimits = (limits: { files: number; fileSize: number; fields: number; fieldSize: number; fileBytes?: number }) =>
  Math.min(limits.files * limits.fileSize, limits.fileBytes ?? Number.POSITIVE_INFINITY) + limits.fields * limits.fieldSize;

/**
 * What reading a request's multipart form may hold in memory, known before reading it: its declared
 * Content-Length (the body can't be longer), at most what the form's `limits` allow; those when it
 * declares none (a chunked body). Prints by default; the exam files' form passes its own limits.
 */
export function printFormBytes(
  request: FastifyRequest,
  limits: Parameters<typeof formBytesAtLimits>[0] = { ...PRINT_FORM_LIMITS, fileBytes: PRINT_FORM_FILE_BYTES },
): number {
  const most = formBytesAtLimits(limits);
  const declared = request.headers['content-length'];
  return typeof declared === 'string' && /^\d+$/.test(declared) ? Math.min(Number(declared), most) : most;
}

/**
 * Reads the multipart print form into memory: text fields, and the `front`/`back` files or a customer
 * sheet's `photo1`… (15 MB each at most, 30 MB together: FILE_TOO_LARGE past either).
 */
export async function readPrintForm(request: FastifyRequest): Promise<PrintForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_TYPE', 'Send the print as multipart/form-data.');
  const form: PrintForm = { fields: {}, files: {} };
  let fileBytes = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!isPrintFileField(part.fieldname)) {
          part.file.resume();
          // A customer's photo past the last a sheet carries (`photo9`) says how many it may carry.
          if (/^photo\d{1,6}(?:Crop)?$/.test(part.fieldname)) throw tooManyPhotos();
          throw new AppError('VALIDATION', `Unexpected file field "${part.fieldname}".`);
        }
        try {
          form.files[part.fieldname] = await part.toBuffer();
        } catch (error) {
          if (!isFileTooLarge(error)) throw error;
          // Say which picker's file it was (the fields usually come first, as a browser's form sends them).
          throw new AppError('FILE_TOO_LARGE', `${fileLabel(part.fieldname, form.fields.service)}The file is larger than 15 MB. Please choose a smaller one.`);
        }
        fileBytes += form.files[part.fieldname]!.length;
        if (fileBytes > PRINT_FORM_FILE_BYTES) throw new AppError('FILE_TOO_LARGE', 'The photos are larger than 30 MB together. Please choose smaller ones.');
      } else {
        form.fields[part.fieldname] = formFieldText(part.fieldname, part.value);
      }
    }
  } catch (error) {
    // More files than a print carries (a customer sheet's eight photos at most).
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') throw tooManyPhotos();
    throw multipartFormError(error);
  }
  return form;
}
