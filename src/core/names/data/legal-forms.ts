/**
 * Company legal forms and frequent business words, as token sequences (normalized text:
 * upper-case, punctuation already turned into spaces, so "S.A. de C.V." arrives as
 * "SA DE CV" and "sp. z o.o." as "SP Z OO"). Each key is the canonical token; each value lists the
 * phrases rewritten to it. Phrases match whole tokens only, anywhere in a name; the longest
 * phrase starting at a position wins.
 *
 * Grouping (one canonical token per legal concept, not per country):
 *  - LLC: private limited-liability companies whose capital is not in shares traded by the
 *    public: US LLC, Russian OOO, Ukrainian TOV, Kazakh TOO, Romanian/Italian SRL, French
 *    SARL, German GmbH, Polish sp. z o.o., Latin American LTDA and S. de R.L., Dutch BV.
 *  - LTD: companies "limited by shares" in the English tradition: LTD, CO LTD, PVT LTD,
 *    PTE LTD, PTY LTD, Malaysian SDN BHD.
 *  - JSC: joint-stock (share) companies: JSC and the Russian/Ukrainian AO, OAO, ZAO, PAO,
 *    PJSC, OJSC, CJSC, PAT, PRAT, the German AG, the Romance SA / SPA / SAL / SA DE CV and
 *    the Dutch NV.
 *  - PLC: public limited companies (UK PLC, Malaysian BHD).
 *  - CORP: US corporations (INC and CORP are the same legal form).
 *  - LP, LLP: partnerships.
 *  - FZE, FZCO: UAE free-zone entities (frequent in the SDN list); kept as their own form.
 * Sources: the legal-form suffixes most frequent in SDN entity names (sdn.csv, alt.csv) and
 * the ISO 20275 entity-legal-form list for their meaning.
 */
