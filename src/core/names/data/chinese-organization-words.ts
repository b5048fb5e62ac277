import type { OrganizationWords } from '../scripts/organization-words';

/**
 * Words of Chinese organization names written in Han characters, and the English words the US
 * lists write for them (docs/matching.md, "Organization names in Han characters and Hangul"). A Chinese
 * company's English name translates its legal form and its business words and spells the rest
 * in pinyin: 华为技术有限公司 is HUAWEI TECHNOLOGIES CO., LTD., 昆仑银行 is BANK OF KUNLUN. These are
 * classes of words, as the generic words and the legal forms are in Latin script
 * (generic-words.ts, legal-forms.ts): a word's English form goes through the same class rules.
 *
 * Written from the words' ordinary meanings, not from the listed names.
 */

/** Words that end an organization's name: its legal form or the kind of body it is. */
const ENDINGS: Readonly<Record<string, string>> = {
  股份有限公司: 'CO LTD',
  有限责任公司: 'CO LTD',
  有限公司: 'CO LTD',
  股份公司: 'JOINT STOCK COMPANY',
  分公司: 'BRANCH',
  总公司: 'CORPORATION',
  公司: 'COMPANY',
  集团: 'GROUP',
  控股: 'HOLDINGS',
  银行: 'BANK',
  大学: 'UNIVERSITY',
  学院: 'INSTITUTE',
  研究院: 'RESEARCH INSTITUTE',
  研究所: 'RESEARCH INSTITUTE',
  研究中心: 'RESEARCH CENTER',
  科学院: 'ACADEMY OF SCIENCES',
  中心: 'CENTER',
  医院: 'HOSPITAL',
  协会: 'ASSOCIATION',
  委员会: 'COMMITTEE',
  基金会: 'FOUNDATION',
  事务所: 'OFFICE',
  办事处: 'OFFICE',
  商行: 'TRADING',
  工厂: 'FACTORY',
  造船厂: 'SHIPYARD',
  船厂: 'SHIPYARD',
  厂: 'FACTORY',
  局: 'BUREAU',
};

/** Business and sector words, read anywhere in an organization's name. */
const BUSINESS_WORDS: Readonly<Record<string, string>> = {
  国际: 'INTERNATIONAL',
  贸易: 'TRADING',
  商贸: 'TRADING',
  进出口: 'IMPORT EXPORT',
  实业: 'INDUSTRIAL',
  工业: 'INDUSTRY',
  产业: 'INDUSTRY',
  重工: 'HEAVY INDUSTRY',
  技术: 'TECHNOLOGY',
  科技: 'TECHNOLOGY',
  高科技: 'HIGH TECHNOLOGY',
  创新: 'INNOVATION',
  电子: 'ELECTRONICS',
  通信: 'COMMUNICATIONS',
  通讯: 'COMMUNICATIONS',
  电信: 'TELECOM',
  交通: 'COMMUNICATIONS',
  网络: 'NETWORK',
  信息: 'INFORMATION',
  数字: 'DIGITAL',
  软件: 'SOFTWARE',
  系统: 'SYSTEMS',
  智能: 'INTELLIGENT',
  半导体: 'SEMICONDUCTOR',
  集成电路: 'INTEGRATED CIRCUIT',
  光电: 'OPTOELECTRONICS',
  电气: 'ELECTRIC',
  电器: 'ELECTRIC APPLIANCES',
  电力: 'POWER',
  能源: 'ENERGY',
  新能源: 'NEW ENERGY',
  核电: 'NUCLEAR POWER',
  石油: 'PETROLEUM',
  天然气: 'NATURAL GAS',
  石化: 'PETROCHEMICAL',
  化工: 'CHEMICAL',
  化学: 'CHEMICAL',
  材料: 'MATERIALS',
  钢铁: 'STEEL',
  矿业: 'MINING',
  金属: 'METALS',
  机械: 'MACHINERY',
  设备: 'EQUIPMENT',
  仪器: 'INSTRUMENTS',
  制造: 'MANUFACTURING',
  精密: 'PRECISION',
  光学: 'OPTICS',
  汽车: 'AUTOMOBILE',
  航空: 'AVIATION',
  航天: 'AEROSPACE',
  船舶: 'SHIPBUILDING',
  航运: 'SHIPPING',
  海运: 'SHIPPING',
  船务: 'SHIPPING',
  物流: 'LOGISTICS',
  运输: 'TRANSPORTATION',
  港务: 'PORT',
  建设: 'CONSTRUCTION',
  建筑: 'CONSTRUCTION',
  工程: 'ENGINEERING',
  投资: 'INVESTMENT',
  金融: 'FINANCIAL',
  资本: 'CAPITAL',
  证券: 'SECURITIES',
  保险: 'INSURANCE',
  信托: 'TRUST',
  资产管理: 'ASSET MANAGEMENT',
  管理: 'MANAGEMENT',
  发展: 'DEVELOPMENT',
  开发: 'DEVELOPMENT',
  服务: 'SERVICES',
  咨询: 'CONSULTING',
  医药: 'PHARMACEUTICAL',
  生物: 'BIOTECHNOLOGY',
  医疗: 'MEDICAL',
  农业: 'AGRICULTURAL',
  食品: 'FOOD',
  兵器: 'ORDNANCE',
  防务: 'DEFENSE',
  安全: 'SECURITY',
  联合: 'UNITED',
  移动: 'MOBILE',
  国家: 'NATIONAL',
  北方: 'NORTH',
  南方: 'SOUTH',
  东方: 'EASTERN',
  西方: 'WESTERN',
};

/**
 * Places that begin many company names: China and its regions by their usual English names, the
 * provinces and larger cities by their pinyin (''). Listed to cut a name into words (北京华为 is
 * BEIJING HUAWEI, not one word); a following 省 (province) or 市 (city) is dropped, as English
 * names drop it.
 */
const PLACES: Readonly<Record<string, string>> = {
  中华人民共和国: 'PEOPLES REPUBLIC OF CHINA',
  中国: 'CHINA',
  中华: 'CHINA',
  香港: 'HONG KONG',
  澳门: 'MACAU',
  台湾: 'TAIWAN',
  内蒙古: 'INNER MONGOLIA',
  陕西: 'SHAANXI',
  西藏: 'TIBET',
  ...Object.fromEntries(
    (
      '北京 上海 天津 重庆 深圳 广州 杭州 南京 武汉 成都 西安 大连 青岛 厦门 宁波 苏州 无锡 哈尔滨 沈阳 ' +
      '长春 济南 郑州 长沙 合肥 福州 南昌 昆明 贵阳 南宁 海口 兰州 西宁 银川 乌鲁木齐 呼和浩特 拉萨 ' +
      '石家庄 太原 珠海 东莞 佛山 中山 汕头 温州 绍兴 烟台 威海 唐山 保定 广东 广西 浙江 江苏 福建 ' +
      '山东 山西 河北 河南 湖北 湖南 四川 贵州 云南 甘肃 青海 宁夏 新疆 辽宁 吉林 黑龙江 安徽 江西 海南'
    )
      .split(' ')
      .map((place) => [place, '']),
  ),
};

export const CHINESE_ORGANIZATION_WORDS: OrganizationWords = {
  endings: ENDINGS,
  business: BUSINESS_WORDS,
  places: PLACES,
  placeSuffixes: ['省', '市'],
};
