import { routes } from '../src/domain/routes'
import type { MailMessage } from './mail'

export interface ReportedPhoto {
  years: string
  album: string
  photo: string
  albumTitle: string
}

/**
 * The office's notice of a photo takedown request (issue #10): which photo, and where to decide.
 * Like the enrolment notice it leaves the details (the reason, the reporter's e-mail) in /gazda/.
 */
export function photoReportNotice(
  officeEmail: string,
  id: number,
  photo: ReportedPhoto,
): MailMessage {
  return {
    to: [officeEmail],
    subject: `Zgłoszenie zdjęcia nr ${id} do usunięcia`,
    text:
      `Ktoś prosi o usunięcie zdjęcia ${photo.photo} z albumu „${photo.albumTitle}” ` +
      `(rok szkolny ${photo.years}).\n` +
      `Album na stronie: ${routes.galleryAlbum(photo.years, photo.album)}\n\n` +
      `Powód zgłoszenia i decyzja w panelu: ${routes.staffList('zgloszenia-zdjec')}\n`,
  }
}
