import { casos } from './casos/usuarios';
import { registrarCasos } from './contexto';

registrarCasos('usuarios', casos);
