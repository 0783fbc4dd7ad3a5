// Every domain's tables; drizzle-kit reads this file to generate migrations.
export * from './accounts';
export * from './meta';
