/** The documented API version (spec 9.2), reported by GET /v1/health. */
export const API_VERSION = '1.0.0';
