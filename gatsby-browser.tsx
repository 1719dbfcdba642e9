import type { GatsbyBrowser } from 'gatsby'
import './src/styles/global.css'

// Marks the page as interactive once React has hydrated it (browser tests wait for this).
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  document.documentElement.dataset.hydrated = 'true'
}
