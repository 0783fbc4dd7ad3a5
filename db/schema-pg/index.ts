// The PostgreSQL twin of db/schema: same tables, columns, indexes and keys (db/schema-drift.test.ts
// holds them equal); drizzle-kit reads this file through drizzle.pg.config.ts.
export * from './accounts';
export * from './chat';
export * from './contact';
export * from './gigs';
export * from './hiring';
export * from './meta';
export * from './notifications';
export * from './orders';
export * from './products';
export * from './profiles';
export * from './publication';
export * from './stats';
export * from './teams';
