import 'reflect-metadata';
import fc from 'fast-check';
import { QUERY_ENTITY_TYPES } from '../../../src/core/lists/model';
import {
  BatchEntityDto,
  plainElement,
  validateBatchElements,
  validateElementWithPipe,
} from '../../../src/screening/dto/screen-batch.dto';
import { ScreenEntityDto } from '../../../src/screening/dto/screen-entity.dto';
import { createValidationPipe } from '../../../src/common/validation';

/** Names and types as callers send them, and as they get them wrong. */
const names = fc.oneof(
  { arbitrary: fc.stringMatching(/^[A-Za-z][A-Za-z .'-]{1,40}$/), weight: 4 },
  fc.constantFrom(
    'Vladimir Putin',
    'AL-QAIDA',
    'Müller GmbH',
    'Ø',
    '  x ',
    '李方伟',
    'DÄ…browski',
    'a\uFFFDb',
    '...',
  ),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ minLength: 495, maxLength: 505 }),
  fc.constantFrom(null, 42, true, ['Putin'], { first: 'Vladimir' }),
);
const types = fc.oneof(
  fc.constantFrom(...QUERY_ENTITY_TYPES),
  fc.constantFrom('person', '', 'INDIVIDUAL', null, 1),
);
const plainShapes = fc.record({ name: names, entity_type: types }, { requiredKeys: ['name'] });
const anyShapes = fc.record(
  {
    name: names,
    entity_type: types,
    identifiers: fc.constantFrom({ passport: 'AB123' }, {}, null),
    treshold: fc.constant(0.9),
  },
  { requiredKeys: [] },
);
const elements = fc.oneof(plainShapes, anyShapes);

async function pipeResult(element: object): Promise<BatchEntityDto | string> {
  try {
    return await validateElementWithPipe(element);
  } catch (error) {
    return (error as { body: { error: string } }).body.error;
  }
}

describe('batch elements: the fast path for { name, entity_type } agrees with the validation pipe', () => {
  it('builds exactly what the pipe builds, and leaves every other element to the pipe', async () => {
    let fast = 0;
    await fc.assert(
      fc.asyncProperty(elements, async (element) => {
        const plain = plainElement(element);
        if (plain === null) return;
        fast++;
        const piped = await pipeResult(element);
        expect(piped).toBeInstanceOf(BatchEntityDto);
        expect(Object.entries(plain)).toEqual(Object.entries(piped as BatchEntityDto));
      }),
      { numRuns: 2000 },
    );
    // The generator reaches the fast path often enough for the comparison to mean something.
    expect(fast).toBeGreaterThan(100);
  });

  it('refuses what the pipe refuses, with the pipe message and the field', async () => {
    const results = await validateBatchElements([
      { name: 'Vladimir Putin', entity_type: 'person' },
      { name: 'x' },
      { name: 'Vladimir Putin', treshold: 0.9 },
      { name: 'Vladimir Putin', entity_type: 'individual' },
    ]);
    expect(results.map((r) => (r.valid ? 'valid' : r.field))).toEqual([
      'entities.0.entity_type',
      'entities.1.name',
      'entities.2.treshold',
      'valid',
    ]);
  });
});

/** The single screening's body through class-transformer and class-validator only (no fast path). */
class PipedScreenEntityDto extends ScreenEntityDto {
  static override plain(): null {
    return null;
  }
}

describe('single screening: the fast path for { name, entity_type } agrees with the validation pipe', () => {
  const pipe = createValidationPipe();
  const through = async (body: object, metatype: typeof ScreenEntityDto): Promise<object | string> => {
    try {
      return (await pipe.transform(body, { type: 'body', metatype })) as object;
    } catch (error) {
      return (error as { body: { error: string } }).body.error;
    }
  };

  it('builds what the pipe builds, a ScreenEntityDto, and leaves every other body to the pipe', async () => {
    let fast = 0;
    await fc.assert(
      fc.asyncProperty(elements, async (body) => {
        const piped = await through(body, PipedScreenEntityDto);
        const served = await through(body, ScreenEntityDto);
        if (ScreenEntityDto.plain(body) !== null) {
          fast++;
          expect(served).toBeInstanceOf(ScreenEntityDto);
        }
        // Whichever path served it, the global pipe answers as class-validator does.
        expect(typeof served === 'string' ? served : Object.entries(served)).toEqual(
          typeof piped === 'string' ? piped : Object.entries(piped),
        );
      }),
      { numRuns: 2000 },
    );
    expect(fast).toBeGreaterThan(100);
  });
});
