// Made by `npm run messages` from src/domain/i18n/messages/survey.json: edit that file, not this one.
import { defineCatalog } from '../catalog'

export default defineCatalog("survey", {
  "pl": {
    "startPrompt": [
      "Czy dziecko uczęszczało już do naszej szkoły?"
    ],
    "surveyName": [
      "Ankieta"
    ],
    "thanksHeading": [
      "Dziękujemy za wypełnienie ankiety"
    ],
    "thanksText": [
      "Odpowiedzi zostały zapisane. Sekretariat skontaktuje się z Państwem w sprawie zapisów."
    ],
    "heading": [
      "Ankieta o zapisach"
    ],
    "requiredNote": [
      "Pola oznaczone gwiazdką (*) są wymagane przy wybranym rodzaju zgłoszenia."
    ],
    "submit": [
      "Wyślij ankietę"
    ],
    "back": [
      "Wróć do opisu ankiety"
    ],
    "contact": [
      "Dane kontaktowe"
    ],
    "child": [
      "Dziecko"
    ],
    "year": [
      "Mijający rok szkolny"
    ],
    "duty": [
      "Dyżury rodziców"
    ],
    "noContact": [
      "Podaj co najmniej jeden kontakt: e-mail lub telefon jednego z rodziców albo e-mail kontaktowy."
    ],
    "onlyReturning": [
      "Pole „",
      [
        "name"
      ],
      "” wypełniają tylko rodziny kontynuujące naukę w szkole."
    ],
    "acceptDuty": [
      "Proszę zaakceptować deklarację dyżurów rodziców."
    ]
  },
  "en": {
    "startPrompt": [
      "Has your child attended our school before?"
    ],
    "surveyName": [
      "The survey"
    ],
    "thanksHeading": [
      "Thank you for completing the survey"
    ],
    "thanksText": [
      "Your answers have been saved. The school office will contact you about enrollment."
    ],
    "heading": [
      "Enrollment Survey"
    ],
    "requiredNote": [
      "Fields marked with an asterisk (*) are required for the type of application you chose."
    ],
    "submit": [
      "Send the survey"
    ],
    "back": [
      "Back to the survey description"
    ],
    "contact": [
      "Contact details"
    ],
    "child": [
      "Child"
    ],
    "year": [
      "The school year now ending"
    ],
    "duty": [
      "Parent Duty"
    ],
    "noContact": [
      "Please give at least one contact: a parent’s email or phone, or a contact email."
    ],
    "onlyReturning": [
      "Only returning families answer “",
      [
        "name"
      ],
      "”."
    ],
    "acceptDuty": [
      "Please accept the parent duty pledge."
    ]
  }
})
