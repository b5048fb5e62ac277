import { GIVEN_NAME_VARIANTS } from './data/given-names';

/** Each one-word spelling of the given-name table → its group's number (1, 2 …). */
const GIVEN_NAME_GROUP = new Map<string, number>(
  Object.entries(GIVEN_NAME_VARIANTS).flatMap(([canonical, variants], i) =>
    [canonical, ...variants].filter((spelling) => !spelling.includes(' ')).map((s) => [s, i + 1] as const),
  ),
);

/**
 * The given-name group a token spells (a number), or 0 when the table does not know it. Two tokens
 * of different groups are different names by the table's own rule (SALIM / SALEM, MUHAMMAD /
 * MAHMUD), however alike they sound.
 */
export function givenNameGroup(token: string): number {
  return GIVEN_NAME_GROUP.get(token) ?? 0;
}
