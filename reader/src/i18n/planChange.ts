/**
 * The texts of a plan change (docs/decisions.md "Plan change"), kept apart so that the
 * dictionaries only name them (`planChange` in en.ts and ja.ts).
 */
export const planChangeEn = {
  action: 'Change plan',
  title: 'Change plan',
  toThisPlan: 'Change {{plan}} to this plan',
  choose: 'Choose',
  none: 'There is no other plan to change to.',
  loading: 'Loading the plans…',
  kinds: {
    UPGRADE: 'Upgrade now',
    SCHEDULED: 'From {{date}}',
    IMMEDIATE: 'Now, free of charge',
  },
  today: 'Today: {{amount}}',
  next: 'From {{date}}: {{amount}} per period',
  confirmTitle: 'Change to {{plan}}?',
  confirmUpgrade:
    'You pay {{amount}} today ({{base}} + tax {{tax}}) for the rest of the period already paid, and read {{plan}} at once. Your billing date stays: from {{date}}, {{plan}} renews at {{next}}.',
  confirmScheduled:
    'You keep your current plan until {{date}}. From then {{plan}} renews at {{next}}. Nothing is charged today, and you can cancel this change until then.',
  confirmImmediate:
    'You change to {{plan}} now and nothing is charged today. From {{date}}, {{plan}} is charged {{next}}.',
  confirm: 'Change plan',
  back: 'Back',
  payTitle: 'Pay the upgrade',
  payText: 'The difference for the rest of this period: {{amount}} (incl. tax).',
  pay: 'Pay {{amount}}',
  scheduledNote: 'Switches to {{plan}} on {{date}}',
  cancelScheduled: 'Keep the current plan',
  scheduled: 'Your plan will change at the end of the period.',
  changed: 'Your plan has been changed.',
  scheduleCancelled: 'Your current plan will renew.',
  learning:
    'Plans renewed by Learning ID cannot be changed here: cancel this plan and register the other one.',
};

export const planChangeJa: typeof planChangeEn = {
  action: 'プランを変更',
  title: 'プランの変更',
  toThisPlan: '{{plan}}からこのプランに変更',
  choose: '選択',
  none: '変更できる他のプランはありません。',
  loading: 'プランを読み込んでいます…',
  kinds: {
    UPGRADE: '今すぐアップグレード',
    SCHEDULED: '{{date}}から',
    IMMEDIATE: '今すぐ（無料）',
  },
  today: '本日：{{amount}}',
  next: '{{date}}から：1期間{{amount}}',
  confirmTitle: '{{plan}}に変更しますか？',
  confirmUpgrade:
    '支払い済みの期間の残りについて、本日{{amount}}（{{base}}＋税{{tax}}）をお支払いいただき、{{plan}}をすぐにお読みいただけます。請求日は変わらず、{{date}}から{{plan}}を{{next}}で更新します。',
  confirmScheduled:
    '{{date}}まで現在のプランのままです。その日から{{plan}}を{{next}}で更新します。本日の請求はありません。それまではこの変更を取り消せます。',
  confirmImmediate:
    '今すぐ{{plan}}に変更します。本日の請求はありません。{{date}}から{{plan}}を{{next}}で請求します。',
  confirm: 'プランを変更',
  back: '戻る',
  payTitle: 'アップグレードのお支払い',
  payText: 'この期間の残りの差額：{{amount}}（税込）',
  pay: '{{amount}}を支払う',
  scheduledNote: '{{date}}に{{plan}}へ変更',
  cancelScheduled: '現在のプランのままにする',
  scheduled: '期間の終わりにプランが変わります。',
  changed: 'プランを変更しました。',
  scheduleCancelled: '現在のプランで更新します。',
  learning:
    '学習IDで更新されるプランはここでは変更できません。このプランを解約して、別のプランを登録してください。',
};