export const LEGAL_FORM_PHRASES: Readonly<Record<string, readonly string[]>> = {
  LLC: [
    'L L C',
    'LIMITED LIABILITY COMPANY',
    'LIMITED LIABILITY CO',
    'OOO',
    'O O O',
    'OBSHCHESTVO S OGRANICHENNOY OTVETSTVENNOSTYU',
    'OBSHCHESTVO S OGRANICHENNOI OTVETSTVENNOSTIU',
    'OBSHCHESTVO S OGRANICHENNOJ OTVETSTVENNOSTJU',
    'TOV',
    'T O V',
    'TOVARYSTVO Z OBMEZHENOYU VIDPOVIDALNISTYU',
    'TOO',
    'SRL',
    'S R L',
    'SARL',
    'S A R L',
    'S DE RL',
    'S DE R L',
    'S DE RL DE CV',
    'S DE R L DE C V',
    'SOCIEDAD DE RESPONSABILIDAD LIMITADA',
    'SOCIETE A RESPONSABILITE LIMITEE',
    'GMBH',
    'GESELLSCHAFT MIT BESCHRANKTER HAFTUNG',
    'SP Z O O',
    'SP ZOO',
    'SP Z OO',
    'SPOLKA Z OGRANICZONA ODPOWIEDZIALNOSCIA',
    'LTDA',
    'LIMITADA',
    'SOCIEDAD LIMITADA',
    'SOCIEDADE LIMITADA',
    'SOCIEDADE POR QUOTAS',
    'SOCIETA A RESPONSABILITA LIMITATA',
    'DOO',
    'D O O',
    'DRUSTVO S OGRANICENOM ODGOVORNOSCU',
    'TOVARISHCHESTVO S OGRANICHENNOY OTVETSTVENNOSTYU',
    'CONG TY TNHH',
    'TNHH',
    'YOUXIAN ZEREN GONGSI',
    'SHARIKAT DHAT MASULIYYA MAHDUDA',
    'SHERKAT BA MASOULIYAT MAHDOUD',
    'BV',
    'B V',
  ],
  LTD: [
    'LIMITED',
    'CO LTD',
    'CO LIMITED',
    'COMPANY LTD',
    'COMPANY LIMITED',
    'PRIVATE LIMITED',
    'PRIVATE LTD',
    'PVT LTD',
    'PTE LTD',
    'PTY LTD',
    'SDN BHD',
    'SENDIRIAN BERHAD',
    'YOUXIAN GONGSI',
  ],
  JSC: [
    'J S C',
    'JOINT STOCK COMPANY',
    'JOINT STOCK CO',
    'JOINTSTOCK COMPANY',
    'OPEN JOINT STOCK COMPANY',
    'CLOSED JOINT STOCK COMPANY',
    'PUBLIC JOINT STOCK COMPANY',
    'PRIVATE JOINT STOCK COMPANY',
    'OPEN JSC',
    'CLOSED JSC',
    'PUBLIC JSC',
    'PRIVATE JSC',
    'AO',
    'OAO',
    'ZAO',
    'PAO',
    'PJSC',
    'OJSC',
    'CJSC',
    'PAT',
    'PRAT',
    'SAS',
    'S A S',
    'SOCIEDAD POR ACCIONES SIMPLIFICADA',
    'SOCIETE PAR ACTIONS SIMPLIFIEE',
    'PUBLICHNE AKTSIONERNE TOVARYSTVO',
    'PRYVATNE AKTSIONERNE TOVARYSTVO',
    'AKTSIONERNE TOVARYSTVO',
    'NEPUBLICHNOE AKTSIONERNOE OBSHCHESTVO',
    'SPOLKA AKCYJNA',
    'AKCIONARSKO DRUSTVO',
    'ANONIM SIRKETI',
    'SOCIEDADE ANONIMA',
    'GUFEN YOUXIAN GONGSI',
    'CONG TY CO PHAN',
    'SHERKAT SAHAMI KHAS',
    'SHERKAT SAHAMI AM',
    'SAHAMI KHAS',
    'SAHAMI AM',
    'AKTSIONERNOE OBSHCHESTVO',
    'AKTSIONERNOYE OBSHCHESTVO',
    'OTKRYTOE AKTSIONERNOE OBSHCHESTVO',
    'ZAKRYTOE AKTSIONERNOE OBSHCHESTVO',
    'PUBLICHNOE AKTSIONERNOE OBSHCHESTVO',
    'AG',
    'AKTIENGESELLSCHAFT',
    'SA',
    'S A',
    'SA DE CV',
    'S A DE C V',
    'SAPI DE CV',
    'S A P I DE C V',
    'SOCIEDAD ANONIMA',
    'SOCIEDAD ANONIMA DE CAPITAL VARIABLE',
    'SOCIETE ANONYME',
    'SAL',
    'S A L',
    'SPA',
    'S P A',
    'SOCIETA PER AZIONI',
    'NV',
    'N V',
  ],
  PLC: ['P L C', 'PUBLIC LIMITED COMPANY', 'BHD', 'BERHAD'],
  CORP: ['CORPORATION', 'INC', 'INCORPORATED'],
  LP: ['L P', 'LIMITED PARTNERSHIP'],
  LLP: ['L L P', 'LIMITED LIABILITY PARTNERSHIP'],
  FZE: ['F Z E', 'FREE ZONE ESTABLISHMENT'],
  FZCO: ['FZC', 'F Z C O', 'FREE ZONE COMPANY'],
};

/**
 * Business words that are not legal forms but are written in two ways. Kept deliberately
 * short: AND / ET / UND / Y are NOT merged (Y and ET are also name particles and initials).
 * Abbreviations are expanded, not the other way round: a short canonical word such as INTL
 * would sit one letter from real names (INTEL).
 */
export const EQUIVALENT_WORD_PHRASES: Readonly<Record<string, readonly string[]>> = {
  CO: ['COMPANY'],
  INTERNATIONAL: ['INTL'],
  BROTHERS: ['BROS'],
  MANUFACTURING: ['MFG'],
};
