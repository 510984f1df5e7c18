export const en = {
  nav: {
    skipToContent: 'Skip to main content',
    home: 'Home',
    books: 'Books',
    search: 'Search',
    login: 'Log in',
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    headerLinks: 'Site links',
    logoAlt: '{{name}} home',
  },
  sidebar: {
    label: 'Sidebar',
    sortOrder: 'Sort order',
    ascending: 'Ascending',
    descending: 'Descending',
    specialGroups: 'Featured',
    differentGenres: 'Different genres',
  },
  footer: {
    links: 'Footer links',
    backToTop: 'Back to top',
  },
  banner: {
    label: 'Announcements',
    previous: 'Previous slide',
    next: 'Next slide',
    goTo: 'Go to slide {{number}}',
    slide: 'Slide {{number}} of {{total}}',
  },
  search: {
    panel: 'Search',
    keyword: 'Keyword',
    submit: 'Search',
    results: 'Search results',
    prompt: 'Enter a keyword to search the library.',
    resultsFor: 'Results for “{{query}}”',
  },
  home: {
    title: 'Library',
    intro: 'Choose a genre or search to find content.',
  },
  contentGroup: {
    title: 'Content group',
  },
  login: {
    title: 'Log in',
    email: 'E-mail address or user name',
    password: 'Password',
    submit: 'Log in',
    forgotPassword: 'Forgot your password?',
    ipLogin: 'Log in with IP address',
    google: 'Sign in with Google',
    microsoft: 'Sign in with Microsoft',
    or: 'or',
    unavailable: 'Sign-in is not available yet.',
  },
  notFound: {
    title: 'SO SORRY, PAGE NOT FOUND',
    goBack: 'Go back',
  },
  error: {
    crashed: 'Something went wrong.',
    details: 'Details',
    loading: 'Error!',
    retry: 'Retry',
  },
  preview: {
    badge: 'Preview',
    popupSuppressed: 'External links do not open in preview.',
  },
  newWindow: '(opens in a new window)',
};

export type Resources = typeof en;
