// The Source's form (spec §4: submitting → check-your-inbox, or error; texts of spec §5 and §8).
// The texts come from the page (data-* attributes, rendered from site/i18n), so this stays tiny.

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-subscribe]')) {
  const email = form.querySelector<HTMLInputElement>('input[type=email]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const status = form.querySelector<HTMLElement>('[data-status]')!;
  const text = form.dataset;
  const idle = button.textContent;

  const fail = (message: string, tip: string, invalid: boolean) => {
    form.dataset.state = 'error';
    email.setAttribute('aria-invalid', String(invalid));
    status.innerHTML = '';
    const p = document.createElement('p');
    p.className = 'j-form__error';
    p.textContent = `${message} ${tip}`;
    status.append(p);
    button.disabled = false;
    button.textContent = idle;
    if (invalid) email.focus();
  };

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const address = email.value.trim();
    if (!address) return fail(text.required!, text.checkTip!, true);
    form.dataset.state = 'submitting';
    button.disabled = true;
    button.textContent = text.submitting!;
    status.textContent = '';
    const honeypot = form.querySelector<HTMLInputElement>('[data-honeypot]')?.value ?? '';
    try {
      const res = await fetch(form.action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: address, locale: text.locale, website: honeypot }),
      });
      if (res.status === 400) {
        const body = (await res.json().catch(() => ({}))) as { email?: string[] };
        return fail(body.email?.[0] ?? text.required!, text.checkTip!, true);
      }
      if (!res.ok) throw new Error(String(res.status));
      form.dataset.state = 'pending';
      const done = form.querySelector<HTMLTemplateElement>('template[data-done]')!.content.cloneNode(true);
      const wrap = document.createElement('div');
      wrap.className = 'j-form__done';
      wrap.setAttribute('tabindex', '-1');
      wrap.append(done);
      wrap.querySelector('[data-address]')!.textContent = address;
      form.replaceChildren(wrap);
      wrap.focus();
    } catch {
      fail(text.error!, text.retry!, false);
    }
  });
}

export {};
