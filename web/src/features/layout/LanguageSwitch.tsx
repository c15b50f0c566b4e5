import { HStack, Link } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { LOCALE_NAMES, LOCALE_TAGS, localizedPath, SITE_LOCALES } from '@domain/siteLocale';
import { useLocale, useT } from '../../shared/i18n';
import { switchHref } from './languageHref';

/**
 * The other language of this very page (its path, query and all), as a plain link: the other
 * language is another server-rendered page, so the switch works before the app runs and without it.
 * Its `?lang=` is what remembers the choice (the page template's head script stores it and takes it
 * off the address: web/index.html).
 */
export function LanguageSwitch({ size = 'sm' }: { size?: 'sm' | 'lg' }) {
  const locale = useLocale();
  const t = useT();
  const { pathname, search } = useLocation();
  // The router's pathname is inside the page's language (a Romanian page's router starts at /ro).
  const here = localizedPath(pathname, locale);
  return (
    <HStack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label={t('Language')} data-testid="language-switch">
      {SITE_LOCALES.map((other) => (
        <li key={other}>
          <Link
            href={switchHref(here, search, other)}
            hrefLang={LOCALE_TAGS[other]}
            lang={LOCALE_TAGS[other]}
            aria-current={other === locale ? 'true' : undefined}
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            minW="8"
            minH="8"
            px="1.5"
            rounded="sm"
            fontWeight="bold"
            fontSize={size === 'lg' ? 'lg' : 'sm'}
            textTransform="uppercase"
            letterSpacing="wider"
            color={other === locale ? 'blood.fg' : 'fg.muted'}
            textDecoration="none"
            _hover={{ color: 'blood.fg', textDecoration: 'none' }}
            title={LOCALE_NAMES[other]}
          >
            {other}
          </Link>
        </li>
      ))}
    </HStack>
  );
}
