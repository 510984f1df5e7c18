import type { BilingualText } from '@hondana/schemas';

/** Demo tenants: what a new installation shows before anyone configures anything. */
export interface DemoTenant {
  company: {
    name: string;
    email: string;
    domainType: 'FULL_DOMAIN' | 'PATH';
    domain: string | null;
    path: string | null;
    accountType: string;
  };
  admin: { email: string; password: string; fullName: string };
  settings: Record<string, Record<string, unknown>>;
}

const img = (name: string) => `/demo-images/${name}`;

const sakura: DemoTenant = {
  company: {
    name: 'Sakura Library',
    email: 'contact@sakura.example',
    domainType: 'PATH',
    domain: null,
    path: 'sakura',
    accountType: 'EMAIL',
  },
  admin: { email: 'admin@sakura.example', password: 'sakura-admin', fullName: 'Sakura Admin' },
  settings: {
    company: {
      serviceName: { ja: 'さくら文庫', en: 'Sakura Library' },
      titlePage: { ja: 'さくら文庫 — 花ひらく本棚', en: 'Sakura Library — books in bloom' },
      companyName: { ja: 'さくら出版', en: 'Sakura Publishing' },
      logo: img('sakura-logo.svg'),
      favicon: img('sakura-favicon.svg'),
      defaultLanguage: 'ja',
      loginRequire: 0,
    },
    header: {
      backgroundColor: '#fff5f8',
      color: '#8c2f4f',
      logo: img('sakura-logo.svg'),
      title: { ja: 'さくら文庫', en: 'Sakura Library' },
      // The logo already spells the name.
      showTitle: false,
      height: 68,
    },
    body: { backgroundColor: '#ffffff', color: '#3d2b31', linkColor: '#c2185b', fontSize: 14 },
    input: {
      borderColor: '#e8769a',
      hoverBorderColor: '#c2185b',
      focusBorderColor: '#c2185b',
      borderRadius: 18,
    },
    layout: {
      layoutType: 'HOME',
      sidebar: {
        background: '#fff5f8',
        active: '#fbd3e0',
        text: '#5d3a46',
        textActive: '#8c2f4f',
        barBackground: '#c2185b',
        barText: '#ffffff',
      },
      searchValue: { color: '#ffffff', backgroundColor: '#c2185b' },
      moreLess: { color: '#c2185b', backgroundColor: '#ffffff' },
    },
    footer: {
      backgroundColor: '#8c2f4f',
      color: '#fff5f8',
      copyRight: { ja: '© さくら出版', en: '© Sakura Publishing' },
      // The header's logo writes its name in the footer's own colour: invisible there, the
      // flower alone sat left of centre. The footer shows the mark alone, centred (issue 32).
      logo: img('sakura-logo-footer.svg'),
      horizontalLinkPosition: { upper: 'CENTER', middle: 'CENTER', lower: 'RIGHT' },
      links: [
        link('about', { ja: 'さくら文庫について', en: 'About the library' }, '/about', 'UPPER', 1),
        link('guide', { ja: '読み方', en: 'How to read' }, '/guide', 'UPPER', 2),
        link('faq', { ja: 'よくある質問', en: 'FAQ' }, '/faq', 'UPPER', 3),
        link(
          'terms',
          { ja: '利用規約', en: 'Terms of use' },
          'https://sakura.example/terms',
          'MIDDLE',
          1,
          'EXTERNAL',
        ),
        link(
          'privacy',
          { ja: 'プライバシーポリシー', en: 'Privacy policy' },
          'https://sakura.example/privacy',
          'MIDDLE',
          2,
          'EXTERNAL',
        ),
        link(
          'contact',
          { ja: 'お問い合わせ', en: 'Contact' },
          'mailto:contact@sakura.example',
          'LOWER',
          1,
          'EXTERNAL',
        ),
      ],
    },
    banner: {
      isShow: true,
      typeBanner: 'MESSAGE',
      message: {
        ja: '春の読書祭り — 4月末まで全作品を試し読みできます。',
        en: 'Spring reading festival — every title free to preview until the end of April.',
      },
      backgroundColor: '#fbd3e0',
      textColor: '#8c2f4f',
      fontSize: 20,
      heightBanner: 120,
      mobileBannerHeight: 96,
    },
    newInformation: {
      isShow: true,
      title: { ja: 'お知らせ', en: 'News' },
      html: {
        ja: '<p><strong>新着：</strong>今月、日本の名作小説を120作品追加しました。</p>',
        en: '<p><strong>New:</strong> 120 classic Japanese novels added this month.</p>',
      },
    },
    // The pages behind the footer's about / guide / FAQ links.
    pages: {
      items: [
        {
          slug: 'about',
          titleEn: 'About the library',
          titleJa: 'さくら文庫について',
          htmlEn:
            '<p>Sakura Library lends classic Japanese literature to its members, on any device.</p>',
          htmlJa: '<p>さくら文庫は、日本の名作文学をどの端末でも読める会員制の電子図書館です。</p>',
        },
        {
          slug: 'guide',
          titleEn: 'How to read',
          titleJa: '読み方',
          htmlEn:
            '<ol><li>Find a book by group or search.</li><li>Open its page and press View.</li><li>The book opens in a new tab.</li></ol>',
          htmlJa:
            '<ol><li>グループや検索で本を探します。</li><li>本のページで「閲覧」を押します。</li><li>新しいタブで本が開きます。</li></ol>',
        },
        {
          slug: 'faq',
          titleEn: 'FAQ',
          titleJa: 'よくある質問',
          htmlEn:
            '<h2>Do I need an account?</h2><p>Browsing is open to everyone; reading a book needs a sign-in.</p>',
          htmlJa:
            '<h2>アカウントは必要ですか？</h2><p>閲覧は誰でもできます。本を読むにはログインが必要です。</p>',
        },
      ],
    },
    // The demo sells in test mode, chosen explicitly: test cards, no real charge.
    payment: { paymentGateway: 'SANDBOX' },
  },
};

