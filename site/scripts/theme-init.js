!(() => {
  var root = document.documentElement;
  var s;
  try {
    s = localStorage.getItem('colorScheme');
  } catch {}
  root.dataset.theme = s === 'dark' || s === 'auto' ? s : 'light';
  // Controls that need script are shown from the first paint, so nothing moves when it runs.
  root.classList.add('js');
})();
