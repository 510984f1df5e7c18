import type { Knex } from 'knex';
import type { Clock } from '../clock';
import { newElementId } from '../content/ids';
import { contentRepository } from '../content/repository';
import type { ContentInput } from '../content/types';
import { emptyContentInput } from '../content/validate';
import { groupMembership } from '../content/groups/membership';
import { contentGroupRepository } from '../content/groups/repository';
import { createContentGroupService } from '../content/groups/service';
import { defaultGroupInput } from '../content/groups/validate';
import { createSearchIndex } from '../content/searchIndex';

type DemoBook = Pick<ContentInput, 'title' | 'author'> &
  Partial<ContentInput> & { group: 'ja' | 'en' | 'short' };

/** Public-domain classics (Aozora Bunko and Project Gutenberg), so the demo has real names. */
const books: DemoBook[] = [
  {
    group: 'ja',
    title: '吾輩は猫である',
    author: '夏目漱石',
    type: 'popular',
    publishedDate: '1905-01-01',
  },
  {
    group: 'ja',
    title: '坊っちゃん',
    author: '夏目漱石',
    type: 'popular',
    publishedDate: '1906-04-01',
  },
  {
    group: 'ja',
    title: 'こころ',
    author: '夏目漱石',
    type: 'recommend',
    publishedDate: '1914-04-20',
  },
  {
    group: 'ja',
    title: '三四郎',
    author: '夏目漱石',
    seriesKey: '漱石前期三部作',
    param1: '前期三部作 1',
    publishedDate: '1908-09-01',
  },
  {
    group: 'ja',
    title: 'それから',
    author: '夏目漱石',
    seriesKey: '漱石前期三部作',
    param1: '前期三部作 2',
    publishedDate: '1909-06-27',
  },
  {
    group: 'ja',
    title: '門',
    author: '夏目漱石',
    seriesKey: '漱石前期三部作',
    param1: '前期三部作 3',
    publishedDate: '1910-03-01',
  },
  { group: 'ja', title: '舞姫', author: '森鷗外', publishedDate: '1890-01-03' },
  { group: 'ja', title: '高瀬舟', author: '森鷗外', type: 'new', publishedDate: '1916-01-01' },
  {
    group: 'ja',
    title: '人間失格',
    author: '太宰治',
    type: 'popular',
    publishedDate: '1948-07-25',
  },
  {
    group: 'ja',
    title: '走れメロス',
    author: '太宰治',
    type: 'recommend',
    publishedDate: '1940-05-01',
  },
  { group: 'ja', title: '斜陽', author: '太宰治', publishedDate: '1947-12-15' },
  {
    group: 'ja',
    title: '銀河鉄道の夜',
    author: '宮沢賢治',
    type: 'new',
    publishedDate: '1934-10-01',
  },
  { group: 'ja', title: '注文の多い料理店', author: '宮沢賢治', publishedDate: '1924-12-01' },
  {
    group: 'ja',
    title: '羅生門',
    author: '芥川龍之介',
    type: 'popular',
    publishedDate: '1915-11-01',
  },
  {
    group: 'short',
    title: '蜘蛛の糸',
    author: '芥川龍之介',
    type: 'new',
    publishedDate: '1918-07-01',
  },
  { group: 'short', title: '鼻', author: '芥川龍之介', publishedDate: '1916-02-01' },
  {
    group: 'short',
    title: '檸檬',
    author: '梶井基次郎',
    type: 'recommend',
    publishedDate: '1925-01-01',
  },
  { group: 'short', title: '山月記', author: '中島敦', publishedDate: '1942-02-01' },
  {
    group: 'short',
    title: '手袋を買いに',
    author: '新美南吉',
    type: 'new',
    publishedDate: '1943-09-01',
  },
  { group: 'short', title: 'ごん狐', author: '新美南吉', publishedDate: '1932-01-01' },
  {
    group: 'en',
    title: 'Pride and Prejudice',
    author: 'Jane Austen',
    type: 'popular',
    publishedDate: '1813-01-28',
  },
  { group: 'en', title: 'Emma', author: 'Jane Austen', publishedDate: '1815-12-23' },
  {
    group: 'en',
    title: 'Jane Eyre',
    author: 'Charlotte Brontë',
    type: 'recommend',
    publishedDate: '1847-10-16',
  },
  { group: 'en', title: 'Wuthering Heights', author: 'Emily Brontë', publishedDate: '1847-12-01' },
  {
    group: 'en',
    title: 'Frankenstein',
    author: 'Mary Shelley',
    type: 'new',
    publishedDate: '1818-01-01',
  },
  { group: 'en', title: 'Moby-Dick', author: 'Herman Melville', publishedDate: '1851-10-18' },
  {
    group: 'en',
    title: 'Great Expectations',
    author: 'Charles Dickens',
    type: 'popular',
    publishedDate: '1861-08-01',
  },
  {
    group: 'en',
    title: 'A Tale of Two Cities',
    author: 'Charles Dickens',
    publishedDate: '1859-11-26',
  },
  {
    group: 'en',
    title: 'A Study in Scarlet',
    author: 'Arthur Conan Doyle',
    seriesKey: 'Sherlock Holmes',
    param1: 'Holmes 1',
    publishedDate: '1887-11-01',
  },
  {
    group: 'en',
    title: 'The Sign of the Four',
    author: 'Arthur Conan Doyle',
    seriesKey: 'Sherlock Holmes',
    param1: 'Holmes 2',
    publishedDate: '1890-02-01',
  },
  {
    group: 'en',
    title: 'The Hound of the Baskervilles',
    author: 'Arthur Conan Doyle',
    type: 'recommend',
    seriesKey: 'Sherlock Holmes',
    param1: 'Holmes 3',
    publishedDate: '1902-04-01',
  },
  {
    group: 'en',
    title: 'Anne of Green Gables',
    author: 'L. M. Montgomery',
    type: 'new',
    seriesKey: 'Anne',
    param1: 'Anne 1',
    publishedDate: '1908-06-13',
  },
  {
    group: 'en',
    title: 'Anne of Avonlea',
    author: 'L. M. Montgomery',
    seriesKey: 'Anne',
    param1: 'Anne 2',
    publishedDate: '1909-01-01',
  },
  {
    group: 'en',
    title: "Alice's Adventures in Wonderland",
    author: 'Lewis Carroll',
    type: 'popular',
    publishedDate: '1865-11-26',
  },
  {
    group: 'en',
    title: 'The Adventures of Tom Sawyer',
    author: 'Mark Twain',
    publishedDate: '1876-06-01',
  },
  {
    group: 'short',
    title: 'The Gift of the Magi',
    author: 'O. Henry',
    type: 'recommend',
    publishedDate: '1905-12-10',
  },
  {
    group: 'short',
    title: 'The Tell-Tale Heart',
    author: 'Edgar Allan Poe',
    publishedDate: '1843-01-01',
  },
  {
    group: 'short',
    title: 'The Yellow Wallpaper',
    author: 'Charlotte Perkins Gilman',
    publishedDate: '1892-01-01',
  },
  {
    group: 'short',
    title: 'The Happy Prince',
    author: 'Oscar Wilde',
    type: 'new',
    publishedDate: '1888-05-01',
  },
  {
    group: 'short',
    title: 'Kwaidan',
    author: 'Lafcadio Hearn',
    publishedDate: '1904-04-01',
    isPublished: false,
  },
];

