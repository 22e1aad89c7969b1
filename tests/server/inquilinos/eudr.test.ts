import { casos } from './casos/eudr';
import { registrarCasos } from './contexto';

registrarCasos('eudr', casos);
