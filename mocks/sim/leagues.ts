import { TOP_LEAGUES, type GameType } from '@src/contract';
import { Random } from './random';
import { generateNames, type NameStyle } from './teamNames';

/** Fixed ids of the sport page's shortcut leagues; the same list is `TOP_LEAGUES` in src/contract/feed.ts. */
export const LEAGUE_EPL = '1001';
export const LEAGUE_LA_LIGA = '1002';
export const LEAGUE_SERIE_A = '1003';
export const LEAGUE_BUNDESLIGA = '1004';
export const LEAGUE_LIGUE_1 = '1005';
export const LEAGUE_CSL = '1006';
export { TOP_LEAGUES };

export interface LeagueFormat {
  /** Sets or frames of a best-of match (tennis, volleyball, table tennis, snooker). */
  bestOf?: number;
  /** Basketball quarter length. */
  periodMinutes?: number;
}

export interface LeagueDef {
  league_id: string;
  name: string;
  gameType: Exclude<GameType, 'FS'>;
  /** Display order among the leagues of a game type. */
  sort: number;
  /** Teams or players, strongest first. */
  teams: readonly string[];
  /** Relative share of the sport's matches. */
  weight: number;
  format?: LeagueFormat;
  /** Title of the league's outright (champion) market, when it has one. */
  outright?: string;
}

interface LeagueSeed {
  id: string;
  name: string;
  teams?: readonly string[];
  generate?: { style: NameStyle; count: number };
  weight: number;
  format?: LeagueFormat;
  outright?: string;
}

const EPL = ['利物浦', '阿森纳', '曼城', '切尔西', '纽卡斯尔联', '阿斯顿维拉', '托特纳姆热刺', '曼联', '布莱顿', '诺丁汉森林', '水晶宫', '布伦特福德', '富勒姆', '伯恩茅斯', '西汉姆联', '埃弗顿', '狼队', '利兹联', '伯恩利', '桑德兰'];
const LA_LIGA = ['皇家马德里', '巴塞罗那', '马德里竞技', '毕尔巴鄂竞技', '比利亚雷亚尔', '皇家贝蒂斯', '皇家社会', '塞维利亚', '瓦伦西亚', '赫罗纳', '塞尔塔', '奥萨苏纳', '马略卡', '巴列卡诺', '赫塔菲', '西班牙人', '阿拉维斯', '埃尔切', '莱万特', '皇家奥维耶多'];
const SERIE_A = ['国际米兰', '那不勒斯', 'AC米兰', '尤文图斯', '亚特兰大', '罗马', '拉齐奥', '博洛尼亚', '佛罗伦萨', '科莫', '都灵', '乌迪内斯', '热那亚', '卡利亚里', '萨索洛', '帕尔马', '莱切', '维罗纳', '克雷莫纳', '比萨'];
const BUNDESLIGA = ['拜仁慕尼黑', '勒沃库森', '多特蒙德', '莱比锡红牛', '法兰克福', '斯图加特', '弗赖堡', '门兴格拉德巴赫', '沃尔夫斯堡', '美因茨', '霍芬海姆', '柏林联合', '云达不莱梅', '奥格斯堡', '海登海姆', '圣保利', '科隆', '汉堡'];
const LIGUE_1 = ['巴黎圣日耳曼', '马赛', '摩纳哥', '里尔', '里昂', '尼斯', '朗斯', '雷恩', '斯特拉斯堡', '布雷斯特', '图卢兹', '南特', '欧塞尔', '昂热', '勒阿弗尔', '洛里昂', '巴黎FC', '梅斯'];
const CSL = ['上海海港', '上海申花', '成都蓉城', '北京国安', '山东泰山', '天津津门虎', '浙江队', '河南队', '青岛西海岸', '青岛海牛', '武汉三镇', '深圳新鹏城', '大连英博', '云南玉昆', '梅州客家', '长春亚泰'];
const NATIONS = ['阿根廷', '法国', '西班牙', '英格兰', '巴西', '葡萄牙', '荷兰', '德国', '比利时', '意大利', '克罗地亚', '乌拉圭', '哥伦比亚', '摩洛哥', '日本', '美国', '墨西哥', '瑞士', '塞内加尔', '韩国', '澳大利亚', '伊朗', '沙特阿拉伯', '中国'];

