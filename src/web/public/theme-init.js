// Applies the saved theme before first paint so dark mode never flashes light (CSP allows only
// same-origin scripts, hence a file rather than an inline script). Default: light. Also marks
// <html> with 'js', so that controls made for visitors without JavaScript step aside, and holds a
// form sent before the app runs: the browser would send it itself, as a GET that puts its fields,
// a password among them, in the address. The app sends it once it runs; a form with its own action
// (made to work without the app) goes as it is
// (docs/decisions/040-input-typed-before-hydration.md), and one in a part of the page hydrated
// later is held until that part runs (docs/decisions/061-reviews-hydrated-when-near.md).
;(function () {
  var theme = 'light'
  try {
    if (localStorage.getItem('theme') === 'dark') theme = 'dark'
  } catch (e) {}
  var root = document.documentElement
  root.classList.add('js')
  if (theme === 'dark') root.classList.add('dark')
  root.style.colorScheme = theme
  document.addEventListener(
    'submit',
    function (event) {
      // A form with its own action works without the app (the catalogue's search): it goes.
      if (event.target.hasAttribute('action')) return
      // Once the app runs it sends its forms, but not yet those of a part it hydrates later
      // (lib/later-part.tsx: inside data-later).
      if (root.dataset.hydrated === 'true' && !event.target.closest('[data-later]')) return
      event.preventDefault()
      // Shown as waiting (styles.css) until the app sends it.
      event.target.setAttribute('data-held', '')
      window.ccHeldSubmit = { form: event.target, submitter: event.submitter || null }
    },
    true,
  )
})()
