import { Controller, Get, HttpStatus, Inject, Param } from '@nestjs/common';
import { RouteAccess } from '../access/route-access';
import { ApiRoute } from '../api-docs/api-route';
import { ApiError, engineUnavailable } from '../common/api-error';
import type { Entity } from '../core/lists/model';
import { CANDIDATE_SOURCE, type CandidateSource } from '../engines/candidate-source';

/** The spec's entity record (2.2): its thirteen fields; source_entry_uid surfaces only as match evidence. */
export function toEntityResponse(entity: Entity) {
  const { source_entry_uid: _uid, ...record } = entity;
  return record;
}

@Controller('v1/entities')
export class EntitiesController {
  constructor(@Inject(CANDIDATE_SOURCE) private readonly engine: CandidateSource) {}

  /**
   * GET /v1/entities/{entity_id} (spec 4.4). Any id that names no entity — unknown, or not
   * even of the `sanc_<list_id>_<number>` shape — is the spec's 404, echoing the id.
   */
  @Get(':entity_id')
  @RouteAccess({ permission: 'entities:read', quota: 'none', description: 'Full record of a listed entity' })
  @ApiRoute({
    tag: 'entities',
    ok: { schema: 'Entity', description: 'The entity record (spec 2.2)' },
    errors: ['entityNotFound', 'unavailable'],
  })
  async entity(@Param('entity_id') entityId: string) {
    const entity = await this.engine.getEntity(entityId).catch((error: unknown) => {
      throw engineUnavailable('the entity could not be read', error);
    });
    if (!entity) throw new ApiError(HttpStatus.NOT_FOUND, { error: 'Entity not found', entity_id: entityId });
    return toEntityResponse(entity);
  }
}