const groups = [
  { key: 'ja', name: '日本文学 / Japanese literature', refCode: 'japanese', isPublic: true },
  { key: 'en', name: 'English classics', refCode: 'english', isPublic: true },
  { key: 'short', name: '短編・掌編 / Short stories', refCode: 'short-stories', isPublic: false },
] as const;

/**
 * The demo library of one tenant: the default special groups, three normal groups (one
 * login-only) and 40 classics with series, badges and one unpublished draft. No covers.
 */
export async function seedDemoContents(db: Knex, companyId: string, clock: Clock) {
  await createContentGroupService({ db, clock }).resetDefaults(companyId);
  const groupIds = new Map<string, string>();
  const repo = contentGroupRepository(db, companyId);
  for (const [index, group] of groups.entries()) {
    const id = newElementId();
    await repo.insert(id, { ...defaultGroupInput, ...group, ordinal: 10 + index }, clock.now());
    groupIds.set(group.key, id);
  }
  const contents = contentRepository(db, companyId);
  const membership = groupMembership(db, companyId);
  const start = clock.now().getTime() - books.length * 60_000;
  for (const [index, { group, ...book }] of books.entries()) {
    const id = newElementId();
    const input = {
      ...emptyContentInput,
      distributor: 'public-domain',
      distributorName: /[ぁ-んァ-ン一-龯]/.test(book.title) ? '青空文庫' : 'Project Gutenberg',
      keywords: book.author,
      description: `${book.title} — ${book.author}`,
      print: 1,
      ...book,
      publishedDate: book.publishedDate ? `${book.publishedDate}T00:00:00.000Z` : null,
    };
    // A minute apart, so "newest first" has a stable order.
    await contents.insert(id, input, new Date(start + index * 60_000));
    await membership.setGroups(id, [groupIds.get(group) as string]);
  }
  await createSearchIndex({ db }).rebuild(companyId);
}
