import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FILE_KINDS, type FileKind, nameFits } from '../../../contracts/gigs';
import { MESSAGES } from '../../../contracts/messages';
import { FieldError, fieldError, HttpError } from '../../lib/http-errors';
import type { Storage } from '../../plugins/storage';

export interface UploadedFile {
  data: Buffer;
  /** The client's name, used only to check its extension: stored names are always generated. */
  filename: string;
}

export interface FormInput {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/**
 * Reads a body that may be JSON or multipart. `caps` names the accepted file fields and the most
 * bytes each may have; any other file field is refused. A repeated text field keeps its last value.
 */
export async function readForm(
  app: FastifyInstance,
  request: FastifyRequest,
  caps: Record<string, number>,
): Promise<FormInput> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return { fields: {}, files: {} };
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
      if (typeof v === 'string' || typeof v === 'number') fields[k] = String(v);
    }
    return { fields, files: {} };
  }
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  const largest = Math.max(1, ...Object.values(caps));
  try {
    for await (const part of request.parts({ limits: { fileSize: largest } })) {
      if (part.type === 'file') {
        const cap = caps[part.fieldname];
        if (cap === undefined) {
          await part.toBuffer().catch(() => undefined);
          throw fieldError(part.fieldname, MESSAGES.mediaFileType);
        }
        const data = await part.toBuffer();
        if (data.length > cap) throw fieldError(part.fieldname, MESSAGES.gigFileTooLarge);
        if (data.length > 0) files[part.fieldname] = { data, filename: part.filename ?? '' };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    if (e instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw new FieldError({ non_field_errors: [MESSAGES.gigFileTooLarge] });
    }
    if (e instanceof FieldError || e instanceof HttpError) throw e;
    // A body that is not valid multipart (no boundary, cut short): the body as a whole is wrong.
    throw new FieldError({ non_field_errors: [MESSAGES.invalidBody] });
  }
  return { fields, files };
}

/**
 * Stores a public file of `kind` when both its name and its content (sniffed by the storage) say so;
 * otherwise a 400 on `field` with the spec's file-type message.
 */
export async function savePublicFile(
  storage: Storage,
  file: UploadedFile,
  kind: FileKind,
  folder: string,
  field: string,
): Promise<string> {
  if (!nameFits(kind, file.filename)) throw fieldError(field, MESSAGES.mediaFileType);
  const key = await storage.savePublic(file.data, FILE_KINDS[kind].mimes, folder);
  if (!key) throw fieldError(field, MESSAGES.mediaFileType);
  return key;
}
