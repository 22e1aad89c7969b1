import { casos } from './casos/anticipos';
import { registrarCasos } from './contexto';

registrarCasos('anticipos', casos);
