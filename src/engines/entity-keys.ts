import type { Entity } from '../core/lists/model';
import { isDocumentIdType, MIN_IDENTIFIER_KEY_LENGTH, normalizeIdentifier } from '../core/names/identifiers';
import { analyzeName, NameKeys } from '../core/names/keys';

/** Everything both engines derive from one entity at index time. */
export interface EntityKeys {
  /** Each name's keys: primary name first, then aliases in list order. */
  names: NameKeys[];
  /** Normalized document numbers (passport, national id, tax id, registration, IMO …), never dates of birth. */
  identifierKeys: string[];
}

export function entityNames(entity: Entity): string[] {
  return [entity.primary_name, ...entity.aliases.map((alias) => alias.alias_name)];
}

export function entityIdentifierKeys(entity: Entity): string[] {
  const keys = entity.identifiers
    .filter((identifier) => isDocumentIdType(identifier.id_type))
    .map((identifier) => normalizeIdentifier(identifier.id_value))
    .filter((key) => key.length >= MIN_IDENTIFIER_KEY_LENGTH);
  return [...new Set(keys)].sort();
}

export function entityKeys(entity: Entity): EntityKeys {
  const names = entityNames(entity).map((name) => analyzeName(name).keys);
  return { names, identifierKeys: entityIdentifierKeys(entity) };
}
