import * as v from 'valibot';
import { EmailSchema } from './auth';
import { CONTACT_LIMITS } from './contact-limits';
import { MESSAGES } from './messages';

export { CONTACT_LIMITS };

/** One line of text: runs of whitespace (newlines included) become one space, so headers stay one line. */
const oneLine = (min: number, max: number, short: string, long: string) =>
  v.pipe(
    v.string(MESSAGES.required),
    v.transform((s) => s.replace(/\s+/g, ' ').trim()),
    v.minLength(min, short),
    v.maxLength(max, long),
  );

/** `POST /api/contact/` and the contact form: name, email, subject, message. */
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

/** The 201 answer: the stored message and the success text. */
export const ContactReceiptSchema = v.object({
  id: v.string(),
  name: v.string(),
  email: v.string(),
  subject: v.string(),
  message: v.string(),
  created_on: v.string(),
  detail: v.string(),
});
export type ContactReceipt = v.InferOutput<typeof ContactReceiptSchema>;
