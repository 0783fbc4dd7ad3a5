import type { ContactReceipt } from '../../../contracts/contact';
import { MESSAGES } from '../../../contracts/messages';
import type { ContactMessageRow } from '../../../db/schema';

/** The 201 answer of `POST /api/contact/`. */
export function serializeReceipt(row: ContactMessageRow): ContactReceipt {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    created_on: row.createdOn,
    detail: MESSAGES.contactSent,
  };
}
