import { perezosa } from '../perezosa';

/** The signature pad, loaded when a summary first shows it (code-split with signature_pad). */
export const Firma = perezosa(() => import('./FirmaDibujada').then((m) => m.FirmaDibujada));
