import polyglotI18nProvider from 'ra-i18n-polyglot';
import { es } from './es';

/** Spanish only; `allowMissing` so a missing key shows its fallback instead of the raw key. */
export const i18nProvider = polyglotI18nProvider(() => es, 'es', [{ locale: 'es', name: 'Español' }], { allowMissing: true });
