import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../lib/html';
import { readOutbox } from './mail';

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Guild dev outbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#18181b}
table{border-collapse:collapse;width:100%}td,th{padding:.5rem;border-bottom:1px solid #e4e4e7;text-align:start}
a{color:#4338ca}iframe{width:100%;height:520px;border:1px solid #e4e4e7;border-radius:8px}pre{white-space:pre-wrap;background:#f4f4f5;padding:1rem;border-radius:8px}</style>
</head><body>${body}</body></html>`;

/** /dev/outbox: the mail the file outbox holds, for development. Never registered in production. */
export default async function devOutbox(app: FastifyInstance, opts: { dataDir: string }) {
  app.get('/dev/outbox', async (_request, reply) => {
    const entries = await readOutbox(opts.dataDir);
    const rows = entries
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.date)}</td><td>${escapeHtml(m.to)}</td><td><a href="/dev/outbox/${escapeHtml(m.id)}">${escapeHtml(m.subject)}</a></td></tr>`,
      )
      .join('');
    return reply.type('text/html; charset=utf-8').send(
      page(
        'Outbox',
        `<h1>Outbox</h1><p>Mail written to the file outbox (no SMTP_URL set). ${entries.length} message(s).</p>
<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`,
      ),
    );
  });

  app.get<{ Params: { id: string } }>('/dev/outbox/:id', async (request, reply) => {
    const message = (await readOutbox(opts.dataDir)).find((m) => m.id === request.params.id);
    if (!message) return reply.code(404).type('text/plain').send('No such message');
    return reply.type('text/html; charset=utf-8').send(
      page(
        message.subject,
        `<p><a href="/dev/outbox">← Outbox</a></p><h1>${escapeHtml(message.subject)}</h1>
<p>From ${escapeHtml(message.from)} to <span id="to">${escapeHtml(message.to)}</span>, ${escapeHtml(message.date)}</p>
<iframe sandbox title="HTML body" srcdoc="${escapeHtml(message.html)}"></iframe><h2>Text</h2><pre id="text">${escapeHtml(message.text)}</pre>`,
      ),
    );
  });
}
