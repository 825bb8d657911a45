/** The two documents a member agrees to on register (spec 2.6, spec 5). */
export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENTS)[number];

/** Where a document lives in the `legal` catalogue. */
export const legalDocumentKey = (id: LegalDocumentId): string => `documents.${id}`;
