/**
 * The contract's runtime schemas (zod): the envelope and the registry of every call. The client loads this
 * module with its first call (src/api/apiClient.ts), so the entry chunk carries neither zod nor the schemas.
 */
export { envelopeSchema } from './envelope';
export { api } from './api';
