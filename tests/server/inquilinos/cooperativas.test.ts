import { casos } from './casos/cooperativas';
import { registrarCasos } from './contexto';

registrarCasos('cooperativas', casos);
