import type { Contact, ContactReceipt } from '../../contracts/contact';
import { api } from '../lib/api';
import { peopleApi } from '../lib/people';

/** The shell's calls: the contact form (conventions.md) and the search results (people and technologies). */
export const shellApi = {
  contact: (input: Contact) => api.post<ContactReceipt>('contact', input),
  search: peopleApi.profiles,
};
