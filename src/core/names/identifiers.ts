/**
 * Document numbers compare after normalization: upper-case, and spaces, dashes, dots and
 * slashes removed ("AB 123-456" = "ab123456").
 */
export function normalizeIdentifier(value: string): string {
  return value.toUpperCase().replace(/[\s\-./_]+/g, '');
}

/** Identifier types whose equality confirms identity; a date of birth only supports. */
export const DOCUMENT_ID_TYPES = ['passport', 'national_id', 'tax_id', 'registration'] as const;

/** Listed identifier types that are not document numbers and never become retrieval keys. */
const NON_DOCUMENT_TYPES = new Set([
  'date_of_birth',
  'place_of_birth',
  'gender',
  'nationality',
  'citizenship',
  'title',
  'website',
  'email',
]);

export function isDocumentIdType(idType: string): boolean {
  return !NON_DOCUMENT_TYPES.has(idType);
}

/** Too short to identify anyone on its own (e.g. "1", "A12"); never used as a retrieval key. */
export const MIN_IDENTIFIER_KEY_LENGTH = 5;
