import type { OrderRow } from '../../../db/schema';

/**
 * What the orders module needs from a payment provider. The built-in sandbox provider fills it by
 * default; a real provider (a hosted checkout with webhooks) implements the same two calls.
 */
export interface PaymentProvider {
  /** Stored beside each checkout session, so a confirmation goes back to the provider that made it. */
  readonly name: string;
  /** Opens a hosted payment page for an order; the buyer's browser is sent to `url`. */
  createSession(input: {
    order: OrderRow;
    description: string;
    expiresAt: Date;
    language: 'en' | 'ar';
  }): Promise<{ sessionId: string; url: string }>;
  /**
   * Turns what the provider sent back (a webhook body, a return from the hosted page) into a verified
   * outcome. It must not trust the browser: a real provider checks a signature or asks its own API.
   */
  confirm(sessionId: string, evidence: unknown): Promise<PaymentOutcome>;
}

export interface PaymentOutcome {
  outcome: 'paid' | 'cancelled' | 'failed';
  /** The provider's id of the payment, when there is one. */
  transactionId: string | null;
}
