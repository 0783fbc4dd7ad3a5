/**
 * Ids are short opaque strings (db/ids.ts makes 16 lowercase base32 characters). A module with no
 * schema in it: a page that only reads an id from its address does not pull valibot in (decision 15).
 * contracts/common.ts re-exports it and builds the id schemas on it.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
