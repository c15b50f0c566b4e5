const GTM_ID = /^GTM-[A-Z0-9]{1,20}$/i;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Loads the Google Tag Manager script (and its noscript frame) once, only when an id
 * is set and it is not already on the page. Every failure is ignored.
 */
export function loadGtm(gtmId: string | null | undefined, doc: Document = document): boolean {
  try {
    const id = (gtmId ?? '').trim();
    if (!id || !GTM_ID.test(id)) return false;
    if (doc.querySelector('script[data-gtm], script[src*="googletagmanager.com/gtm.js"]')) return false;
    const win = doc.defaultView as Window | null;
    if (win) {
      win.dataLayer = win.dataLayer ?? [];
      win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    }
    const script = doc.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
    script.dataset.gtm = id;
    script.onerror = () => undefined;
    doc.head.appendChild(script);

    const noscript = doc.createElement('noscript');
    const iframe = doc.createElement('iframe');
    iframe.src = `https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(id)}`;
    iframe.height = '0';
    iframe.width = '0';
    iframe.title = 'Google Tag Manager';
    iframe.style.display = 'none';
    iframe.style.visibility = 'hidden';
    noscript.appendChild(iframe);
    doc.body.insertBefore(noscript, doc.body.firstChild);
    return true;
  } catch {
    return false;
  }
}
