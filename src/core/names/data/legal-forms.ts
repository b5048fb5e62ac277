/**
 * Company legal forms and frequent business words, as token sequences (normalized text:
 * upper-case, punctuation already turned into spaces, so "S.A. de C.V." arrives as
 * "SA DE CV" and "sp. z o.o." as "SP Z OO"). Each key is the canonical token; each value lists the
 * phrases rewritten to it. Phrases match whole tokens only, anywhere in a name; the longest
 * phrase starting at a position wins.
 *
 * Grouping (one canonical token per legal concept, not per country):
 *  - LLC: private limited-liability companies whose capital is not in shares traded by the
 *    public: US LLC, Russian OOO, Ukrainian TOV, Belarusian TAA, Kazakh TOO, Romanian/Italian
 *    SRL, French SARL, German GmbH, Polish sp. z o.o., Latin American LTDA and S. de R.L., Dutch BV.
 *  - LTD: companies "limited by shares" in the English tradition: LTD, CO LTD, PVT LTD,
 *    PTE LTD, PTY LTD, Malaysian SDN BHD.
 *  - JSC: joint-stock (share) companies: JSC and the Russian/Ukrainian AO, OAO, ZAO, PAO,
 *    PJSC, OJSC, CJSC, PAT, PRAT, ZAT, the Belarusian AAT and ZAT, the German AG, the Romance
 *    SA / SPA / SAL / SA DE CV and the Dutch NV.
 *  - PLC: public limited companies (UK PLC, Malaysian BHD).
 *  - CORP: US corporations (INC and CORP are the same legal form).
 *  - LP, LLP: partnerships.
 *  - FZE, FZCO: UAE free-zone entities (frequent in the SDN list); kept as their own form.
 *  - GUP, ANO, PP: Russian state unitary enterprises, Russian non-profits, Ukrainian and Russian
 *    private enterprises; KG and the Spanish SOCIEDAD EN COMANDITA are partnerships (LP).
 * Sources: the legal-form suffixes most frequent in SDN entity names (sdn.csv, alt.csv) and
 * the ISO 20275 entity-legal-form list for their meaning.
 */
