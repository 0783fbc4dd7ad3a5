import { randomBytes } from 'node:crypto';
import type { PaymentOutcome, PaymentProvider } from './payment-provider';

/** The sandbox provider's name, stored beside its sessions and shown on its transactions. */
export const SANDBOX_PROVIDER = 'test';

/**
 * The built-in sandbox provider, used when no real provider is configured: a payment page served by
 * Guild itself (sandbox-checkout-page.ts) with Pay and Cancel buttons. No money moves. The session id
 * is long and random: holding it (having been sent to the page) is what lets a browser answer for
 * that session, as with a hosted checkout. Its wire names keep the word "test" (`test`,
 * `cs_test_…`, `/api/order/test-checkout/…`), as payment providers name their sandboxes.
 */
export function createSandboxProvider(publicUrl: string): PaymentProvider {
  return {
    name: SANDBOX_PROVIDER,
    async createSession({ language }) {
      const sessionId = `cs_test_${randomBytes(24).toString('base64url')}`;
      const query = language === 'ar' ? '?lang=ar' : '';
      return { sessionId, url: `${publicUrl}/api/order/test-checkout/${sessionId}/${query}` };
    },
    async confirm(_sessionId, evidence): Promise<PaymentOutcome> {
      const action = (evidence as { action?: string } | null)?.action;
      if (action === 'pay')
        return { outcome: 'paid', transactionId: `txn_test_${randomBytes(12).toString('hex')}` };
      if (action === 'cancel') return { outcome: 'cancelled', transactionId: null };
      return { outcome: 'failed', transactionId: null };
    },
  };
}