const FOOTBALL: LeagueSeed[] = [
  { id: LEAGUE_EPL, name: '英超', teams: EPL, weight: 6, outright: '英超 冠军' },
  { id: LEAGUE_LA_LIGA, name: '西甲', teams: LA_LIGA, weight: 6, outright: '西甲 冠军' },
  { id: LEAGUE_SERIE_A, name: '意甲', teams: SERIE_A, weight: 6, outright: '意甲 冠军' },
  { id: LEAGUE_BUNDESLIGA, name: '德甲', teams: BUNDESLIGA, weight: 5, outright: '德甲 冠军' },
  { id: LEAGUE_LIGUE_1, name: '法甲', teams: LIGUE_1, weight: 5, outright: '法甲 冠军' },
  { id: LEAGUE_CSL, name: '中超', teams: CSL, weight: 5, outright: '中超 冠军' },
  { id: '1007', name: '欧冠', teams: ['皇家马德里', '巴塞罗那', '拜仁慕尼黑', '利物浦', '阿森纳', '曼城', '巴黎圣日耳曼', '国际米兰', '切尔西', '马德里竞技', '多特蒙德', '勒沃库森', '那不勒斯', '尤文图斯', '本菲卡', '葡萄牙体育', '阿贾克斯', '埃因霍温', '亚特兰大', '托特纳姆热刺', '纽卡斯尔联', '摩纳哥', '马赛', '法兰克福', '比利亚雷亚尔', '毕尔巴鄂竞技', '加拉塔萨雷', '奥林匹亚科斯', '布鲁日', '凯尔特人', '布拉格斯拉维亚', '哥本哈根'], weight: 3, outright: '欧冠 冠军' },
  { id: '1008', name: '英冠', teams: ['莱斯特城', '伊普斯维奇', '南安普顿', '考文垂', '米德尔斯堡', '谢菲尔德联', '西布朗', '诺维奇', '斯托克城', '普雷斯顿', '布里斯托尔城', '米尔沃尔', '赫尔城', '德比郡', '沃特福德', '伯明翰', '谢菲尔德星期三', '布莱克本', '女王公园巡游者', '朴茨茅斯', '斯旺西', '查尔顿', '雷克斯汉姆', '牛津联'], weight: 5 },
  { id: '1009', name: '荷甲', teams: ['埃因霍温', '阿贾克斯', '费耶诺德', '阿尔克马尔', '特温特', '乌德勒支', '海伦芬', '奈梅亨', '前进之鹰', '斯巴达鹿特丹', '格罗宁根', '兹沃勒', '福伦丹', '埃克塞尔西奥', '福图纳锡塔德', '特尔斯塔', '赫拉克勒斯', '海牙'], weight: 3 },
  { id: '1010', name: '葡超', teams: ['本菲卡', '波尔图', '葡萄牙体育', '布拉加', '吉马良斯', '卡萨皮亚', '法马利康', '阿罗卡', '埃斯托里尔', '里奥阿维', '吉尔维森特', '摩雷伦斯', '国民队', '圣克拉拉', '阿维斯', '蒂尔森斯', '阿尔韦卡', '埃斯特雷拉'], weight: 3 },
  { id: '1011', name: '日职联', teams: ['鹿岛鹿角', '神户胜利船', '广岛三箭', '浦和红钻', '川崎前锋', '横滨水手', '町田泽维亚', '柏太阳神', '大阪钢巴', '大阪樱花', '名古屋鲸八', '东京FC', '东京绿茵', '清水鼓动', '京都不死鸟', '湘南比马', '福冈黄蜂', '冈山绿雉', '新潟天鹅', '横滨FC'], weight: 3 },
  { id: '1012', name: '韩K联', teams: ['蔚山HD', '全北现代', '浦项制铁', '首尔FC', '江原FC', '金泉尚武', '大田市民', '光州FC', '水原FC', '济州SK', '安养FC', '大邱FC'], weight: 2 },
  { id: '1013', name: '沙特联', teams: ['利雅得新月', '利雅得胜利', '吉达联合', '吉达国民', '卡迪西亚', '利雅得青年', '布赖代合作', '达曼协作', '塔亚文', '哈萨征服', '费哈', '哈利杰', '利雅得', '达马克', '奥克杜德', '哈森', '纳吉玛', '新未来'], weight: 2 },
  { id: '1014', name: '美职联', teams: ['迈阿密国际', '洛杉矶FC', '洛杉矶银河', '西雅图海湾人', '哥伦布机员', '辛辛那提', '费城联合', '纽约红牛', '纽约城', '亚特兰大联', '奥兰多城', '纳什维尔', '波特兰伐木者', '温哥华白浪', '皇家盐湖城', '明尼苏达联', '休斯顿迪纳摩', '达拉斯FC', '奥斯汀FC', '圣路易斯城', '芝加哥火焰', '新英格兰革命', '多伦多FC', '蒙特利尔', '夏洛特FC', '科罗拉多急流', '堪萨斯城体育', '圣何塞地震', '华盛顿联', '圣迭戈FC'], weight: 4 },
  { id: '1015', name: '巴西甲', teams: ['弗拉门戈', '帕尔梅拉斯', '克鲁塞罗', '米内罗竞技', '博塔弗戈', '弗鲁米嫩塞', '科林蒂安', '圣保罗', '格雷米奥', '国际体育会', '巴伊亚', '瓦斯科达伽马', '福塔雷萨', '布拉甘蒂诺红牛', '桑托斯', '米拉索尔', '维多利亚', '尤文图德', '累西腓体育', '塞阿拉'], weight: 4 },
  { id: '1016', name: '阿甲', teams: ['河床', '博卡青年', '竞赛俱乐部', '独立', '圣洛伦索', '拉普拉塔大学生', '萨斯菲尔德', '罗萨里奥中央', '纽维尔老男孩', '拉努斯', '塔勒瑞斯', '贝尔格拉诺', '阿根廷青年人', '飓风', '班菲尔德', '戈多伊克鲁斯', '图库曼竞技', '普拉腾斯'], weight: 3 },
  { id: '1017', name: '中甲', teams: ['重庆铜梁龙', '辽宁铁人', '石家庄功夫', '南通支云', '广州豹', '延边龙鼎', '上海嘉定汇龙', '苏州东吴', '无锡吴钩', '大连鲲城', '陕西联合', '青岛红狮', '淄博蹴鞠', '广西平果哈嘹', '湖南湘涛', '深圳青年人'], weight: 3 },
  { id: '1018', name: '世界杯预选赛', teams: NATIONS, weight: 2, outright: '世界杯 冠军' },
  { id: '1019', name: '土超', generate: { style: 'club', count: 18 }, weight: 3 },
  { id: '1020', name: '比甲', generate: { style: 'club', count: 16 }, weight: 3 },
  { id: '1021', name: '苏超', generate: { style: 'club', count: 12 }, weight: 2 },
  { id: '1022', name: '瑞士超', generate: { style: 'club', count: 12 }, weight: 2 },
  { id: '1023', name: '奥地利甲', generate: { style: 'club', count: 12 }, weight: 2 },
  { id: '1024', name: '丹麦超', generate: { style: 'club', count: 12 }, weight: 2 },
  { id: '1025', name: '瑞典超', generate: { style: 'club', count: 16 }, weight: 2 },
  { id: '1026', name: '挪超', generate: { style: 'club', count: 16 }, weight: 2 },
  { id: '1027', name: '希腊超', generate: { style: 'club', count: 14 }, weight: 2 },
  { id: '1028', name: '英甲', generate: { style: 'club', count: 24 }, weight: 4 },
  { id: '1029', name: '英乙', generate: { style: 'club', count: 24 }, weight: 4 },
  { id: '1030', name: '西乙', generate: { style: 'club', count: 22 }, weight: 4 },
  { id: '1031', name: '意乙', generate: { style: 'club', count: 20 }, weight: 4 },
  { id: '1032', name: '德乙', generate: { style: 'club', count: 18 }, weight: 4 },
  { id: '1033', name: '法乙', generate: { style: 'club', count: 18 }, weight: 4 },
  { id: '1034', name: '墨西哥超', generate: { style: 'club', count: 18 }, weight: 3 },
  { id: '1035', name: '澳超', generate: { style: 'club', count: 12 }, weight: 2 },
  { id: '1036', name: '中乙', generate: { style: 'chineseClub', count: 24 }, weight: 3 },
  { id: '1037', name: '巴西乙', generate: { style: 'club', count: 20 }, weight: 3 },
  { id: '1038', name: '日职乙', generate: { style: 'club', count: 20 }, weight: 3 },
];

