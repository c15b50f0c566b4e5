// Applies the stored colour mode before React starts (no flash of the wrong theme). Dark by default.
(function () {
  var pref = 'dark';
  try {
    var v = localStorage.getItem('metal-gates-color-mode');
    if (v === 'light' || v === 'dark' || v === 'system') pref = v;
  } catch (e) {
    // Storage blocked (private mode, policies): keep the dark default.
  }
  var mode = pref === 'system' ? (window.matchMedia && matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark') : pref;
  document.documentElement.classList.add(mode);
  document.documentElement.style.colorScheme = mode;
})();
