export { availableDatabaseKinds, configuredDatabaseKind, createTestDatabase } from './test-database.ts';
