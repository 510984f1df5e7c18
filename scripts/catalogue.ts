/**
 * Deterministic fake contents for the large catalogue (seed:large, the search bench): half
 * Japanese, half English, each with a paragraph of "extracted text". The same seed number
 * always gives the same catalogue, so bench terms hit the same number of contents every run.
 */
export interface FakeContent {
  title: string;
  author: string;
  keywords: string;
  description: string;
  param1: string;
  distributorName: string;
  publishedDate: string;
  text: string;
}

const ja = {
  adjectives: [
    '静かな',
    '小さな',
    '遠い',
    '新しい',
    '古い',
    '青い',
    '白い',
    '眠れる',
    '消えた',
    '始まりの',
  ],
  nouns: [
    '図書館',
    '港町',
    '森',
    '時計',
    '手紙',
    '星空',
    '海辺',
    '王国',
    '庭園',
    '列車',
    '物語',
    '記憶',
  ],
  subjects: [
    '経済学',
    '心理学',
    '日本史',
    '量子力学',
    '統計学',
    '建築',
    '料理',
    '天文学',
    '哲学',
    '数学',
  ],
  families: ['佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村', '小林', '加藤'],
  givens: ['太郎', '花子', '健一', '美咲', '大輔', '陽子', '翔太', '由美', '誠', '直子'],
  genres: ['小説', '歴史', '科学', '技術', '児童書', 'ビジネス', '芸術', '旅行'],
  topics: [
    '光合成',
    '相対性理論',
    '産業革命',
    '気候変動',
    '人工知能',
    '遺伝子編集',
    '鎌倉幕府',
    '明治維新',
    '半導体',
    '再生可能エネルギー',
    '微生物',
    '金融危機',
    '古代文明',
    '火山活動',
    '都市計画',
    '言語獲得',
    '深海生物',
    '宇宙探査',
    '感染症',
    '印刷技術',
  ],
  phrases: [
    'この章では基本的な考え方を説明する。',
    '例を用いて手順を順に確認していく。',
    '結果は表と図にまとめて示した。',
    '読者は前の章の内容を知っているものとする。',
    '歴史的な背景についても触れておきたい。',
    '最後に今後の課題を整理する。',
  ],
};

const en = {
  adjectives: ['Silent', 'Hidden', 'Modern', 'Ancient', 'Practical', 'Curious', 'Lost', 'Golden'],
  nouns: [
    'Library',
    'Harbor',
    'Forest',
    'Clock',
    'Letters',
    'Garden',
    'Kingdom',
    'Railway',
    'Archive',
  ],
  subjects: [
    'Economics',
    'Psychology',
    'Statistics',
    'Architecture',
    'Astronomy',
    'Philosophy',
    'Cooking',
  ],
  firsts: ['Alice', 'Brian', 'Clara', 'David', 'Emma', 'Frank', 'Grace', 'Henry', 'Irene', 'James'],
  lasts: ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson', 'Evans', 'Thomas', 'Roberts', 'Walker'],
  genres: ['fiction', 'history', 'science', 'technology', 'children', 'business', 'art', 'travel'],
  topics: [
    'photosynthesis',
    'relativity',
    'industrialisation',
    'climate change',
    'neural networks',
    'gene editing',
    'feudal castles',
    'steam engines',
    'semiconductors',
    'solar power',
    'microbes',
    'bank runs',
    'lost civilisations',
    'volcanoes',
    'urban planning',
    'language learning',
    'deep sea life',
    'space probes',
    'epidemics',
    'printing presses',
  ],
  phrases: [
    'This chapter explains the basic ideas step by step.',
    'Worked examples show how each method is applied.',
    'The results are summarised in tables and figures.',
    'Readers are expected to know the previous chapter.',
    'The historical background is covered briefly as well.',
    'Finally, open questions for further study are listed.',
  ],
};

const distributors = ['青空出版', '桜書房', 'North Press', 'Blue Harbor Books', '星の出版社'];

export function fakeContent(index: number): FakeContent {
  const random = mulberry32(index * 2654435761);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const words = index % 2 === 0 ? ja : en;
  const isJapanese = index % 2 === 0;
  const subject = pick(words.subjects);
  const title = isJapanese
    ? `${pick(ja.adjectives)}${pick(ja.nouns)}と${subject} 第${(index % 97) + 1}巻`
    : `The ${pick(en.adjectives)} ${pick(en.nouns)} of ${subject}, Volume ${(index % 97) + 1}`;
  const author = isJapanese
    ? `${pick(ja.families)}${pick(ja.givens)}`
    : `${pick(en.firsts)} ${pick(en.lasts)}`;
  const genres = [pick(words.genres), pick(words.genres)];
  const sentences = Array.from({ length: 4 }, () => pick(words.phrases));
  const year = 1950 + Math.floor(random() * 76);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  return {
    title,
    author,
    keywords: [...new Set(genres)].join(','),
    description: isJapanese
      ? `${subject}についての入門書。${sentences[0]}`
      : `An introduction to ${subject}. ${sentences[0]}`,
    param1: `ISBN-${String(9780000000000 + index)}`,
    distributorName: pick(distributors),
    publishedDate: new Date(Date.UTC(year, month - 1, day)).toISOString(),
    text: isJapanese
      ? `${sentences.join('')}本書は${pick(ja.topics)}を扱う。整理番号${index}。`
      : `${sentences.join(' ')} The book deals with ${pick(en.topics)}. Reference ${index}.`,
  };
}

/** A small, fast, seedable generator (the catalogue must not depend on Math.random). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
