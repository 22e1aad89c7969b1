import { casos } from './casos/comite';
import { registrarCasos } from './contexto';

registrarCasos('comite', casos);