const BASKETBALL: LeagueSeed[] = [
  { id: '2001', name: 'NBA', teams: ['雷霆', '骑士', '凯尔特人', '尼克斯', '掘金', '森林狼', '火箭', '湖人', '勇士', '快船', '步行者', '雄鹿', '活塞', '魔术', '灰熊', '独行侠', '老鹰', '国王', '热火', '公牛', '马刺', '太阳', '76人', '开拓者', '鹈鹕', '猛龙', '篮网', '黄蜂', '爵士', '奇才'], weight: 5, format: { periodMinutes: 12 }, outright: 'NBA 总冠军' },
  { id: '2002', name: 'CBA', teams: ['广东东阳光', '辽宁本钢', '浙江方兴渡', '上海久事', '北京首钢', '新疆伊力特', '深圳马可波罗', '山西汾酒', '广州龙狮', '山东高速', '青岛国信水产', '北京控股', '浙江稠州金租', '天津先行者', '吉林九台农商银行', '南京同曦', '四川丰谷酒业', '福建浔兴股份', '江苏肯帝亚', '宁波町渥'], weight: 4, format: { periodMinutes: 12 }, outright: 'CBA 总冠军' },
  { id: '2003', name: '欧洲篮球联赛', teams: ['皇家马德里', '巴塞罗那', '费内巴切', '奥林匹亚科斯', '帕纳辛纳科斯', '摩纳哥', '巴斯克尼亚', '特拉维夫马卡比', '特拉维夫夏普尔', '安纳托利亚埃菲斯', '米兰奥林匹亚', '博洛尼亚维图斯', '贝尔格莱德红星', '贝尔格莱德游击队', '拜仁慕尼黑', '瓦伦西亚', '巴黎篮球', '迪拜篮球'], weight: 3, format: { periodMinutes: 10 } },
  { id: '2004', name: '日本B联赛', teams: ['宇都宫布雷克斯', '千叶喷射机', '琉球黄金国王', '川崎勇士', '名古屋钻石海豚', '广岛蜻蜓', '群马晶鳞', '横滨海盗', '三河海马', '阿尔瓦克东京', '岛根魔法', '大阪进化'], weight: 2, format: { periodMinutes: 10 } },
  { id: '2005', name: '韩国篮球联赛', teams: ['首尔SK骑士', '水原KT音速', '原州DB', '昌原LG', '安养正官庄', '首尔三星', '高阳Sono', '大邱韩国燃气', '蔚山现代摩比斯', '釜山KCC'], weight: 2, format: { periodMinutes: 10 } },
  { id: '2006', name: 'WCBA', generate: { style: 'chineseClub', count: 18 }, weight: 2, format: { periodMinutes: 10 } },
  { id: '2007', name: '欧洲杯篮球赛', generate: { style: 'club', count: 20 }, weight: 2, format: { periodMinutes: 10 } },
  { id: '2008', name: 'NCAA', generate: { style: 'club', count: 40 }, weight: 3, format: { periodMinutes: 10 } },
];

