/** The drawer's entry icons (spec §2), drawn inline like the content buttons' icons. */
const PATHS = {
  home: 'M12 3 2 12h3v8h5v-6h4v6h5v-8h3z',
  books: 'M3 5c3-1 6-1 9 1 3-2 6-2 9-1v14c-3-1-6-1-9 1-3-2-6-2-9-1zM12 6v14',
  search:
    'M15.5 14h-.8l-.3-.3A6.5 6.5 0 1 0 14 15.5l.3.3v.8l5 5 1.5-1.5zm-6 0a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9z',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-3 0-8 1.5-8 4.5V20h16v-1.5c0-3-5-4.5-8-4.5z',
  subscription: 'M3 5h18v14H3zm2 2v2h14V7zm0 5v5h14v-5z',
  payments: 'M6 2h12v20l-3-2-3 2-3-2-3 2zm2 5v2h8V7zm0 4v2h8v-2zm0 4v2h5v-2z',
  myPage: 'M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14zM5 5h6v2H5v12h12v-6h2v8H3V5z',
  logout:
    'M10 17l1.4-1.4-2.6-2.6H19v-2H8.8l2.6-2.6L10 7l-5 5zM4 3h8v2H4v14h8v2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
  login:
    'M11 7 9.6 8.4l2.6 2.6H2v2h10.2l-2.6 2.6L11 17l5-5zm9 12h-8v2h8a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2h-8v2h8z',
  register:
    'M15 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-9-2V7H4v3H1v2h3v3h2v-3h3v-2zm9 4c-2.7 0-8 1.3-8 4v2h16v-2c0-2.7-5.3-4-8-4z',
} as const;

export type NavIconName = keyof typeof PATHS;

export function NavIcon({ name }: { name: NavIconName }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" className="hd-nav-icon">
      <path d={PATHS[name]} fill="currentColor" />
    </svg>
  );
}
