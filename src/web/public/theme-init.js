// Applies the saved theme before first paint so dark mode never flashes light (CSP allows only
// same-origin scripts, hence a file rather than an inline script). Default: light. Also marks
// <html> with 'js', so that controls made for visitors without JavaScript step aside.
;(function () {
  var theme = 'light'
  try {
    if (localStorage.getItem('theme') === 'dark') theme = 'dark'
  } catch (e) {}
  var root = document.documentElement
  root.classList.add('js')
  if (theme === 'dark') root.classList.add('dark')
  root.style.colorScheme = theme
})()
