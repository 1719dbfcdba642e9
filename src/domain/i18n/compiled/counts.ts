// Made by `npm run messages` from src/domain/i18n/messages/counts.json: edit that file, not this one.
import { defineCatalog } from '../catalog'

export default defineCatalog("counts", {
  "pl": {
    "photos": [
      [
        "count",
        "plural",
        {
          "one": [
            "#",
            " zdjęcie"
          ],
          "few": [
            "#",
            " zdjęcia"
          ],
          "many": [
            "#",
            " zdjęć"
          ],
          "other": [
            "#",
            " zdjęcia"
          ]
        }
      ]
    ],
    "albums": [
      [
        "count",
        "plural",
        {
          "one": [
            "#",
            " album"
          ],
          "few": [
            "#",
            " albumy"
          ],
          "many": [
            "#",
            " albumów"
          ],
          "other": [
            "#",
            " albumu"
          ]
        }
      ]
    ],
    "pupils": [
      [
        "count",
        "plural",
        {
          "one": [
            "#",
            " uczeń"
          ],
          "few": [
            "#",
            " uczniów"
          ],
          "many": [
            "#",
            " uczniów"
          ],
          "other": [
            "#",
            " ucznia"
          ]
        }
      ]
    ]
  },
  "en": {
    "photos": [
      [
        "count",
        "plural",
        {
          "one": [
            "#",
            " photo"
          ],
          "other": [
            "#",
            " photos"
          ]
        }
      ]
    ],
    "albums": [
      [
        "count",
        "plural",
        {
          "one": [
            "#",
            " album"
          ],
          "other": [
            "#",
            " albums"
          ]
        }
      ]
    ],
    "pupils": [
      [
        "count",
        "plural",
        {
          "one": [
            "#",
            " student"
          ],
          "other": [
            "#",
            " students"
          ]
        }
      ]
    ]
  }
})
