// Made by `npm run messages` from src/domain/i18n/messages/subscriptionMail.json: edit that file, not this one.
import { defineCatalog } from '../catalog'

export default defineCatalog("subscriptionMail", {
  "pl": {
    "greeting": [
      "Dzień dobry,"
    ],
    "signature": [
      "Polska Szkoła w Lombard"
    ],
    "confirmSubject": [
      "Potwierdź zapis na listy Polskiej Szkoły w Lombard"
    ],
    "confirmIntro": [
      "ktoś (zapewne Pan lub Pani) zapisał ten adres e-mail na listy szkoły:"
    ],
    "confirmLink": [
      "Aby potwierdzić zapis, proszę otworzyć ten link:"
    ],
    "confirmIgnore": [
      "Jeśli to nie Pan ani Pani, wystarczy zignorować tę wiadomość: bez potwierdzenia\nnie wyślemy żadnej poczty z tych list."
    ],
    "home": [
      "Strona główna szkoły"
    ],
    "confirmedTitle": [
      "Subskrypcja potwierdzona"
    ],
    "confirmedIntro": [
      "Dziękujemy. Ten adres otrzymuje pocztę z list:"
    ],
    "nothingTitle": [
      "Brak list do potwierdzenia"
    ],
    "notSubscribed": [
      "Ten adres nie jest już zapisany na żadną listę szkoły. Można zapisać się ponownie na stronie szkoły."
    ],
    "badLinkTitle": [
      "Link jest nieprawidłowy"
    ],
    "badLinkIntro": [
      "Ten link jest niepełny lub został zmieniony. Proszę otworzyć go jeszcze raz z wiadomości, albo skopiować cały adres."
    ],
    "unsubscribeTitle": [
      "Wypisanie z listy"
    ],
    "unsubscribeAsk": [
      "Czy wypisać ten adres z listy „",
      [
        "list"
      ],
      "”? Pozostałe listy zostaną bez zmian."
    ],
    "unsubscribeButton": [
      "Wypisz mnie z tej listy"
    ],
    "unsubscribedTitle": [
      "Wypisano z listy"
    ],
    "unsubscribed": [
      "Ten adres nie będzie już otrzymywał poczty z listy „",
      [
        "list"
      ],
      "”. Pozostałe listy są bez zmian."
    ],
    "preferencesTitle": [
      "Listy i częstotliwość poczty"
    ],
    "preferencesIntro": [
      "Dla każdej listy można wybrać, jak często przychodzi poczta: raz w tygodniu (w czwartek wieczorem, w jednym zestawieniu), od razu, albo wcale."
    ],
    "pending": [
      "czeka na potwierdzenie linkiem z wiadomości"
    ],
    "others": [
      "Pozostałe listy szkoły"
    ],
    "weekly": [
      "co tydzień"
    ],
    "immediate": [
      "od razu"
    ],
    "off": [
      "wcale"
    ],
    "save": [
      "Zapisz wybór"
    ],
    "saved": [
      "Zapisano. Tak teraz przychodzi poczta z list:"
    ],
    "footerWhy": [
      "Tę wiadomość otrzymują osoby zapisane na listę „",
      [
        "list"
      ],
      "” Polskiej Szkoły w Lombard."
    ],
    "footerPreferences": [
      "Wybór list i częstotliwości: ",
      [
        "url"
      ]
    ],
    "footerUnsubscribe": [
      "Wypisanie z tej listy: ",
      [
        "url"
      ]
    ],
    "digestSubject": [
      "Polska Szkoła w Lombard: co nowego w tygodniu do ",
      [
        "day"
      ]
    ],
    "digestIntro": [
      "oto zestawienie z list szkoły, na które zapisany jest ten adres (tydzień do ",
      [
        "day"
      ],
      ")."
    ],
    "newHomework": [
      "Nowe zadania domowe"
    ],
    "dueSaturday": [
      "Do oddania w sobotę ",
      [
        "saturday"
      ]
    ],
    "calendar": [
      "W kalendarzu w najbliższych dwóch tygodniach"
    ],
    "news": [
      "Aktualności"
    ],
    "bulletins": [
      "Biuletyny"
    ],
    "due": [
      "termin: ",
      [
        "date"
      ]
    ]
  },
  "en": {
    "greeting": [
      "Hello,"
    ],
    "signature": [
      "Polska Szkoła w Lombard"
    ],
    "confirmSubject": [
      "Confirm your sign-up for the mailing lists of Polska Szkoła w Lombard"
    ],
    "confirmIntro": [
      "someone (most likely you) has signed up this e-mail address for the school’s lists:"
    ],
    "confirmLink": [
      "To confirm the sign-up, please open this link:"
    ],
    "confirmIgnore": [
      "If it was not you, just ignore this message: without a confirmation\nwe will send no mail from these lists."
    ],
    "home": [
      "The school’s home page"
    ],
    "confirmedTitle": [
      "Subscription Confirmed"
    ],
    "confirmedIntro": [
      "Thank you. This address gets mail from these lists:"
    ],
    "nothingTitle": [
      "No Lists to Confirm"
    ],
    "notSubscribed": [
      "This address is no longer signed up for any of the school’s lists. You can sign up again on the school’s website."
    ],
    "badLinkTitle": [
      "This Link Is Not Valid"
    ],
    "badLinkIntro": [
      "This link is incomplete or has been changed. Please open it again from the message, or copy the whole address."
    ],
    "unsubscribeTitle": [
      "Unsubscribe from a List"
    ],
    "unsubscribeAsk": [
      "Unsubscribe this address from the list “",
      [
        "list"
      ],
      "”? Your other lists stay as they are."
    ],
    "unsubscribeButton": [
      "Unsubscribe me from this list"
    ],
    "unsubscribedTitle": [
      "Unsubscribed"
    ],
    "unsubscribed": [
      "This address will no longer get mail from the list “",
      [
        "list"
      ],
      "”. Your other lists stay as they are."
    ],
    "preferencesTitle": [
      "Your Lists and How Often Mail Comes"
    ],
    "preferencesIntro": [
      "For each list you can choose how often its mail comes: once a week (on Thursday evening, in one summary), at once, or not at all."
    ],
    "pending": [
      "waiting for the confirmation link in the message"
    ],
    "others": [
      "The school’s other lists"
    ],
    "weekly": [
      "weekly"
    ],
    "immediate": [
      "at once"
    ],
    "off": [
      "not at all"
    ],
    "save": [
      "Save my choice"
    ],
    "saved": [
      "Saved. This is how mail from your lists comes now:"
    ],
    "footerWhy": [
      "You get this message because you signed up for the list “",
      [
        "list"
      ],
      "” of Polska Szkoła w Lombard."
    ],
    "footerPreferences": [
      "Choose your lists and how often: ",
      [
        "url"
      ]
    ],
    "footerUnsubscribe": [
      "Unsubscribe from this list: ",
      [
        "url"
      ]
    ],
    "digestSubject": [
      "Polska Szkoła w Lombard: what’s new in the week to ",
      [
        "day"
      ]
    ],
    "digestIntro": [
      "here is the summary of the school’s lists this address is signed up for (the week to ",
      [
        "day"
      ],
      ")."
    ],
    "newHomework": [
      "New homework"
    ],
    "dueSaturday": [
      "Due on Saturday, ",
      [
        "saturday"
      ]
    ],
    "calendar": [
      "In the calendar in the next two weeks"
    ],
    "news": [
      "News"
    ],
    "bulletins": [
      "Newsletters"
    ],
    "due": [
      "due: ",
      [
        "date"
      ]
    ]
  }
})
