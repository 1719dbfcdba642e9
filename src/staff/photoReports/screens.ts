// The photo reports' screen: the parents' requests to hide a photo.
import { screen } from '../screen'

const kind = 'zgloszenia-zdjec'

export const photoReportScreens = {
  photoReports: screen({ kind, title: 'Zgłoszenia zdjęć', panel: ['content', 40] }),
}
