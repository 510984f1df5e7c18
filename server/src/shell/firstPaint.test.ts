import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveSettings } from '@hondana/schemas';
import type { PublicSettings } from '@hondana/schemas';
import { systemClock } from '../clock';
import { firstPaintOf } from './firstPaint';
import { createManifestReader } from './manifest';

const settings = (banner: Record<string, unknown> = {}, logo = '') =>
  ({
    banner: resolveSettings('banner', banner),
    header: resolveSettings('header', { logo }),
    company: resolveSettings('company', {}),
    layout: resolveSettings('layout', {}),
  }) as unknown as PublicSettings;

describe('firstPaintOf', () => {
  it('names the lazy pages a route paints first', () => {
    const modules = (rest: string) => firstPaintOf(rest, settings()).modules;
    expect(modules('login')).toEqual(['src/features/login/LoginPage.tsx']);
    expect(modules('search')).toEqual(['src/features/search/SearchResultsPage.tsx']);
    expect(modules('search/0123456789abcdef0123456789abcdef')).toEqual([
      'src/features/search/SearchResultsPage.tsx',
      'src/features/contentDetail/ContentDetailPage.tsx',
    ]);
    expect(modules('group1/content1')).toEqual([
      'src/features/contentDetail/ContentDetailPage.tsx',
    ]);
    expect(modules('veritrans-payment/confirm')).toEqual([
      'src/features/subscription/OrderConfirmPage.tsx',
    ]);
    expect(modules('view-online/abc/def')).toEqual([
      'src/features/viewer/ViewerPage.tsx',
      'src/features/viewer/PdfViewer.tsx',
    ]);
    // A content link is not a group's content: its viewer, not the detail page.
    expect(modules('content/Z0CzKVRc32i3nX73SPVN')).toEqual([
      'src/features/viewer/TokenViewerPages.tsx',
      'src/features/viewer/PdfViewer.tsx',
    ]);
    expect(modules('direct-view/abc')).toEqual([
      'src/features/viewer/TokenViewerPages.tsx',
      'src/features/viewer/PdfViewer.tsx',
    ]);
    // Eager pages (a group, the home page without slides) preload nothing more.
    expect(modules('group1')).toEqual([]);
    expect(modules('')).toEqual([]);
  });

  it('preloads the carousel and its first image on a slide banner home page', () => {
    const slides = settings({
      isShow: true,
      typeBanner: 'SLIDE',
      slides: [
        {
          desktopSlideImage: '/img/wide.jpg',
          mobileSlideImage: '/img/narrow.jpg',
          bannerSlideLinkType: 'INTERNAL_LINK',
          bannerSlideLink: '/',
        },
      ],
    });
    const home = firstPaintOf('', slides);
    expect(home.modules).toEqual(['src/features/banner/SlideBanner.tsx']);
    expect(home.images).toEqual([
      { href: '/img/narrow.jpg', media: '(max-width: 767.98px)' },
      { href: '/img/wide.jpg', media: '(min-width: 768px)' },
    ]);
    // Other routes do not show the banner's carousel first.
    expect(firstPaintOf('login', slides).images).toEqual([]);
    expect(firstPaintOf('', settings({ isShow: false, typeBanner: 'SLIDE' })).modules).toEqual([]);
  });
});

describe('the logo', () => {
  it('is preloaded wherever the header paints, first of the images', () => {
    const withLogo = settings({}, '/img/logo.svg');
    expect(firstPaintOf('', withLogo).images).toEqual([{ href: '/img/logo.svg', media: 'all' }]);
    expect(firstPaintOf('search', withLogo).images).toEqual([
      { href: '/img/logo.svg', media: 'all' },
    ]);
    expect(firstPaintOf('view-online/a/b', withLogo).images).toEqual([]);
    expect(firstPaintOf('content/abc', withLogo).images).toEqual([]);
    expect(firstPaintOf('search', settings()).images).toEqual([]);
  });
});

describe('the manifest of lazy modules', () => {
  const dist = mkdtempSync(join(tmpdir(), 'hondana-manifest-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('preloads the app behind the entry, and lists a lazy module with the chunks the app did not load', () => {
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/boot.ts': { file: 'assets/boot.js', isEntry: true, dynamicImports: ['src/main.tsx'] },
        'src/main.tsx': {
          file: 'assets/main.js',
          isDynamicEntry: true,
          imports: ['_shared.js'],
          css: ['assets/main.css'],
        },
        '_shared.js': { file: 'assets/shared.js' },
        '_dialog.js': { file: 'assets/dialog.js', css: ['assets/dialog.css'] },
        'src/Detail.tsx': {
          file: 'assets/Detail.js',
          isDynamicEntry: true,
          imports: ['_shared.js', '_dialog.js', 'src/main.tsx'],
          css: ['assets/Detail.css'],
        },
      }),
    );
    const { assets } = createManifestReader(dist, systemClock).assets();
    expect(assets.scripts).toEqual(['/static/reader/assets/boot.js']);
    expect(assets.preloads).toEqual([
      '/static/reader/assets/main.js',
      '/static/reader/assets/shared.js',
    ]);
    expect(assets.stylesheets).toEqual(['/static/reader/assets/main.css']);
    expect(assets.lazy.has('src/main.tsx')).toBe(false);
    expect(assets.lazy.get('src/Detail.tsx')).toEqual({
      scripts: ['/static/reader/assets/Detail.js', '/static/reader/assets/dialog.js'],
      stylesheets: ['/static/reader/assets/Detail.css', '/static/reader/assets/dialog.css'],
    });
  });
});