const ATP = ['辛纳', '阿尔卡拉斯', '兹维列夫', '德约科维奇', '弗里茨', '德雷珀', '德米纳尔', '鲁内', '梅德韦杰夫', '鲁德', '保罗', '穆塞蒂', '菲尔斯', '蒂亚福', '谢尔顿', '西西帕斯', '卢布列夫', '迪米特洛夫', '胡尔卡奇', '门希克', '科博利', '蒙菲尔斯', '布勃利克', '商竣程', '布云朝克特', '吴易昺', '张之臻', '阿利亚西姆', '马查克', '纳迪', '戈芬', '汉弗莱斯'];
const WTA = ['萨巴伦卡', '斯瓦泰克', '高芙', '佩古拉', '郑钦文', '雷巴金娜', '安德烈耶娃', '纳瓦罗', '保利尼', '基斯', '斯维托丽娜', '穆霍娃', '阿尼西莫娃', '奥斯塔彭科', '大坂直美', '王欣瑜', '袁悦', '张帅', '王曦雨', '郑赛赛', '科斯秋克', '萨姆索诺娃', '亚历山德罗娃', '克雷吉茨科娃', '柯林斯', '巴多萨', '本西奇', '诺斯科娃', '卡萨特金娜', '阿扎伦卡'];

const TENNIS: LeagueSeed[] = [
  { id: '3001', name: 'ATP 上海大师赛', teams: ATP, weight: 3, format: { bestOf: 3 }, outright: 'ATP 上海大师赛 冠军' },
  { id: '3002', name: 'WTA 武汉公开赛', teams: WTA, weight: 3, format: { bestOf: 3 }, outright: 'WTA 武汉公开赛 冠军' },
  { id: '3003', name: '澳大利亚网球公开赛 男单', teams: ATP, weight: 1, format: { bestOf: 5 } },
  { id: '3004', name: 'ATP 挑战赛', generate: { style: 'player', count: 48 }, weight: 4, format: { bestOf: 3 } },
  { id: '3005', name: 'WTA 125K 系列赛', generate: { style: 'femalePlayer', count: 40 }, weight: 3, format: { bestOf: 3 } },
  { id: '3006', name: 'ITF 男子巡回赛', generate: { style: 'player', count: 64 }, weight: 4, format: { bestOf: 3 } },
  { id: '3007', name: 'ITF 女子巡回赛', generate: { style: 'femalePlayer', count: 64 }, weight: 4, format: { bestOf: 3 } },
];