const aozora: DemoTenant = {
  company: {
    name: 'Aozora Books',
    email: 'hello@aozora.example',
    domainType: 'FULL_DOMAIN',
    domain: 'aozora.localhost',
    path: null,
    accountType: 'EMAIL',
  },
  admin: { email: 'admin@aozora.example', password: 'aozora-admin', fullName: 'Aozora Admin' },
  settings: {
    company: {
      serviceName: { ja: 'あおぞらブックス', en: 'Aozora Books' },
      titlePage: { ja: 'あおぞらブックス', en: 'Aozora Books' },
      companyName: { ja: 'あおぞらメディア', en: 'Aozora Media' },
      logo: img('aozora-logo.svg'),
      favicon: img('aozora-favicon.svg'),
      defaultLanguage: 'en',
      loginRequire: 0,
    },
    header: {
      backgroundColor: '#0d2c54',
      color: '#ffffff',
      logo: img('aozora-logo.svg'),
      title: { ja: 'あおぞらブックス', en: 'Aozora Books' },
      showTitle: false,
      height: 64,
    },
    sortFields: {
      items: [
        sort('home-updated', 5, { ja: '新着順', en: 'Newest first' }, 'HOME_SORT', {
          isSortFieldDefault: true,
        }),
        sort('home-title', 1, { ja: 'タイトル順', en: 'Title' }, 'HOME_SORT', {
          isAcsDefault: true,
        }),
        sort('home-author', 2, { ja: '著者順', en: 'Author' }, 'HOME_SORT', { isAcsDefault: true }),
        sort('search-relevance', 12, { ja: '関連度順', en: 'Best match' }, 'SEARCH_SORT', {
          isSortFieldDefault: true,
        }),
        sort('search-updated', 5, { ja: '新着順', en: 'Newest first' }, 'SEARCH_SORT'),
        sort('search-title', 1, { ja: 'タイトル順', en: 'Title' }, 'SEARCH_SORT', {
          isAcsDefault: true,
        }),
      ],
    },
    body: { backgroundColor: '#f4f8fc', color: '#1b2a3a', linkColor: '#1e5fa8', fontSize: 15 },
    input: {
      borderColor: '#7fb8ee',
      hoverBorderColor: '#1e5fa8',
      focusBorderColor: '#0d2c54',
      borderRadius: 6,
    },
    layout: {
      layoutType: 'HOME_AND_SEARCH',
      pageMarginLeft: 56,
      pageMarginRight: 56,
      sidebar: {
        background: '#ffffff',
        active: '#dbeaf8',
        text: '#1b2a3a',
        textActive: '#0d2c54',
        barBackground: '#1e5fa8',
        barText: '#ffffff',
      },
      searchValue: { color: '#ffffff', backgroundColor: '#1e5fa8' },
      moreLess: { color: '#1e5fa8', backgroundColor: '#ffffff' },
    },
    footer: {
      backgroundColor: '#0d2c54',
      color: '#cfe3f7',
      copyRight: { ja: '© あおぞらメディア', en: '© Aozora Media' },
      horizontalLinkPosition: { upper: 'LEFT', middle: 'LEFT', lower: 'LEFT' },
      links: [
        link('help', { ja: 'ヘルプセンター', en: 'Help centre' }, '/help', 'UPPER', 1),
        link(
          'company',
          { ja: 'あおぞらメディア', en: 'Aozora Media' },
          'https://aozora.example',
          'UPPER',
          2,
          'EXTERNAL',
        ),
        link(
          'legal',
          { ja: '法的表示', en: 'Legal notice' },
          'https://aozora.example/legal',
          'LOWER',
          1,
          'EXTERNAL',
        ),
      ],
    },
    banner: {
      isShow: true,
      typeBanner: 'SLIDE',
      slideSpeed: 6,
      heightBanner: 329,
      mobileBannerHeight: 180,
      slides: [
        slide('aozora-slide-1.svg', '/search'),
        slide('aozora-slide-2.svg', 'https://aozora.example/apps', 'EXTERNAL_LINK'),
      ],
    },
    // The demo sells in test mode, chosen explicitly: test cards, no real charge.
    payment: { paymentGateway: 'SANDBOX' },
  },
};

export const demoTenants: DemoTenant[] = [sakura, aozora];

export const demoSystemAdmin = {
  email: 'admin@hondana.example',
  password: 'hondana-admin',
  fullName: 'Hondana Administrator',
};

function link(
  id: string,
  label: BilingualText,
  url: string,
  positionLink: string,
  ordinal: number,
  typeLink = 'INTERNAL',
) {
  return { id, label, url, typeLink, positionLink, ordinal };
}

function sort(
  id: string,
  field: number,
  title: BilingualText,
  type: 'HOME_SORT' | 'SEARCH_SORT',
  flags: { isAcsDefault?: boolean; isSortFieldDefault?: boolean } = {},
) {
  return { id, field, title, type, isAcsDefault: false, isSortFieldDefault: false, ...flags };
}

function slide(image: string, bannerSlideLink: string, bannerSlideLinkType = 'INTERNAL_LINK') {
  return {
    desktopSlideImage: img(image),
    mobileSlideImage: img(image),
    bannerSlideLinkType,
    bannerSlideLink,
  };
}
