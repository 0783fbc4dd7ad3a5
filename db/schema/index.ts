// Every domain's tables; drizzle-kit reads this file to generate migrations.
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