export const LEGAL_FORM_PHRASES: Readonly<Record<string, readonly string[]>> = {
  LLC: [
    'L L C',
    'LIMITED LIABILITY COMPANY',
    'LIMITED LIABILITY CO',
    // Some US states name the LLC a corporation.
    'LIMITED LIABILITY CORPORATION',
    'OOO',
    'O O O',
    'OBSHCHESTVO S OGRANICHENNOY OTVETSTVENNOSTYU',
    'OBSHCHESTVO S OGRANICHENNOI OTVETSTVENNOSTIU',
    'OBSHCHESTVO S OGRANICHENNOJ OTVETSTVENNOSTJU',
    'TOV',
    'T O V',
    'TOVARYSTVO Z OBMEZHENOYU VIDPOVIDALNISTYU',
    // Belarusian (BGN/PCGN): ТАА, таварыства з абмежаванай адказнасцю.
    'TAA',
    'TAVARYSTVA Z ABMEZHAVANAY ADKAZNASTSYU',
    'TOO',
    'SRL',
    'S R L',
    'SARL',
    'S A R L',
    'S DE RL',
    'S DE R L',
    'S DE RL DE CV',
    'S DE R L DE C V',
    'SRL DE CV',
    'S R L DE C V',
    'SOCIEDAD DE RESPONSABILIDAD LIMITADA DE CAPITAL VARIABLE',
    // The society written out and the capital variable abbreviated, as Mexican registers mix them.
    'SOCIEDAD DE RESPONSABILIDAD LIMITADA DE CV',
    'SOCIEDAD DE RESPONSABILIDAD LIMITADA DE C V',
    'SOCIEDAD DE RESPONSABILIDAD LIMITADA',
    'SOCIETE A RESPONSABILITE LIMITEE',
    'GMBH',
    'GESELLSCHAFT MIT BESCHRANKTER HAFTUNG',
    'GESELLSCHAFT MBH',
    'GES M B H',
    'GES MBH',
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
    'DRUSTVO SA OGRANICENOM ODGOVORNOSCU',
    'OOD',
    'EOOD',
    'DRUZHESTVO S OGRANICHENA OTGOVORNOST',
    'EDNOLICHNO DRUZHESTVO S OGRANICHENA OTGOVORNOST',
    'SRO',
    'S R O',
    'SPOLECNOST S RUCENIM OMEZENYM',
    'SPOLOCNOST S RUCENIM OBMEDZENYM',
    'KFT',
    'KORLATOLT FELELOSSEGU TARSASAG',
    'SOCIETATE CU RASPUNDERE LIMITATA',
    'SPRL',
    'SOCIETE PRIVEE A RESPONSABILITE LIMITEE',
    'BVBA',
    'SIA',
    'SABIEDRIBA AR IEROBEZOTU ATBILDIBU',
    'UAB',
    'UZDAROJI AKCINE BENDROVE',
    'EPE',
    'ETAIREIA PERIORISMENIS EVTHYNIS',
    'LIMITED SIRKETI',
    'LTD STI',
    'BESLOTEN VENNOOTSCHAP',
    'BESLOTEN VENNOOTSCHAP MET BEPERKTE AANSPRAKELIJKHEID',
    'APS',
    'ANPARTSSELSKAB',
    'TOVARISHCHESTVO S OGRANICHENNOY OTVETSTVENNOSTYU',
    'CONG TY TNHH',
    'TNHH',
    'YOUXIAN ZEREN GONGSI',
    'SHARIKAT DHAT MASULIYYA MAHDUDA',
    'SHERKAT BA MASOULIYAT MAHDOUD',
    'BV',
    'B V',
    // Quality pass 2 (ISO 20275 forms of jurisdictions the table lacked; docs/matching.md).
    'SL',
    'SLU',
    'SOCIEDAD LIMITADA UNIPERSONAL',
    'EIRL',
    'E I R L',
    'EMPRESA INDIVIDUAL DE RESPONSABILIDAD LIMITADA',
    'EIRELI',
    'COMPANIA LIMITADA',
    'CIA LTDA',
    'SOCIEDADE EMPRESARIA LIMITADA',
    'WLL',
    'W L L',
    'WITH LIMITED LIABILITY',
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
    // South Africa and Australia write the proprietary company out: SPI INTERNATIONAL PROPRIETARY LIMITED,
    // listed beside its SPI INTERNATIONAL PTY LTD.
    'PTY LIMITED',
    'PROPRIETARY LIMITED',
    'PROPRIETARY LTD',
    'SDN BHD',
    'SENDIRIAN BERHAD',
    'OY',
    'OSAKEYHTIO',
    'AKTIEBOLAG',
    'AKTIEBOLAGET',
    'AKSJESELSKAP',
    'AKTIESELSKAB',
    'PERSEROAN TERBATAS',
    'YOUXIAN GONGSI',
    'CHUSIK HOESA',
    'JUSIK HOESA',
    'CHUSIKHOESA',
    'JUSIKHOESA',
    'PT',
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
    // Ukrainian ЗАТ (closed), Belarusian ААТ (open) and ЗАТ (closed) joint-stock companies, and the
    // joint-venture СЗАО / СЗАТ of Belarus (BGN/PCGN).
    'ZAT',
    'AAT',
    'SZAO',
    'SZAT',
    'ZAKRYTE AKTSIONERNE TOVARYSTVO',
    'AKTSYYANERNAYE TAVARYSTVA',
    'ADKRYTAYE AKTSYYANERNAYE TAVARYSTVA',
    'ZAKRYTAYE AKTSYYANERNAYE TAVARYSTVA',
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
    'AKTIEN GESELLSCHAFT',
    'OYJ',
    'JULKINEN OSAKEYHTIO',
    'ALLMENNAKSJESELSKAP',
    'EAD',
    'AKTSIONERNO DRUZHESTVO',
    'EDNOLICHNO AKTSIONERNO DRUZHESTVO',
    'ZRT',
    'NYRT',
    'SOCIETATE PE ACTIUNI',
    'AKCIOVA SPOLECNOST',
    'ANONYMI ETAIREIA',
    'NAAMLOZE VENNOOTSCHAP',
    'COMPANIA ANONIMA',
    'SOCIEDADE ANONIMA DE CAPITAL ABERTO',
    'SA',
    'S A',
    'SA DE CV',
    'S A DE C V',
    'SAPI DE CV',
    'S A P I DE C V',
    'SOCIEDAD ANONIMA',
    'SOCIEDAD ANONIMA DE CAPITAL VARIABLE',
    'SOCIEDAD ANONIMA DE CV',
    'SOCIEDAD ANONIMA DE C V',
    'SOCIEDAD ANONIMA PROMOTORA DE INVERSION DE CAPITAL VARIABLE',
    'SOCIEDAD ANONIMA CERRADA',
    'SOCIEDAD ANONIMA ABIERTA',
    'SAC',
    'S A C',
    'SAA',
    'SOCIEDAD POR ACCIONES',
    'SOCIETE ANONYME LIBANAISE',
    'NAO',
    'KK',
    'KABUSHIKI KAISHA',
    'PJS',
    'P J S',
    // PJS written out: Iranian companies are written "X Company (Private Joint Stock)", and the
    // lists abbreviate it (TEHRAN GOSTARESH COMPANY, P.J.S.).
    'PRIVATE JOINT STOCK',
    'PUBLIC JOINT STOCK',
    'ANONYMOS ETAIREIA',
    'SOCIETE ANONYME',
    'SAL',
    'S A L',
    // Omani share companies, public (general) and closed: S.A.O.G., S.A.O.C. (13 times in the bundled lists).
    'SAOG',
    'S A O G',
    'SAOC',
    'S A O C',
    'SPA',
    'S P A',
    'SOCIETA PER AZIONI',
    'NV',
    'N V',
  ],
  PLC: ['P L C', 'PUBLIC LIMITED COMPANY', 'BHD', 'BERHAD'],
  CORP: ['CORPORATION', 'INC', 'INCORPORATED'],
  LP: ['L P', 'LIMITED PARTNERSHIP', 'KG', 'KOMMANDITGESELLSCHAFT', 'SOCIEDAD EN COMANDITA', 'S EN C'],
  LLP: ['L L P', 'LIMITED LIABILITY PARTNERSHIP'],
  FZE: ['F Z E', 'FREE ZONE ESTABLISHMENT'],
  // DMCC: a company of the Dubai Multi Commodities Centre free zone, written after the name as a legal
  // form (36 times in the bundled lists: AGOR DMCC, TRIO ENERGY DMCC).
  FZCO: ['FZC', 'F Z C O', 'FREE ZONE COMPANY', 'DMCC'],
  // State unitary enterprises: federal, state and municipal (Russia), republican (Belarus: RUP,
  // in English RUE), romanized and in English. Not SUE, UP or UE: a given name and two short words.
  GUP: [
    'FGUP',
    'MUP',
    'RUP',
    'RUE',
    'FEDERALNOE GOSUDARSTVENNOE UNITARNOE PREDPRIYATIE',
    'GOSUDARSTVENNOE UNITARNOE PREDPRIYATIE',
    'MUNITSIPALNOE UNITARNOE PREDPRIYATIE',
    'RESPUBLIKANSKOE UNITARNOE PREDPRIYATIE',
    'FEDERAL STATE UNITARY ENTERPRISE',
    'STATE UNITARY ENTERPRISE',
    'REPUBLICAN UNITARY ENTERPRISE',
    'MUNICIPAL UNITARY ENTERPRISE',
  ],
  // Non-profit organizations (Russia: autonomous non-commercial organization).
  ANO: ['AVTONOMNAYA NEKOMMERCHESKAYA ORGANIZATSIYA'],
  // Private enterprises (Ukraine PP, Russia ChP).
  PP: ['PRYVATNE PIDPRYIEMSTVO', 'PRYVATNE PIDPRYEMSTVO', 'CHASTNOE PREDPRIYATIE'],
};