const VOLLEYBALL: LeagueSeed[] = [
  { id: '4001', name: '中国女子排球超级联赛', teams: ['天津女排', '江苏女排', '上海女排', '北京女排', '浙江女排', '山东女排', '河南女排', '四川女排', '广东女排', '八一女排', '辽宁女排', '福建女排', '深圳女排', '云南女排'], weight: 3, format: { bestOf: 5 } },
  { id: '4002', name: '意大利男排超级联赛', teams: ['佩鲁贾', '特伦蒂诺', '奇维塔诺瓦', '皮亚琴察', '米兰', '莫德纳', '蒙扎', '维罗纳', '帕多瓦', '拉蒂纳', '格罗塔佐利纳', '西斯特纳'], weight: 2, format: { bestOf: 5 } },
  { id: '4003', name: '世界女排联赛', teams: ['意大利', '巴西', '中国', '波兰', '土耳其', '日本', '美国', '塞尔维亚', '荷兰', '多米尼加', '德国', '加拿大', '泰国', '比利时', '保加利亚', '韩国'], weight: 2, format: { bestOf: 5 } },
  { id: '4004', name: '土耳其女排联赛', generate: { style: 'club', count: 14 }, weight: 2, format: { bestOf: 5 } },
  { id: '4005', name: '俄罗斯男排超级联赛', generate: { style: 'club', count: 14 }, weight: 2, format: { bestOf: 5 } },
];

const TABLE_TENNIS: LeagueSeed[] = [
  { id: '5001', name: 'WTT 球星挑战赛 男单', teams: ['王楚钦', '林诗栋', '梁靖崑', '雨果', '张本智和', '莫雷加德', '林昀儒', '勒布伦', '户上隼辅', '向鹏', '黄友政', '周启豪', '卡尔德拉诺', '奥恰洛夫', '安宰贤', '张禹珍', '约尔吉奇', '庄智渊', '陈垣宇', '林高远'], weight: 3, format: { bestOf: 5 } },
  { id: '5002', name: 'WTT 球星挑战赛 女单', teams: ['孙颖莎', '王曼昱', '陈幸同', '王艺迪', '蒯曼', '早田希娜', '张本美和', '陈梦', '伊藤美诚', '大藤沙月', '钱天一', '何卓佳', '石洵瑶', '平野美宇', '申裕斌', '郑怡静', '杜凯琹', '迪亚兹', '斯佐科斯', '普利西卡'], weight: 3, format: { bestOf: 5 } },
  { id: '5003', name: 'WTT 大满贯 男单', teams: ['王楚钦', '林诗栋', '梁靖崑', '雨果', '张本智和', '莫雷加德', '林昀儒', '勒布伦', '户上隼辅', '向鹏', '卡尔德拉诺', '奥恰洛夫', '安宰贤', '张禹珍', '约尔吉奇', '庄智渊'], weight: 1, format: { bestOf: 7 } },
  { id: '5004', name: 'ITTF 挑战赛', generate: { style: 'player', count: 48 }, weight: 4, format: { bestOf: 5 } },
  { id: '5005', name: '乒乓球 Setka 杯', generate: { style: 'player', count: 40 }, weight: 5, format: { bestOf: 5 } },
];

