import { statusTexts } from '@hondana/schemas/contracts';

/** The console's own English texts (react-admin and schema labels come from elsewhere). */
export const en = {
  console: {
    image: {
      upload: 'Upload',
      uploading: 'Uploading…',
      uploaded: 'Image uploaded — save to apply it',
      failed: 'The upload failed',
      tooLarge: 'Images can be at most 2 MB',
      preview: 'Current image',
    },
    color: {
      swatch: 'Pick %{name}',
      lowContrast:
        'Hard to read on its background: contrast %{ratio}:1, readers need at least %{minimum}:1.',
    },
    richText: {
      toolbar: 'Formatting of %{name}',
      bold: 'Bold',
      italic: 'Italic',
      underline: 'Underline',
      heading: 'Heading',
      bullets: 'Bulleted list',
      numbers: 'Numbered list',
      link: 'Link',
      undo: 'Undo',
      redo: 'Redo',
      source: 'Edit as HTML',
      formatted: 'Back to formatted text',
      sourceOnly:
        'This text holds elements the editor cannot show (images, tables or classes): it is edited as HTML so none of it is lost. The reader shows only what is safe.',
      address: 'Address (https://…, mailto:…, tel:… or /page)',
      badAddress: 'Type a web address, an e-mail (mailto:), a phone number (tel:) or a path (/…).',
      newWindow: 'Open in a new window',
      unlink: 'Remove link',
      apply: 'Apply',
    },
    secret: {
      placeholder: 'Not stored — type the key to store it',
      stored: 'Stored (hidden) — leave empty to keep it, type to replace it',
    },
    form: {
      newItem: 'New entry (%{list})',
      newBoxesAfterSave: 'A box added now can be chosen once saved.',
      unnamedBox: 'Box without a label',
      unsaved: 'Unsaved changes',
    },
    tenant: {
      label: 'Tenant',
      none: 'Choose a tenant in the top bar to edit its settings.',
    },
    settingsGroups: {
      brand: 'Brand & company',
      appearance: 'Appearance',
      searchContent: 'Search & content',
      login: 'Login',
      payment: 'Payment',
      other: 'Other settings',
    },
    settings: {
      saved: '%{name} saved',
      reset: 'Reset',
      resetTitle: 'Reset %{name}?',
      resetConfirm:
        'All %{name} settings go back to their defaults. The current version stays in the history and can be restored.',
      resetDone: '%{name} reset to defaults',
    },
    history: {
      open: 'History',
      title: 'History of %{name}',
      empty: 'Nothing saved yet: the defaults are in use.',
      current: 'Live',
      view: 'Show version %{version}',
      rollback: 'Restore',
      rollbackTo: 'Restore version %{version}',
      rollbackConfirm:
        'Version %{version} becomes live again as a new version. Nothing in the history is lost.',
      rolledBack: '%{name} restored',
      actions: { update: 'Saved', reset: 'Reset', rollback: 'Restored' },
      same: 'Same as the live settings.',
      field: 'Field',
      live: 'Live',
      thisVersion: 'This version',
      removedAccount: 'a removed account',
    },
    preview: {
      title: 'Preview',
      unsaved: 'Preview — not saved yet',
      loading: 'Loading…',
      desktop: 'Desktop width (1280 px, scaled to fit)',
      wide: 'Full-width preview',
      narrow: 'Back to the form beside the preview',
      tablet: 'Tablet width (768 px, scaled to fit)',
      mobile: 'Mobile width (375 px)',
      reload: 'Reload preview',
      invalid: 'The draft cannot be previewed until these are fixed:',
      watermarkPage: 'Sample page',
      watermarkOff: 'The watermark is off: pages show none.',
      watermarkViewerOff: 'The watermark is off in the online viewer: pages there show none.',
      watermarkNote:
        'A sample page as the online viewer draws it, with your own details; readers see theirs.',
      mailLanguage: 'Language of the mail',
      mailSubject: 'Subject',
      mailBuiltIn: 'Built-in mail (no template of your own in this language)',
      mailFailed:
        'This template does not render; readers get the built-in mail below until it is fixed:',
    },
    payment: {
      title: 'Connection to the payment gateway',
      explain:
        'Checks the merchant ID and keys on this form at the gateway (blank secret fields use the stored ones). Nothing is saved or charged.',
      verify: 'Verify connection',
      accepted: 'The gateway accepted these settings.',
      sandbox:
        'The sandbox takes test cards only and needs no keys. Choose VeriTrans or GMO to sell for real.',
      noCards:
        'This choice takes no cards on this site: readers cannot buy plans by card until VeriTrans or GMO is chosen.',
      notSetUp:
        'Nothing is sold until a gateway is chosen: test mode (the sandbox) to try the shop with test cards, or VeriTrans or GMO with their keys to sell for real.',
    },
    paymentMode: {
      test: 'Test mode: no real charges; use the test cards',
      none: 'Payments not set up: paid plans cannot be published',
      testDetail:
        'Test mode: no real charges; use the test cards. Readers can go through checkout, but no money moves.',
      noneDetail:
        'Payments are not set up: readers cannot pay and paid plans cannot be published. Choose a gateway below and save.',
    },
    companies: {
      address: 'Domain or path',
      maxContentHelp:
        'How many contents this library may hold. A company created without a limit gets 1 (the default); the console starts new companies at 1,000.',
      maxUserHelp:
        'How many reader accounts this library may have. A company created without a limit gets 1 (the default); the console starts new companies at 1,000.',
    },
    empty: {
      title: 'No %{name} yet',
      help: {
        any: 'Create the first one to get started.',
        contents: 'Upload a PDF, or import a CSV of titles and upload their PDFs afterwards.',
        imports: 'Import readers or contents from a CSV file.',
        plans: 'A plan is what readers buy: a price per period and the content groups it opens.',
        coupons: 'A coupon takes a percentage off the first order it is entered on.',
        'discount-ordinals':
          'A discount for the n-th billing period of a plan (say, the second month at half price).',
      },
    },
    plans: { archived: 'Archived' },
    staff: {
      roles: { 2: 'Company admin', 5: 'Service admin' },
      statuses: { 0: 'Active', 1: 'Blocked' },
      invited: 'An invitation to set a password was sent to %{email}',
      forTenant: 'The new staff member joins %{name}.',
      inviteHelp:
        'The new admin gets an e-mail with a link to choose a password (valid for 7 days).',
      sendReset: 'Send password link',
      resetTitle: 'Send a password link to %{email}?',
      resetConfirm:
        'They get an e-mail with a link to choose a new password (valid for 1 hour). The current password keeps working until then.',
      resetSent: 'A link to set a new password was sent to %{email}',
      setPassword: {
        title: 'Choose your password',
        help: 'At least 8 characters with an uppercase letter, a lowercase letter and a number.',
        password: 'New password',
        confirm: 'Repeat the password',
        mismatch: 'The two passwords differ.',
        submit: 'Set password',
        done: 'Your password is set. Sign in with your e-mail address.',
        signIn: 'Go to sign-in',
      },
    },
    delete: {
      users:
        'The reader account is deleted with its sessions, favourites and subscriptions. This cannot be undone.',
      'user-groups': 'The user group is deleted. A group that still has members cannot be deleted.',
      'ip-groups': 'The IP group and its address ranges are deleted. This cannot be undone.',
      'content-links':
        'The link stops working at once, and anyone reading through it is stopped. This cannot be undone.',
      companies:
        'The company is deleted with all its settings, readers, contents and staff. This cannot be undone.',
      staff: 'The staff account is deleted and signed out at once.',
      plans:
        'A plan nobody has bought is deleted with its discount ordinals. A plan with subscribers is archived instead: it is no longer sold, and their subscriptions continue.',
      coupons:
        'The coupon code stops working. Orders that used it keep their discount. This cannot be undone.',
      'discount-ordinals':
        'Future renewals no longer get this discount; payments already made keep theirs.',
    },
    dashboard: {
      title: 'Dashboard',
      welcome: 'Welcome, %{name}',
      yourLibrary: 'Your library',
      openReader: 'Open reader',
      preview: 'Preview',
      settings: 'Settings',
      nothingYet: "Use the menu to manage your library's plans, coupons and discount ordinals.",
    },
    contents: {
      create: 'Upload a content',
      upload: 'Upload',
      export: 'Export CSV',
      file: 'File',
      noFile: 'No file yet',
      group: 'Content group',
      noGroups: 'No normal content groups yet',
      updatedAt: 'Updated',
      textStatus: 'Text extraction',
      textStatuses: {
        NONE: 'No file',
        PENDING: 'Extracting…',
        DONE: 'Done',
        FAILED: 'Failed',
      },
      textFailed: 'The text could not be extracted.',
      retry: 'Retry',
      retryQueued: 'Text extraction queued again',
      activeContent:
        'This PDF contains active content (scripts, launch actions or embedded files). The viewer does not run it, but check the file comes from a trusted source.',
      activeContentWarning: 'Uploaded. The PDF contains active content: %{found}',
      uploaded: 'Content uploaded',
      replaced: 'File replaced',
      replace: 'Replace file',
      pick: {
        file: 'Choose PDF',
        fileNone: 'No PDF chosen',
        cover: 'Choose cover image',
        coverNone: 'No cover (optional)',
      },
      bulk: {
        publish: 'Publish',
        unpublish: 'Unpublish',
        addToGroup: 'Add to group',
        add: 'Add',
        deleteTitle: 'Delete contents',
        deleteConfirm:
          'Delete %{smart_count} content and its file? |||| Delete %{smart_count} contents and their files?',
        publishDone: '%{smart_count} content published |||| %{smart_count} contents published',
        unpublishDone:
          '%{smart_count} content unpublished |||| %{smart_count} contents unpublished',
        'add-to-groupDone':
          '%{smart_count} content added to the group |||| %{smart_count} contents added to the group',
        deleteDone: '%{smart_count} content deleted |||| %{smart_count} contents deleted',
      },
    },
    contentGroups: {
      reset: 'Reset to defaults',
      resetTitle: 'Reset the special groups?',
      resetConfirm:
        'Favourites, recently read, new, popular and recommended get their default names and look back. Normal groups are not changed.',
      resetDone: 'Special groups reset to defaults',
      refCodes: 'Ref codes',
      refCodesSaved: 'Ref codes saved',
    },
    upload: {
      title: 'Uploads',
      close: 'Close (finished uploads are removed)',
    },
    users: {
      usernameHelp: '6 to 64 letters, digits, underscores, dots or hyphens',
      passwordHelp: 'At least %{min} characters',
      resetPassword: 'Reset password',
      resetPasswordHelp:
        'Choose a new password for %{name}. Their sessions end, so they sign in with it next time.',
      newPassword: 'New password',
      setPassword: 'Set password',
      passwordReset: 'Password changed',
      toggleStatus: 'Allow sign-in',
      blocked: 'User stopped: they can no longer sign in',
      allowed: 'User allowed again',
      exportCsv: 'Export CSV',
    },
    userGroups: { none: 'No group' },
    ipGroups: { range: 'Addresses' },
    contentLinks: {
      copy: 'Copy link',
      copied: 'Link copied',
      share: 'Share this address. It opens the content in the online viewer until the last day.',
      expired: 'This link has expired: set a later last day to open it again.',
      create: 'Share link',
      ACTIVE: 'Active',
      EXPIRED: 'Expired',
    },
    imports: {
      title: 'Import',
      chooseFile: 'Choose CSV file',
      noFile: 'No file chosen',
      mode: 'Existing users',
      progress: 'Import progress',
      badRows: 'Rows not imported',
      line: 'Line',
      problem: 'Problem',
      downloadLog: 'Download log',
      status: {
        queued: 'Waiting to start…',
        running: 'Importing…',
        done: 'Finished',
        failed: 'The import failed',
      },
      types: { 'user-import': 'Users', 'content-import': 'Contents' },
      summary: {
        'user-import':
          '%{created} created, %{updated} updated, %{skipped} skipped, %{deleted} deleted, %{failed} refused',
        'content-import': '%{created} added, %{updated} updated, %{failed} skipped',
      },
      users: {
        title: 'Import users',
        help: 'A UTF-8 CSV with a header row: email, username, full_name, password, lang, group, status (any order; email or username is needed).',
        start: 'Start import',
      },
      contents: {
        open: 'Import CSV',
        title: 'Import contents from CSV',
        help: 'Row 1: column names (id, title, author, …), row 2: labels, row 3: the year in its first cell, contents from row 4. Rows with an id update that content; rows without one add a content. Upload the PDFs afterwards.',
        year: 'Year',
        start: 'Import',
      },
    },
  },
  api: {
    error: {
      unknown: 'Something went wrong. Please try again.',
      // Each catalogue code's text lives with the code in the shared contracts.
      ...statusTexts('en'),
    },
  },
  validate: {
    required: 'Required',
    file: {
      required: 'Select a file to upload.',
      notAllowed: 'This kind of file is not allowed.',
      invalid: 'The file is not valid.',
      yearInvalid: 'The first cell of the third row must be the year %{year}.',
      tooLarge: 'The file is too large.',
    },
  },
  resources: {
    staff: {
      name: 'Staff member |||| Staff',
      fields: {
        email: 'E-mail',
        fullName: 'Name',
        roleLevel: 'Role',
        lang: 'Language',
        status: 'Status',
        createdAt: 'Created',
      },
    },
    companies: { name: 'Company |||| Companies' },
    contents: { name: 'Content |||| Contents' },
    'content-groups': { name: 'Content group |||| Content groups' },
    usage: {
      name: 'Usage',
      fields: {
        from: 'From',
        to: 'To',
        month: 'Month',
        title: 'Content',
        opens: 'Opens',
        pageViews: 'Pages viewed',
        prints: 'Prints',
        printedPages: 'Pages printed',
        downloads: 'Downloads',
      },
    },
    'content-links': {
      name: 'Content link |||| Content links',
      fields: {
        contentTitle: 'Content',
        url: 'Link',
        status: 'Status',
        opens: 'Opens',
        lastOpenedAt: 'Last opened',
      },
    },
    users: {
      name: 'User |||| Users',
      fields: { createdAt: 'Created' },
    },
    'user-groups': {
      name: 'User group |||| User groups',
      fields: { memberCount: 'Members', updatedAt: 'Updated' },
    },
    'ip-groups': {
      name: 'IP group |||| IP groups',
      fields: { updatedAt: 'Updated' },
    },
    imports: {
      name: 'Import |||| Imports',
      fields: {
        createdAt: 'Started',
        fileName: 'File',
        type: 'Kind',
        mode: 'Existing users',
        status: 'Status',
        progress: 'Progress',
        finishedAt: 'Finished',
      },
    },
    plans: {
      name: 'Plan |||| Plans',
      fields: { updatedAt: 'Updated', archivedAt: 'Archived' },
    },
    coupons: {
      name: 'Coupon |||| Coupons',
      fields: { numberUsed: 'Used', createdAt: 'Created' },
    },
    'discount-ordinals': {
      name: 'Discount ordinal |||| Discount ordinals',
      fields: { subscriptionPlanName: 'Plan', updatedAt: 'Updated' },
    },
    transactions: {
      name: 'Payment |||| Payments',
      fields: {
        createdAt: 'Date',
        userEmail: 'E-mail',
        subscriptionPlanName: 'Plan',
        status: 'Result',
        failureCode: 'Failure',
        totalAmount: 'Total',
        discountAmount: 'Discount',
        cardLast4: 'Card',
        hasReceipt: 'Receipt',
        q: 'Search',
        from: 'From',
        to: 'To',
      },
    },
    settings: { name: 'Setting |||| Settings' },
  },
};