/**
 * Legal forms whose abbreviation is also a word elsewhere in names, so they are read as a legal
 * form only as the last word(s) of a name, after at least one other word, where companies write
 * their form. AS is the Arabic article of AS-SALAM before a name but the Turkish A.S. (anonim
 * sirket), Czech and Slovak a.s., Estonian and Latvian AS at the end; CA ends Venezuelan and
 * Ecuadorian names (C.A., compania anonima). All are share companies (JSC); normalization writes
 * "A.S." as AS and "A. S." or "A/S" as A S.
 */
export const TRAILING_LEGAL_FORM_PHRASES: Readonly<Record<string, readonly string[]>> = {
  JSC: ['AS', 'A S', 'CA', 'C A'],
  // The Swedish aktiebolag (AKTIEBOLAG is LTD above); AB is also the Arabic word for father.
  LTD: ['AB'],
};

/**
 * Business words that are not legal forms but are written in two ways. Kept deliberately
 * short: AND / ET / UND / Y are NOT merged (Y and ET are also name particles and initials).
 * Abbreviations are expanded, not the other way round: a short canonical word such as INTL
 * would sit one letter from real names (INTEL).
 *
 * The abbreviations are the usual English ones of company registers and of payment messages,
 * whose 35-character lines make senders abbreviate ("NATL IRANIAN OIL CO" scored 0.71 against
 * NATIONAL IRANIAN OIL COMPANY and came back `clear`). Only those that stand for one word: IND
 * (INDIA, INDUSTRIAL, INDUSTRIES), TECH, DEV and CHEM stand for several, or are names.
 */
