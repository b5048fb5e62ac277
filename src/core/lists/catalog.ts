import type { ListId, UpdateFrequency } from './model';

/**
 * What each list is, who issues it and which source entries belong to it (docs/lists.md).
 * A parser tags every record with the memberships its source states; a list takes the
 * records carrying its membership. So one source can feed several lists (the OFAC
 * consolidated files feed ofac_consolidated, ofac_ssi and ofac_fse).
 */
export type Membership = 'SDN' | 'CONSOLIDATED' | 'SSI' | 'FSE' | 'DPL';

/** The source formats the parsers read. */
export type SourceFormat =
  'ofac-sdn-csv' | 'ofac-cons-csv' | 'ofac-enhanced-xml' | 'bis-dpl' | 'trade-gov-csl';

export const OFAC_AUTHORITY = 'U.S. Department of the Treasury, Office of Foreign Assets Control (OFAC)';
export const BIS_AUTHORITY = 'U.S. Department of Commerce, Bureau of Industry and Security (BIS)';

export interface ListDefinition {
  list_id: ListId;
  name: string;
  authority: string;
  update_frequency: UpdateFrequency;
  membership: Membership;
  /** Snapshot sources (manifest keys) that feed the list by default. */
  default_sources: SourceFormat[];
}

export const LIST_DEFINITIONS: Record<ListId, ListDefinition> = {
  ofac_sdn: {
    list_id: 'ofac_sdn',
    name: 'OFAC Specially Designated Nationals and Blocked Persons List (SDN)',
    authority: OFAC_AUTHORITY,
    update_frequency: 'real-time',
    membership: 'SDN',
    default_sources: ['ofac-sdn-csv'],
  },
  ofac_consolidated: {
    list_id: 'ofac_consolidated',
    name: 'OFAC Consolidated Sanctions List (Non-SDN Lists)',
    authority: OFAC_AUTHORITY,
    update_frequency: 'daily',
    membership: 'CONSOLIDATED',
    default_sources: ['ofac-cons-csv'],
  },
  ofac_fse: {
    list_id: 'ofac_fse',
    name: 'OFAC Foreign Sanctions Evaders List (FSE)',
    authority: OFAC_AUTHORITY,
    update_frequency: 'real-time',
    membership: 'FSE',
    default_sources: ['trade-gov-csl', 'ofac-cons-csv'],
  },
  ofac_ssi: {
    list_id: 'ofac_ssi',
    name: 'OFAC Sectoral Sanctions Identifications List (SSI)',
    authority: OFAC_AUTHORITY,
    update_frequency: 'real-time',
    membership: 'SSI',
    default_sources: ['ofac-cons-csv'],
  },
  bis_dpl: {
    list_id: 'bis_dpl',
    name: 'BIS Denied Persons List (DPL)',
    authority: BIS_AUTHORITY,
    update_frequency: 'weekly',
    membership: 'DPL',
    default_sources: ['bis-dpl'],
  },
};

/** OFAC program codes that put a consolidated entry on a sub-list. */
export const SSI_PROGRAM = 'UKRAINE-EO13662';
export const isFseProgram = (program: string) => program.startsWith('FSE-') || program === 'FSE';

/** Memberships implied by OFAC program codes (consolidated CSV and enhanced XML). */
export function membershipsFromPrograms(programs: string[]): Membership[] {
  const memberships: Membership[] = [];
  if (programs.includes(SSI_PROGRAM)) memberships.push('SSI');
  if (programs.some(isFseProgram)) memberships.push('FSE');
  return memberships;
}
