import { casos } from './casos/padron';
import { registrarCasos } from './contexto';

registrarCasos('padron', casos);
