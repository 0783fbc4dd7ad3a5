import * as v from 'valibot';
import { EmailSchema } from './auth';
import { MESSAGES } from './messages';

/** Spec §5 and §9: the contact form minimums. The maximums keep one message readable in an inbox. */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  subject: { min: 5, max: 150 },
  message: { min: 10, max: 5000 },
} as const;

/** One line of text: runs of whitespace (newlines included) become one space, so headers stay one line. */
const oneLine = (min: number, max: number, short: string, long: string) =>
  v.pipe(
    v.string(MESSAGES.required),
    v.transform((s) => s.replace(/\s+/g, ' ').trim()),
    v.minLength(min, short),
    v.maxLength(max, long),
  );

/** `POST /api/contact/` and the contact form (conventions.md): name, email, subject, message. */
export const ContactSchema = v.object(
  {
    name: oneLine(
      CONTACT_LIMITS.name.min,
      CONTACT_LIMITS.name.max,
      MESSAGES.contactNameShort,
      MESSAGES.contactNameLong,
    ),
    email: EmailSchema,
    subject: oneLine(
      CONTACT_LIMITS.subject.min,
      CONTACT_LIMITS.subject.max,
      MESSAGES.contactSubjectShort,
      MESSAGES.contactSubjectLong,
    ),
    message: v.pipe(
      v.string(MESSAGES.required),
      v.trim(),
      v.minLength(CONTACT_LIMITS.message.min, MESSAGES.contactMessageShort),
      v.maxLength(CONTACT_LIMITS.message.max, MESSAGES.contactMessageLong),
    ),
  },
  MESSAGES.required,
);
export type Contact = v.InferOutput<typeof ContactSchema>;

/** The 201 answer: the stored message and the spec §9 success text. */
export interface ContactReceipt {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_on: string;
  detail: string;
}
