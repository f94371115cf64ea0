// Applies the saved theme before first paint so dark mode never flashes light (CSP allows only
// same-origin scripts, hence a file rather than an inline script). Default: light.
;(function () {
  var theme = 'light'
  try {
    if (localStorage.getItem('theme') === 'dark') theme = 'dark'
  } catch (e) {}
  var root = document.documentElement
  if (theme === 'dark') root.classList.add('dark')
  root.style.colorScheme = theme
})()
