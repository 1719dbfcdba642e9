// Made by `npm run messages` from src/domain/i18n/messages/searchResults.json: edit that file, not this one.
import { defineCatalog } from '../catalog'

export default defineCatalog("searchResults", {
  "pl": {
    "results": [
      "Wyniki wyszukiwania"
    ],
    "close": [
      "Zamknij wyniki"
    ],
    "more": [
      "Pokaż więcej wyników"
    ],
    "searching": [
      "Wyszukiwanie…"
    ],
    "unavailable": [
      "Wyszukiwarka jest teraz niedostępna. Spróbuj ponownie za chwilę."
    ],
    "found": [
      "Znaleziono ",
      [
        "count",
        "plural",
        {
          "one": [
            "#",
            " wynik"
          ],
          "few": [
            "#",
            " wyniki"
          ],
          "many": [
            "#",
            " wyników"
          ],
          "other": [
            "#",
            " wyniku"
          ]
        }
      ],
      " dla „",
      [
        "query"
      ],
      "”."
    ],
    "none": [
      "Brak wyników dla „",
      [
        "query"
      ],
      "”."
    ]
  },
  "en": {
    "results": [
      "Search results"
    ],
    "close": [
      "Close the results"
    ],
    "more": [
      "Show more results"
    ],
    "searching": [
      "Searching…"
    ],
    "unavailable": [
      "The search is unavailable right now. Please try again in a moment."
    ],
    "found": [
      [
        "count",
        "plural",
        {
          "one": [
            "#",
            " result"
          ],
          "other": [
            "#",
            " results"
          ]
        }
      ],
      " for “",
      [
        "query"
      ],
      "”."
    ],
    "none": [
      "No results for “",
      [
        "query"
      ],
      "”."
    ]
  }
})
