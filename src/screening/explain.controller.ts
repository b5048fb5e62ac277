import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { explainNames, prepareName, type Explanation } from '../core/matching';
import { ExplainRequestPipe, type ExplainRequest } from './dto/explain.dto';

/**
 * POST /v1/screen/explain (spec 2.6, 4.2): how the score of one pair was computed, by the
 * same scorer screening uses. The entity-type bonus applies when entity_type is given and is
 * not `unknown`: explain has no listed record, so it takes the given type as the listed
 * name's type (docs/matching.md, "Explain").
 */
@Controller('v1/screen')
export class ExplainController {
  @Post('explain')
  @HttpCode(HttpStatus.OK)
  explain(@Body(ExplainRequestPipe) request: ExplainRequest): Explanation & { timestamp: string } {
    const entityType = request.entity_type;
    const explanation = explainNames(prepareName(request.query_name), prepareName(request.matched_name), {
      typeBonus: entityType !== undefined && entityType !== 'unknown',
      entityType,
      queryIdentifiers: request.query_identifiers,
      matchedIdentifiers: request.matched_identifiers,
      queryCountries: request.query_countries,
      matchedCountries: request.matched_countries,
    });
    return { ...explanation, timestamp: new Date().toISOString() };
  }
}
