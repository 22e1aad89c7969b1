import { casos } from './casos/remanente';
import { registrarCasos } from './contexto';

registrarCasos('remanente', casos);
