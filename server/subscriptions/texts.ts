// Issue #34: the words the mailing lists say, in the subscriber's language (issue #35); the texts
// themselves are in src/domain/i18n/messages/subscriptionMail.json (both languages side by side).
import mailText from '../../src/domain/i18n/compiled/subscriptionMail'
import type { Language } from '../../src/domain/i18n/languages'

// The lists' names and the subscribe check's messages are shared with the public page.
export {
  LIST_NAMES_PL,
  SUBSCRIBE_MESSAGES,
  schoolListNames,
  subscribeMessages,
} from '../../src/domain/subscriptions'

/** The double opt-in's mail: the lists waiting and the link that confirms them. */
export function confirmationMail(lists: string[], link: string, language: Language = 'pl') {
  const t = mailText.in(language)
  return {
    subject: t('confirmSubject'),
    text: [
      t('greeting'),
      '',
      t('confirmIntro'),
      ...lists.map((name) => `- ${name}`),
      '',
      t('confirmLink'),
      link,
      '',
      t('confirmIgnore'),
      '',
      t('signature'),
    ].join('\n'),
  }
}

/** The pages the confirm and unsubscribe links open, in a language. */
export function pageTexts(language: Language) {
  const t = mailText.in(language)
  return {
    home: t('home'),
    confirmed: { title: t('confirmedTitle'), intro: t('confirmedIntro') },
    nothingToConfirm: { title: t('nothingTitle'), intro: t('notSubscribed') },
    badLink: { title: t('badLinkTitle'), intro: t('badLinkIntro') },
    unsubscribeAsk: {
      title: t('unsubscribeTitle'),
      intro: (list: string) => t('unsubscribeAsk', { list }),
      button: t('unsubscribeButton'),
    },
    unsubscribed: {
      title: t('unsubscribedTitle'),
      intro: (list: string) => t('unsubscribed', { list }),
    },
  }
}

export const PAGE_TEXTS = pageTexts('pl')

/**
 * The lines that end every list mail: why it came, the page to change lists and frequencies, and
 * a one-list unsubscribe (the same address as the List-Unsubscribe header).
 */
export function listMailFooter(
  list: string,
  links: { preferences: string; unsubscribe: string },
  language: Language = 'pl',
) {
  const t = mailText.in(language)
  return [
    '-- ',
    t('footerWhy', { list }),
    t('footerPreferences', { url: links.preferences }),
    t('footerUnsubscribe', { url: links.unsubscribe }),
  ]
}