export const EQUIVALENT_WORD_PHRASES: Readonly<Record<string, readonly string[]>> = {
  CO: ['COMPANY'],
  INTERNATIONAL: ['INTL'],
  BROTHERS: ['BROS'],
  MANUFACTURING: ['MFG'],
  NATIONAL: ['NATL'],
  GOVERNMENT: ['GOVT'],
  DEPARTMENT: ['DEPT'],
  UNIVERSITY: ['UNIV'],
  ASSOCIATION: ['ASSN', 'ASSOC'],
  INSTITUTE: ['INST'],
  HOLDING: ['HLDG'],
  HOLDINGS: ['HLDGS'],
  TRADING: ['TRDG'],
  SHIPPING: ['SHPG'],
  PETROCHEMICAL: ['PETROCHEM'],
  ENGINEERING: ['ENGG', 'ENGRG'],
  MANAGEMENT: ['MGMT'],
  SERVICES: ['SVCS'],
  LABORATORIES: ['LABS'],
  COMMERCIAL: ['COML'],
  FINANCIAL: ['FINL'],
  INDUSTRIES: ['INDS'],
  GROUP: ['GRP'],
  CENTER: ['CTR'],
  // "Saint Petersburg Bank" scored 0.57 against ST. PETERSBURG BANK (2026-11-26, third session).
  SAINT: ['ST'],
  // The kinds of Russian research and production organizations (eleventh 2026-11-28 session),
  // abbreviated and translated as the lists write them: "NPO SPLAV" scored 0.42 against NAUCHNO-
  // PROIZVODSTVENNOE OBEDINENIE SPLAV and "OKB SUKHOI" 0.05 against OPYTNO-KONSTRUKTORSKOE BYURO
  // SUKHOGO. Expanded to the Russian words, which generic-words.ts already weighs as kinds.
  'NAUCHNO PROIZVODSTVENNOE OBEDINENIE': [
    'NPO',
    'SCIENTIFIC PRODUCTION ASSOCIATION',
    'SCIENTIFIC AND PRODUCTION ASSOCIATION',
    'RESEARCH PRODUCTION ASSOCIATION',
    'RESEARCH AND PRODUCTION ASSOCIATION',
  ],
  'NAUCHNO PROIZVODSTVENNOE PREDPRIYATIE': [
    'NPP',
    'SCIENTIFIC PRODUCTION ENTERPRISE',
    'SCIENTIFIC AND PRODUCTION ENTERPRISE',
    'RESEARCH PRODUCTION ENTERPRISE',
    'RESEARCH AND PRODUCTION ENTERPRISE',
  ],
  'OPYTNO KONSTRUKTORSKOE BYURO': ['OKB', 'EXPERIMENTAL DESIGN BUREAU'],
  'KONSTRUKTORSKOE BYURO': ['DESIGN BUREAU'],
  'NAUCHNO ISSLEDOVATELSKIY INSTITUT': ['NII', 'SCIENTIFIC RESEARCH INSTITUTE'],
};
