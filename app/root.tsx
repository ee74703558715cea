import './styles/tokens.css';
import { Suspense, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from 'react-router';
import { NavigationProgress } from './components/navigation-progress';
import { installChunkLoadGuard } from './features/errors/chunk-reload';
import { ChunkFailureNotice, RootErrorBoundary } from './features/errors/root-error-boundary';
import { useApplyTheme } from './features/settings/use-apply-theme';
import { loadInter } from './lib/i18n/fonts';
import { applyStoredLanguage, initI18n, renderInPageLanguage } from './lib/i18n/i18n';
import { htmlLangOf } from './lib/i18n/languages';
import { languageOfPath } from './lib/i18n/localized-path';
import { scriptFacesOf, scriptFontFilesOf } from './lib/i18n/script-faces';
import { colorSchemeScript } from './lib/settings/settings-store';
import type { Route } from './+types/root';
// the public pages' only script, bundled on its own (docs/decisions/0069-public-pages-as-islands.md)
import islandsEntry from './islands/entry.ts?worker&url';

const i18n = initI18n();
installChunkLoadGuard();

const favicon =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='7' fill='%23c0292b'/%3E%3Cpath d='M8 11h16v3H8zm0 5h11v3H8zm0 5h7v3H8z' fill='white'/%3E%3C/svg%3E";

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: favicon, type: 'image/svg+xml' },
];

/** What a route says of itself to the root document, in its `handle` export. */
export interface RouteHandle {
  /**
   * a public page: its address names its language (docs/decisions/0068-language-addresses.md),
   * and it is static HTML with islands, not the application (docs/decisions/0069)
   */
  publicSite?: boolean;
}

/** The language of a public page being shown, from its address; undefined on a staff page. */
export function usePublicPageLanguage() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const isPublic = matches.some((m) => (m.handle as RouteHandle | undefined)?.publicSite);
  return isPublic ? languageOfPath(pathname) : undefined;
}

export function Layout({ children }: { children: ReactNode }) {
  const pageLanguage = usePublicPageLanguage();
  // prerender: the page's texts in its language, <html lang> with them
  if (import.meta.env.SSR && pageLanguage) renderInPageLanguage(pageLanguage);
  return (
    // Mantine (staff screens only) and the site read the colour scheme from this attribute
    <html
      lang={htmlLangOf(pageLanguage ?? 'en')}
      data-mantine-color-scheme="light"
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c0292b" />
        <script dangerouslySetInnerHTML={{ __html: colorSchemeScript }} />
        <Meta />
        <Links />
        {/* a Thai public page: its face from the first paint (lib/i18n/script-faces.ts) */}
        {import.meta.env.SSR &&
          pageLanguage && [
            ...scriptFontFilesOf(pageLanguage).map((href) => (
              <link
                key={href}
                rel="preload"
                as="font"
                type="font/woff2"
                href={href}
                crossOrigin="anonymous"
              />
            )),
            ...scriptFacesOf(pageLanguage).map((href) => (
              <link key={href} rel="stylesheet" href={href} />
            )),
          ]}
      </head>
      <body>
        {/* in the browser the root renders only as the application (a public address there is
            on its way to its own document: app/layouts/site.tsx) */}
        {import.meta.env.SSR && pageLanguage ? (
          // a public page: its HTML is the page (no Suspense boundary, which React would stream
          // out of place behind a script), and the islands are its only script
          <>
            <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
            <script type="module" src={islandsEntry} />
          </>
        ) : (
          <>
            <I18nextProvider i18n={i18n}>
              {/* The boundary keeps the failure notice visible if a screen can never load. */}
              <Suspense fallback={null}>{children}</Suspense>
              <ChunkFailureNotice />
            </I18nextProvider>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  const pageLanguage = usePublicPageLanguage();
  useEffect(() => {
    void loadInter();
  }, []);
  useEffect(() => {
    // a public page keeps the language of its address; a staff page takes the stored choice
    if (!pageLanguage) applyStoredLanguage();
  }, [pageLanguage]);
  useApplyTheme();
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}

export function HydrateFallback() {
  return null;
}

export const ErrorBoundary = RootErrorBoundary;
