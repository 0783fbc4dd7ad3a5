import { readFileSync } from 'node:fs';
import { importPKCS8, SignJWT } from 'jose';

/** The audience every Firebase custom token names (Firebase docs, "Create custom tokens"). */
export const FIREBASE_AUDIENCE =
  'https://identitytoolkit.googleapis.com/google.identity.identitytoolkit.v1.IdentityToolkit';

export interface Firebase {
  enabled: boolean;
  /** A custom token for this user (uid = the Guild user id), or null when Firebase is not configured. */
  customToken(uid: string): Promise<string | null>;
}

interface ServiceAccount {
  client_email?: unknown;
  private_key?: unknown;
  private_key_id?: unknown;
}

/**
 * Firebase custom tokens signed with the service account's key (RS256, one hour), made with `jose`
 * rather than firebase-admin, which needs Node 22. A bad file stops start-up with a clear message.
 */
export async function createFirebase(serviceAccountPath: string | undefined): Promise<Firebase> {
  if (!serviceAccountPath) return { enabled: false, customToken: async () => null };
  let account: ServiceAccount;
  try {
    account = JSON.parse(readFileSync(serviceAccountPath, 'utf8')) as ServiceAccount;
  } catch (e) {
    throw new Error(`FIREBASE_SERVICE_ACCOUNT: cannot read ${serviceAccountPath}: ${(e as Error).message}`);
  }
  const { client_email: email, private_key: pem, private_key_id: kid } = account;
  if (typeof email !== 'string' || typeof pem !== 'string') {
    throw new Error(
      `FIREBASE_SERVICE_ACCOUNT: ${serviceAccountPath} is not a service-account file (client_email and private_key are needed)`,
    );
  }
  const key = await importPKCS8(pem, 'RS256');
  return {
    enabled: true,
    customToken: (uid) =>
      new SignJWT({ uid })
        .setProtectedHeader({ alg: 'RS256', typ: 'JWT', ...(typeof kid === 'string' && { kid }) })
        .setIssuer(email)
        .setSubject(email)
        .setAudience(FIREBASE_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key),
  };
}
