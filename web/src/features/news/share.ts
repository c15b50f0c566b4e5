import { showToast } from '../../shared/ui/lazyToaster';

/**
 * Native share when the browser has it; otherwise copy the link and toast
 * 'Link copied!' / 'Article link has been copied to clipboard'.
 */
export async function shareArticle(
  title: string,
  url: string = window.location.href,
  t: (text: string) => string = (text) => text,
): Promise<'shared' | 'copied' | 'failed'> {
  const nav = window.navigator as Navigator & { share?: (d: ShareData) => Promise<void> };
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title, url });
      return 'shared';
    } catch (e) {
      // The visitor closed the share sheet: nothing more to do.
      if ((e as { name?: string })?.name === 'AbortError') return 'shared';
    }
  }
  try {
    if (nav.clipboard?.writeText) {
      await nav.clipboard.writeText(url);
    } else {
      copyWithTextarea(url);
    }
  } catch {
    try {
      copyWithTextarea(url);
    } catch {
      showToast({ title: t('Error'), description: t('Could not copy the link'), type: 'error' });
      return 'failed';
    }
  }
  showToast({ title: t('Link copied!'), description: t('Article link has been copied to clipboard'), type: 'success' });
  return 'copied';
}

function copyWithTextarea(text: string) {
  const ta = document.createElement('textarea');
  ta.value = text;
  ta.setAttribute('readonly', '');
  ta.style.position = 'fixed';
  ta.style.opacity = '0';
  document.body.appendChild(ta);
  ta.select();
  const ok = document.execCommand?.('copy');
  ta.remove();
  if (!ok) throw new Error('copy failed');
}
