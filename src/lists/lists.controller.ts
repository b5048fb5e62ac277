import { Controller, Get, Inject } from '@nestjs/common';
import { RouteAccess } from '../access/route-access';
import { ApiRoute } from '../api-docs/api-route';
import { engineUnavailable } from '../common/api-error';
import type { ListMetadata } from '../core/lists/model';
import { CANDIDATE_SOURCE, type CandidateSource } from '../engines/candidate-source';

/** The spec's List (2.1): exactly these fields; the source and index version stay internal. */
export function toListResponse(metadata: ListMetadata) {
  const { list_id, name, authority, entity_count, last_updated, update_frequency } = metadata;
  return { list_id, name, authority, entity_count, last_updated, update_frequency };
}

@Controller('v1/lists')
export class ListsController {
  constructor(@Inject(CANDIDATE_SOURCE) private readonly engine: CandidateSource) {}

  /** GET /v1/lists (spec 4.5): the loaded lists with real counts and the data's own dates. */
  @Get()
  @RouteAccess({
    permission: 'lists:read',
    quota: 'none',
    description: 'Available lists with counts and freshness',
  })
  @ApiRoute({
    tag: 'lists',
    ok: {
      schema: 'ListsResponse',
      description: "The loaded lists, with real counts and the data's own dates",
    },
    errors: ['unavailable'],
  })
  async lists() {
    const metadata = await this.engine.listMetadata().catch((error: unknown) => {
      throw engineUnavailable('list metadata could not be read', error);
    });
    return { lists: metadata.map(toListResponse) };
  }
}
