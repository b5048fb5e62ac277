import { SetMetadata } from '@nestjs/common';

/** Marks a route that needs no API key (only GET /health, spec 4.7). */
export const IS_PUBLIC = 'isPublic';
export const Public = () => SetMetadata(IS_PUBLIC, true);
