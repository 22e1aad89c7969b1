/**
 * The Idempotency-Key a form makes when it opens and sends with every try of its one submission
 * (server/idempotencia.ts): 32 hex characters from the browser's random source. `crypto.getRandomValues`, not
 * `crypto.randomUUID`: the latter exists only on secure origins, and cooperatives serve the app over plain HTTP
 * inside their LAN.
 */
export function claveDeEnvio(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
