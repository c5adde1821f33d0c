import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../../core/src/errors/app-error';

export interface PrintForm {
  fields: Record<string, string>;
  files: Partial<Record<'front' | 'back', Buffer>>;
}

/** Reads the multipart print form into memory: text fields, and the `front`/`back` files (15 MB each at most). */
export async function readPrintForm(request: FastifyRequest): Promise<PrintForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_TYPE', 'Send the print as multipart/form-data.');
  const form: PrintForm = { fields: {}, files: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'front' && part.fieldname !== 'back') {
        part.file.resume();
        throw new AppError('VALIDATION', `Unexpected file field "${part.fieldname}".`);
      }
      form.files[part.fieldname] = await part.toBuffer();
    } else {
      form.fields[part.fieldname] = String(part.value);
    }
  }
  return form;
}
