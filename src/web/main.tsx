// The browser's entry: the styles, and the app (hydrated when the server rendered the page; see
// app/start-app.tsx).
import './styles.css'
import { startApp } from './app/start-app'

const container = document.getElementById('root')
if (!container) throw new Error('The #root element is missing from index.html')
void startApp(container)