const SNOOKER: LeagueSeed[] = [
  { id: '6001', name: '斯诺克世界锦标赛', teams: ['赵心童', '特鲁姆普', '奥沙利文', '罗伯逊', '希金斯', '塞尔比', '威尔逊', '墨菲', '卡特', '马奎尔', '丁俊晖', '宾汉姆', '张安达', '斯佳辉', '肖国栋', '吴宜泽', '雷佩凡', '周跃龙', '吕昊天', '霍金斯', '阿伦', '麦吉尔', '琼斯', '沃拉斯顿'], weight: 1, format: { bestOf: 19 }, outright: '斯诺克世锦赛 冠军' },
  { id: '6002', name: '斯诺克英国锦标赛', teams: ['特鲁姆普', '赵心童', '塞尔比', '奥沙利文', '威尔逊', '罗伯逊', '希金斯', '墨菲', '丁俊晖', '张安达', '卡特', '马奎尔', '吴宜泽', '斯佳辉', '肖国栋', '宾汉姆'], weight: 2, format: { bestOf: 11 } },
  { id: '6003', name: '斯诺克上海大师赛', teams: ['赵心童', '特鲁姆普', '奥沙利文', '塞尔比', '罗伯逊', '丁俊晖', '威尔逊', '希金斯', '墨菲', '张安达', '斯佳辉', '吴宜泽'], weight: 2, format: { bestOf: 11 } },
  { id: '6004', name: '斯诺克排名赛 资格赛', generate: { style: 'player', count: 40 }, weight: 3, format: { bestOf: 7 } },
];

const BASEBALL: LeagueSeed[] = [
  { id: '7001', name: '美国职棒大联盟', teams: ['道奇', '洋基', '费城人', '酿酒人', '教士', '大都会', '太空人', '水手', '守护者', '勇士', '金莺', '老虎', '红袜', '游骑兵', '蓝鸟', '皇家', '双城', '红雀', '巨人', '响尾蛇', '小熊', '光芒', '海盗', '红人', '天使', '运动家', '马林鱼', '白袜', '落基', '国民'], weight: 4 },
  { id: '7002', name: '日本职棒', teams: ['阪神虎', '读卖巨人', '横滨DeNA海湾之星', '广岛东洋鲤鱼', '东京养乐多燕子', '中日龙', '福冈软银鹰', '北海道日本火腿斗士', '欧力士野牛', '东北乐天金鹫', '千叶罗德海洋', '埼玉西武狮'], weight: 2 },
  { id: '7003', name: '韩国职棒', teams: ['起亚老虎', '三星狮', 'LG双子', '斗山熊', 'KT巫师', 'SSG登陆者', '乐天巨人', '韩华鹰', 'NC恐龙', '培证英雄'], weight: 2 },
  { id: '7004', name: '中华职棒', teams: ['中信兄弟', '统一狮', '乐天桃猿', '富邦悍将', '味全龙', '台钢雄鹰'], weight: 1 },
];

const HANDBALL: LeagueSeed[] = [
  { id: '8001', name: '欧洲手球冠军联赛', teams: ['巴塞罗那手球', '马格德堡', '巴黎圣日耳曼手球', '奥尔堡', '维斯普雷姆', '基尔', '凯尔采', '弗伦斯堡', '赛格德', '柏林狐狸', '里斯本竞技手球', '萨格勒布', '普拉克', '波尔图手球', '南特手球', '蒙彼利埃手球'], weight: 2 },
  { id: '8002', name: '德国手球甲级联赛', teams: ['柏林狐狸', '马格德堡', '基尔', '弗伦斯堡', '汉诺威', '梅尔松根', '莱茵内卡狮', '哥平根', '莱姆戈', '埃朗根', '韦茨拉尔', '斯图加特手球', '利普施塔特', '汉堡手球', '明登', '埃森手球'], weight: 2 },
  { id: '8003', name: '法国手球甲级联赛', generate: { style: 'club', count: 16 }, weight: 2 },
];

