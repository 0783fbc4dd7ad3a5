import type { FastifyRequest } from 'fastify';
import type { Language } from '../../contracts/auth';

/** The interface language the client asked in (the island sends its `preferredLanguage`). */
export function requestLanguage(request: FastifyRequest): Language {
  const first = request.headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ar') ? 'ar' : 'en';
}
