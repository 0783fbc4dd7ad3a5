import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { FILE_KINDS, type FileKind, nameFits, UPLOAD_LIMITS } from '../../../contracts/gigs';
import { MESSAGES } from '../../../contracts/messages';
import { FieldError, fieldError, HttpError } from '../../lib/http-errors';

export interface UploadedFile {
  data: Buffer;
  /** The client's name, used only to check its extension: stored names are always generated. */
  filename: string;
}

export interface FormInput {
  fields: Record<string, string | string[]>;
  files: Record<string, UploadedFile>;
}

/**
 * Reads a body that may be JSON or multipart. `caps` names the accepted file fields and the most
 * bytes each may have; other file fields are refused. Repeated text fields become lists. Field names
 * come from the client, so they only ever key a Map (never a plain object's prototype chain). A
 * body that is not multipart after all (no boundary) or ends early (an interrupted upload) is a 400.
 */
export async function readForm(
  app: FastifyInstance,
  request: FastifyRequest,
  caps: Readonly<Record<string, number>>,
): Promise<FormInput> {
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body)) return { fields: {}, files: {} };
    return { fields: body as Record<string, string | string[]>, files: {} };
  }
  const capOf = new Map(Object.entries(caps));
  const fields = new Map<string, string | string[]>();
  const files = new Map<string, UploadedFile>();
  const largest = Math.max(1, ...capOf.values());
  const unreadable = () => new FieldError({ non_field_errors: [MESSAGES.invalidBody] });
  const boundary = boundaryOf(request.headers['content-type']);
  if (!boundary) throw unreadable();
  try {
    const parts = request.parts({ limits: { fileSize: largest } })[Symbol.asyncIterator]();
    // The first step starts the reader (it pipes the body into the parser) in this very tick, so
    // the watch below sees every chunk the parser sees.
    const first = parts.next();
    const ending = watchForEnd(request.raw, boundary);
    for (let step = await first; !step.done; step = await parts.next()) {
      const part = step.value;
      if (part.type === 'file') {
        const cap = capOf.get(part.fieldname);
        if (cap === undefined) {
          await part.toBuffer().catch(() => undefined);
          throw fieldError(part.fieldname, MESSAGES.mediaFileType);
        }
        const data = await part.toBuffer();
        if (data.length > cap) throw tooLarge(part.fieldname, cap);
        if (data.length > 0) files.set(part.fieldname, { data, filename: part.filename ?? '' });
      } else if (typeof part.value === 'string') {
        const prev = fields.get(part.fieldname);
        fields.set(
          part.fieldname,
          prev === undefined ? part.value : Array.isArray(prev) ? [...prev, part.value] : [prev, part.value],
        );
      }
    }
    // The multipart reader ends quietly on a body cut short; a form without its closing boundary
    // is an interrupted upload, never a shorter form.
    if (!ending.seen()) throw unreadable();
  } catch (e) {
    if (e instanceof app.multipartErrors.RequestFileTooLargeError) {
      const field = [...capOf].find(([, c]) => c === largest)?.[0] ?? 'file';
      throw tooLarge(field, largest);
    }
    if (e instanceof FieldError || e instanceof HttpError) throw e;
    // Anything else the multipart reader throws is a malformed body (a bad part, a broken header).
    throw unreadable();
  }
  // Object.fromEntries defines own properties: a field called `__proto__` stays a plain field.
  return { fields: Object.fromEntries(fields), files: Object.fromEntries(files) };
}

/** The `boundary` parameter of a multipart content type, or null when there is none. */
function boundaryOf(contentType: string | undefined): string | null {
  const match = contentType?.match(/;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** Watches a body stream for the closing boundary (`--<boundary>--`), across chunk edges. */
function watchForEnd(stream: NodeJS.ReadableStream, boundary: string) {
  const closing = Buffer.from(`--${boundary}--`);
  let tail = Buffer.alloc(0);
  let seen = false;
  const onData = (chunk: Buffer | string) => {
    if (seen) return;
    const data = Buffer.concat([tail, Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk)]);
    if (data.includes(closing)) {
      seen = true;
      stream.removeListener('data', onData);
    } else tail = data.subarray(Math.max(0, data.length - closing.length + 1));
  };
  stream.on('data', onData);
  return {
    seen() {
      stream.removeListener('data', onData);
      return seen;
    },
  };
}

/** The caps are documented in contracts/gigs.ts (UPLOAD_LIMITS); the message stays translatable. */
function tooLarge(field: string, _cap: number): FieldError {
  return new FieldError({ [field]: [MESSAGES.gigFileTooLarge] });
}

/**
 * Whether a file is of `kind` by its content (sniffed) and by its name (extension): both must agree,
 * so a PNG named .exe or a script named .png is refused.
 */
export async function fileFits(file: UploadedFile, kind: FileKind): Promise<boolean> {
  if (!nameFits(kind, file.filename)) return false;
  const type = await fileTypeFromBuffer(file.data);
  return Boolean(type && (FILE_KINDS[kind].mimes as readonly string[]).includes(type.mime));
}

export { UPLOAD_LIMITS };