const VIRTUAL: LeagueSeed[] = [
  { id: '1501', name: '虚拟足球 英超', teams: EPL, weight: 2 },
  { id: '1502', name: '虚拟足球 欧冠', teams: ['皇家马德里', '巴塞罗那', '拜仁慕尼黑', '利物浦', '阿森纳', '曼城', '巴黎圣日耳曼', '国际米兰', '切尔西', '马德里竞技', '多特蒙德', '尤文图斯', '那不勒斯', '本菲卡', '阿贾克斯', '波尔图'], weight: 1 },
  { id: '1503', name: '虚拟足球 世界杯', teams: NATIONS, weight: 1 },
];

const SEEDS: Record<Exclude<GameType, 'FS'>, LeagueSeed[]> = {
  FT: FOOTBALL,
  VF: VIRTUAL,
  BK: BASKETBALL,
  TN: TENNIS,
  OP: HANDBALL,
  SK: SNOOKER,
  VB: VOLLEYBALL,
  BS: BASEBALL,
  TT: TABLE_TENNIS,
};

const OVERFLOW_NAMES: Record<Exclude<GameType, 'FS'>, { name: string; style: NameStyle; format?: LeagueFormat }> = {
  FT: { name: '地区业余联赛', style: 'club' },
  VF: { name: '虚拟足球 联赛', style: 'club' },
  BK: { name: '地区篮球联赛', style: 'club', format: { periodMinutes: 10 } },
  TN: { name: 'ITF 青少年巡回赛', style: 'player', format: { bestOf: 3 } },
  OP: { name: '地区手球联赛', style: 'club' },
  SK: { name: '斯诺克业余公开赛', style: 'player', format: { bestOf: 7 } },
  VB: { name: '地区排球联赛', style: 'club', format: { bestOf: 5 } },
  BS: { name: '独立职棒联盟', style: 'club' },
  TT: { name: '乒乓球业余联赛', style: 'player', format: { bestOf: 5 } },
};

const SPORT_PREFIX: Record<Exclude<GameType, 'FS'>, string> = { FT: '1', VF: '15', BK: '2', TN: '3', VB: '4', TT: '5', SK: '6', BS: '7', OP: '8' };

function fromSeed(seed: LeagueSeed, gameType: Exclude<GameType, 'FS'>, sort: number, rng: Random): LeagueDef {
  const teams = seed.teams ?? generateNames(rng, seed.generate?.style ?? 'club', seed.generate?.count ?? 16);
  return {
    league_id: seed.id,
    name: seed.name,
    gameType,
    sort,
    teams,
    weight: seed.weight,
    ...(seed.format ? { format: seed.format } : {}),
    ...(seed.outright ? { outright: seed.outright } : {}),
  };
}

/** The league catalogue of a sport; generated names depend on the seed only. */
export function catalogue(gameType: Exclude<GameType, 'FS'>, seed: number): LeagueDef[] {
  const rng = new Random(seed ^ hashText(gameType));
  return SEEDS[gameType].map((s, i) => fromSeed(s, gameType, i + 1, rng));
}

/**
 * Extra leagues for very large populations (SIM_LIVE in the thousands), numbered so that ids stay fixed for a
 * seed: `<sport prefix>9<n>`.
 */
export function overflowLeague(gameType: Exclude<GameType, 'FS'>, n: number, seed: number): LeagueDef {
  const spec = OVERFLOW_NAMES[gameType];
  const rng = new Random(seed ^ hashText(`${gameType}:${n}`));
  return {
    league_id: `${SPORT_PREFIX[gameType]}9${String(n).padStart(3, '0')}`,
    name: `${spec.name} 第${n}组`,
    gameType,
    sort: 500 + n,
    teams: generateNames(rng, spec.style, 24),
    weight: 1,
    ...(spec.format ? { format: spec.format } : {}),
  };
}

export function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
