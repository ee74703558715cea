import { createHash } from 'node:crypto';
import type { ProviderOrigins } from './provider-origins';

/** 'sha256-…' sources for every inline <script> of a page (React Router and Mantine write some). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (!match[1]) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The Content-Security-Policy of an HTML page: scripts only from this origin plus the page's own
 * inline scripts by hash (no 'unsafe-inline' for scripts); styles may be inline (Mantine sets CSS
 * variables and style attributes at run time); pictures from here, data:, blob: and https: (an
 * identity provider's profile picture); the OpenID Connect provider's origins may be fetched
 * (discovery, token, userinfo, keys) and framed (silent renew): provider-origins.ts.
 * docs/decisions/0016-security-headers.md
 */
export function pageCsp({
  scriptHashes,
  provider,
  googleMaps = false,
}: {
  scriptHashes: string[];
  provider: ProviderOrigins;
  /** the build draws Google maps (VITE_GOOGLE_MAPS_API_KEY): admit the Maps JavaScript API */
  googleMaps?: boolean;
}) {
  const maps = googleMaps ? googleMapsSources : noSources;
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': ["'self'", ...scriptHashes, ...maps.script].join(' '),
    'style-src': ["'self' 'unsafe-inline'", ...maps.style].join(' '),
    'img-src': "'self' data: blob: https:",
    'font-src': ["'self' data:", ...maps.font].join(' '),
    'connect-src': ["'self'", ...provider.connect, ...maps.connect].join(' '),
    'frame-src': ["'self'", ...provider.frame, ...maps.frame].join(' '),
    'worker-src': ["'self'", ...maps.worker].join(' '),
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

const noSources = { script: [], style: [], font: [], connect: [], frame: [], worker: [] };

/**
 * What Google's Maps JavaScript API loads, by Google's content security policy guide
 * (https://developers.google.com/maps/documentation/javascript/content-security-policy), without
 * 'unsafe-eval'. Pictures are admitted already (https:).
 */
const googleMapsSources = {
  script: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'blob:'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  connect: [
    'https://*.googleapis.com',
    'https://*.google.com',
    'https://*.gstatic.com',
    'data:',
    'blob:',
  ],
  frame: ['https://*.google.com'],
  worker: ['blob:'],
};

/** For everything that is not a page (JSON, files): nothing may run or be framed. */
export const resourceCsp =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
