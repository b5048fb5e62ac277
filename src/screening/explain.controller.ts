import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { RouteAccess } from '../access/route-access';
import { ApiRoute } from '../api-docs/api-route';
import { ApiBody } from '@nestjs/swagger';
import { explainNames, prepareName, prepareQueryName, type Explanation } from '../core/matching';
import { bestOverPairs, type NamePair, personNamePairs, readsLegalForms } from '../core/matching/prepare';
import { type ExplainRequest, ExplainRequestDto, ExplainRequestPipe } from './dto/explain.dto';

/**
 * POST /v1/screen/explain (spec 2.6, 4.2): how the score of one pair was computed, by the
 * same scorer screening uses. The entity-type bonus applies when entity_type is given and is
 * not `unknown`: explain has no listed record, so it takes the given type as the listed
 * name's type (docs/matching.md, "Explain").
 */
@Controller('v1/screen')
export class ExplainController {
  @Post('explain')
  @RouteAccess({
    permission: 'screen',
    quota: 'none',
    description: 'Explain how the score of a name pair is computed',
  })
  @ApiRoute({
    tag: 'screening',
    description:
      'How the score of one pair of names was computed, by the scorer screening uses (spec 2.6, 4.2).',
    ok: { schema: 'Explanation', description: 'The explanation' },
  })
  @ApiBody({ type: ExplainRequestDto })
  @HttpCode(HttpStatus.OK)
  explain(@Body(ExplainRequestPipe) request: ExplainRequest): Explanation & { timestamp: string } {
    const entityType = request.entity_type;
    const options = {
      typeBonus: entityType !== undefined && entityType !== 'unknown',
      entityType,
      queryIdentifiers: request.query_identifiers,
      matchedIdentifiers: request.matched_identifiers,
      queryCountries: request.query_countries,
      matchedCountries: request.matched_countries,
    };
    const query = prepareQueryName(request.query_name);
    // An individual's names are read as screening reads a listed individual's (personNamePairs).
    const pairs: NamePair[] =
      entityType === 'individual'
        ? personNamePairs(
            query,
            readsLegalForms(query),
            prepareName(request.matched_name, true),
            () => prepareQueryName(request.query_name, true),
            () => prepareName(request.matched_name),
          )
        : [[query, prepareName(request.matched_name)]];
    const explanation = bestOverPairs(
      pairs,
      (queryForm, matchedForm) => explainNames(queryForm, matchedForm, options),
      (explained) => explained.final_score,
    );
    return { ...explanation, timestamp: new Date().toISOString() };
  }
}
