export { LegalViewer } from './LegalViewer';
export type { LegalViewerProps } from './LegalViewer';
export { LegalDocument } from './LegalDocument';
export type { LegalDocumentProps } from './LegalDocument';
export { LEGAL_DOCUMENTS, legalDocumentKey } from './legalDocuments';
export type { LegalDocumentId } from './legalDocuments';
export { registerLegalResources, LEGAL_NS } from './resources';
