import type { Gig } from '../../contracts/gigs';

/** The gig editor's own fields, as typed (the files, stats and kit wait in the upload queue). */
export interface GigValues {
  name: string;
  summary: string;
  description: string;
  type: string;
  category: string;
  tag: string[];
  pricing: string;
  pricing_currency: string;
  live_url: string;
  status: string;
  faqs: { question: string; answer: string }[];
}

export const EMPTY_GIG: GigValues = {
  name: '',
  summary: '',
  description: '',
  type: 'template',
  category: '',
  tag: [],
  pricing: '',
  pricing_currency: 'USD',
  live_url: '',
  status: 'published',
  faqs: [],
};

export const valuesOf = (g: Gig): GigValues => ({
  name: g.name,
  summary: g.summary,
  description: g.description,
  type: g.type,
  category: g.category ?? '',
  tag: g.tag.map((x) => x.id),
  pricing: g.pricing,
  pricing_currency: g.pricing_currency,
  live_url: g.live_url ?? '',
  status: g.status,
  faqs: g.faqs,
});

/** What is checked with GigCreateSchema and sent: no empty category, link or FAQ rows. */
export const payloadOf = (values: GigValues) => ({
  ...values,
  category: values.category || null,
  live_url: values.live_url || null,
  faqs: values.faqs.filter((f) => f.question.trim() || f.answer.trim()),
});

/** The multipart body of POST and PATCH /gig/v2-gigs/: tags repeated, FAQs as JSON, the banner file. */
export function formDataOf(payload: ReturnType<typeof payloadOf>, banner: File | null): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(payload)) {
    if (k === 'tag') for (const id of v as string[]) form.append('tag', id);
    else if (k === 'faqs') form.append('faqs', JSON.stringify(v));
    else if (v !== null) form.append(k, String(v));
  }
  if (banner) form.append('banner_image', banner, banner.name);
  return form;
}
