// Made by `npm run messages` from src/domain/i18n/messages/gallery.json: edit that file, not this one.
import { defineCatalog } from '../catalog'

export default defineCatalog("gallery", {
  "pl": {
    "schoolYear": [
      "Rok szkolny ",
      [
        "years"
      ]
    ],
    "galleryTitle": [
      "Galeria zdjęć: ",
      [
        "title"
      ]
    ],
    "albumDescription": [
      "Zdjęcia: ",
      [
        "title"
      ],
      ", ",
      [
        "date"
      ],
      " (rok szkolny ",
      [
        "years"
      ],
      ")."
    ],
    "photoOf": [
      [
        "title"
      ],
      ", zdjęcie ",
      [
        "n"
      ],
      " z ",
      [
        "count"
      ]
    ],
    "enlarge": [
      "Powiększ: ",
      [
        "alt"
      ]
    ],
    "viewer": [
      [
        "title"
      ],
      ": zdjęcie ",
      [
        "n"
      ],
      " z ",
      [
        "count"
      ]
    ],
    "counter": [
      "Zdjęcie ",
      [
        "n"
      ],
      " z ",
      [
        "count"
      ]
    ],
    "close": [
      "Zamknij"
    ],
    "previous": [
      "Poprzednie"
    ],
    "next": [
      "Następne"
    ],
    "download": [
      "Pobierz"
    ],
    "report": [
      "Zgłoś zdjęcie"
    ],
    "reportFor": [
      "Zgłoś zdjęcie: ",
      [
        "alt"
      ]
    ]
  },
  "en": {
    "schoolYear": [
      "School year ",
      [
        "years"
      ]
    ],
    "galleryTitle": [
      "Photo gallery: ",
      [
        "title"
      ]
    ],
    "albumDescription": [
      "Photos: ",
      [
        "title"
      ],
      ", ",
      [
        "date"
      ],
      " (school year ",
      [
        "years"
      ],
      ")."
    ],
    "photoOf": [
      [
        "title"
      ],
      ", photo ",
      [
        "n"
      ],
      " of ",
      [
        "count"
      ]
    ],
    "enlarge": [
      "Enlarge: ",
      [
        "alt"
      ]
    ],
    "viewer": [
      [
        "title"
      ],
      ": photo ",
      [
        "n"
      ],
      " of ",
      [
        "count"
      ]
    ],
    "counter": [
      "Photo ",
      [
        "n"
      ],
      " of ",
      [
        "count"
      ]
    ],
    "close": [
      "Close"
    ],
    "previous": [
      "Previous"
    ],
    "next": [
      "Next"
    ],
    "download": [
      "Download"
    ],
    "report": [
      "Report photo"
    ],
    "reportFor": [
      "Report photo: ",
      [
        "alt"
      ]
    ]
  }
})
