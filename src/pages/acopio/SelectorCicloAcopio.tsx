import { SelectorCiclo } from '../../components/SelectorCiclo';
import { useCicloAcopio } from './useCicloAcopio';

/** The screen's cycle filter (spec 002 §2.7 'Filter: cycle'): the shell's selected cycle, changed from here too. */
export function SelectorCicloAcopio() {
  return <SelectorCiclo {...useCicloAcopio()} />;
}
