import type { OrganizationWords } from '../scripts/organization-words';

/**
 * Words of Korean organization names written in Hangul, and the English words the US lists write
 * for them (docs/matching.md, "Organization names in Han characters and Hangul"): 조선광선은행 is
 * KOREA KWANGSON BANKING CORP, 조선련봉총회사 KOREA RYONBONG GENERAL CORPORATION. North Korean
 * spellings are listed beside the South Korean ones where they differ (련합 / 연합, 쎈터 / 센터).
 * Classes of words, written from their ordinary meanings, not from the listed names.
 */

/** Words that end an organization's name: its legal form or the kind of body it is. */
const ENDINGS: Readonly<Record<string, string>> = {
  주식회사: 'CO LTD',
  유한회사: 'CO LTD',
  유한책임회사: 'CO LTD',
  합영회사: 'JOINT VENTURE COMPANY',
  합작회사: 'JOINT VENTURE COMPANY',
  총회사: 'GENERAL CORPORATION',
  회사: 'COMPANY',
  공사: 'CORPORATION',
  그룹: 'GROUP',
  홀딩스: 'HOLDINGS',
  은행: 'BANK',
  대학교: 'UNIVERSITY',
  대학: 'UNIVERSITY',
  연구소: 'RESEARCH INSTITUTE',
  연구원: 'RESEARCH INSTITUTE',
  센터: 'CENTER',
  쎈터: 'CENTER',
  위원회: 'COMMITTEE',
  협회: 'ASSOCIATION',
  재단: 'FOUNDATION',
  병원: 'HOSPITAL',
  공장: 'FACTORY',
  기업소: 'ENTERPRISE',
  련합기업소: 'COMPLEX',
  연합기업소: 'COMPLEX',
  지사: 'BRANCH',
  대표부: 'REPRESENTATIVE OFFICE',
};

/** Business and sector words, read anywhere in the name. */
const BUSINESS_WORDS: Readonly<Record<string, string>> = {
  무역: 'TRADING',
  물산: 'TRADING',
  수출입: 'EXPORT IMPORT',
  개발: 'DEVELOPMENT',
  광업: 'MINING',
  광산: 'MINE',
  해운: 'SHIPPING',
  해양: 'MARINE',
  해상: 'MARINE',
  조선: 'SHIPBUILDING',
  수산: 'FISHERIES',
  항공: 'AIRLINES',
  보험: 'INSURANCE',
  생명: 'LIFE',
  화재: 'FIRE',
  증권: 'SECURITIES',
  금융: 'FINANCIAL',
  투자: 'INVESTMENT',
  지주: 'HOLDINGS',
  상업: 'COMMERCIAL',
  신용: 'CREDIT',
  국제: 'INTERNATIONAL',
  대외: 'FOREIGN',
  민족: 'NATIONAL',
  국가: 'NATIONAL',
  합영: 'JOINT VENTURE',
  합작: 'JOINT VENTURE',
  련합: 'UNITED',
  연합: 'UNITED',
  기술: 'TECHNOLOGY',
  과학: 'SCIENCE',
  산업: 'INDUSTRY',
  공업: 'INDUSTRY',
  중공업: 'HEAVY INDUSTRY',
  전자: 'ELECTRONICS',
  전기: 'ELECTRIC',
  전력: 'POWER',
  통신: 'COMMUNICATIONS',
  정보: 'INFORMATION',
  컴퓨터: 'COMPUTER',
  콤퓨터: 'COMPUTER',
  기계: 'MACHINERY',
  설비: 'EQUIPMENT',
  화학: 'CHEMICAL',
  석유: 'PETROLEUM',
  가스: 'GAS',
  에너지: 'ENERGY',
  철강: 'STEEL',
  제철: 'STEEL',
  건설: 'CONSTRUCTION',
  자동차: 'MOTOR',
  운수: 'TRANSPORT',
  물류: 'LOGISTICS',
};

/**
 * Places that begin many names: Korea by its usual English name (조선 in the North, 한국 in the
 * South; 조선 inside a name is shipbuilding), other countries, and the larger cities in their own
 * romanization ('').
 */
const PLACES: Readonly<Record<string, string>> = {
  조선: 'KOREA',
  한국: 'KOREA',
  대한민국: 'REPUBLIC OF KOREA',
  북한: 'NORTH KOREA',
  중국: 'CHINA',
  러시아: 'RUSSIA',
  일본: 'JAPAN',
  홍콩: 'HONG KONG',
  ...Object.fromEntries(
    '평양 서울 부산 인천 대구 광주 대전 울산 남포 함흥 청진 신의주 원산 개성 라선'
      .split(' ')
      .map((place) => [place, '']),
  ),
};

export const KOREAN_ORGANIZATION_WORDS: OrganizationWords = {
  endings: ENDINGS,
  business: BUSINESS_WORDS,
  places: PLACES,
  placeSuffixes: ['시'],
};
